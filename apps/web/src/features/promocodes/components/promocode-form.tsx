import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromoCode } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useSetServerErrors } from '@/lib/form-errors';
import { errorMessages } from '@/lib/form-validation';
import { generatePromoCode } from '../api/generate-promocode';
import { useSavePromoCode } from '../api/save-promocode';
import { usePromoCodeForm } from '../promocode-form';
import { PromoLimitsFields } from './promo-limits-fields';
import { PromoTermsFields } from './promo-terms-fields';
import styles from './promocodes.module.css';

export interface PromoCodeFormProps {
  /** The code being edited; absent: a new code. */
  code?: PromoCode;
  onSaved: (code: PromoCode) => void;
}

/**
 * /promocodes/create and /promocodes/{id}: every field of a promo code (product §3). The
 * server checks the rules; each refusal shows beside its field.
 */
export function PromoCodeForm({ code, onSaved }: PromoCodeFormProps) {
  const { t, i18n } = useTranslation();
  const form = usePromoCodeForm(code);
  const [generating, setGenerating] = useState(false);
  const formError = (message: string) => form.setError('root.server', { type: 'server', message });
  const showServerErrors = useSetServerErrors(form, {
    // A code's own refusals (taken, in use, …) have texts of their own; the rest read as everywhere.
    fieldKey: (field) =>
      i18n.exists(`promocodes.errors.${field.code}`) ? `promocodes.errors.${field.code}` : `fieldErrors.${field.code}`,
    // A refusal of the whole save reads as the catalogue's text of its code, where it has one.
    otherwise: (error) => {
      const key = error instanceof ApiError ? `errors.codes.${error.code}` : '';
      formError(key && i18n.exists(key) ? t(key) : t('fieldErrors.unexpected'));
    },
  });
  const save = useSavePromoCode(code?.id, { onSuccess: onSaved, onError: showServerErrors });
  const generate = async () => {
    setGenerating(true);
    try {
      form.setValue('code', await generatePromoCode(), { shouldValidate: form.formState.isSubmitted });
    } catch {
      formError(t('fieldErrors.unexpected'));
    } finally {
      setGenerating(false);
    }
  };
  const { errors } = form.formState;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit((body) => save.mutate(body))(event)}
      noValidate
    >
      {code && code.uses > 0 ? <FormMessage>{t('promocodes.form.inUse', { count: code.uses })}</FormMessage> : null}
      <div className={styles.codeRow}>
        <TextField
          className={styles.grow}
          label={t('promocodes.form.code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          messages={[...errorMessages(errors.code?.message), { key: 'hint', text: t('promocodes.form.codeHint') }]}
          {...form.register('code')}
        />
        <Button type="button" kind="transparent" disabled={generating} onClick={() => void generate()}>
          {t('promocodes.form.generate')}
        </Button>
      </div>
      <PromoTermsFields form={form} />
      <PromoLimitsFields form={form} />
      {errors.root?.server ? <FormMessage type="error">{errors.root.server.message}</FormMessage> : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {code ? t('promocodes.form.save') : t('promocodes.form.create')}
        </Button>
      </div>
    </form>
  );
}
