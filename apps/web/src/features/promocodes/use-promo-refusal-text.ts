import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/** The text of a refused apply: the rule the code broke, else the §8 text of the failure. */
export function usePromoRefusalText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error) => {
    const reason = error instanceof ApiError ? error.fields.find((field) => field.name === 'code')?.code : undefined;
    if (reason && i18n.exists(`promocodes.errors.${reason}`)) return t(`promocodes.errors.${reason}`);
    if (reason) return t(`fieldErrors.${reason}`, { defaultValue: t('fieldErrors.invalid_input') });
    const key = error instanceof ApiError ? `errors.codes.${error.code}` : '';
    return key && i18n.exists(key) ? t(key) : t('fieldErrors.unexpected');
  };
}
