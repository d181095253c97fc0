import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  promoCodeStatusSchema,
  promoCodeTypeSchema,
  promoFeeTypeSchema,
  welcomeAccountDays,
  type PromoCode,
  type PromoCodeBody,
  type PromoCodeStatus,
  type PromoCodeType,
  type PromoFeeType,
} from '@pool/contract';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormMessage } from '@/components/ui/form-message';
import { SelectField } from '@/components/ui/select-field';
import { TextField, type FieldMessage } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { formatDuration } from '@/lib/format';
import { generatePromoCode } from '../api/generate-promocode';
import { useSavePromoCode } from '../api/save-promocode';
import styles from './promocodes.module.css';

interface Values {
  code: string;
  effective_from: string;
  effective_to: string;
  status: PromoCodeStatus;
  type: PromoCodeType;
  fee_type: PromoFeeType;
  value: string;
  usage_limit: string;
  user_usage_limit: string;
  perpetual: boolean;
  duration_days: string;
  user_restriction: boolean;
  users: string;
  description: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const empty: Values = {
  code: '',
  effective_from: '',
  effective_to: '',
  status: 'active',
  type: 'universal',
  fee_type: 'rel',
  value: '',
  usage_limit: '',
  user_usage_limit: '',
  perpetual: false,
  duration_days: '30',
  user_restriction: false,
  users: '',
  description: '',
};

/** The form's values of a saved code; its moments are shown as their UTC days. */
function valuesOf(code: PromoCode): Values {
  return {
    code: code.code,
    effective_from: code.effective_from.slice(0, 10),
    effective_to: code.effective_to?.slice(0, 10) ?? '',
    status: code.status,
    type: code.type,
    fee_type: code.fee_type,
    value: code.value,
    usage_limit: code.usage_limit === null ? '' : String(code.usage_limit),
    user_usage_limit: code.user_usage_limit === null ? '' : String(code.user_usage_limit),
    perpetual: code.perpetual,
    duration_days: code.duration_days === null ? '' : String(code.duration_days),
    user_restriction: code.user_restriction,
    users: code.users.map((user) => user.email).join(', '),
    description: code.description ?? '',
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function bodyOf(values: Values): PromoCodeBody {
  return {
    code: values.code.trim(),
    // A day of the form is 00:00 UTC of that day.
    effective_from: values.effective_from,
    effective_to: values.effective_to || null,
    status: values.status,
    type: values.type,
    fee_type: values.fee_type,
    value: values.value.trim(),
    usage_limit: numberOrNull(values.usage_limit),
    user_usage_limit: numberOrNull(values.user_usage_limit),
    perpetual: values.perpetual,
    duration_days: values.perpetual ? null : numberOrNull(values.duration_days),
    user_restriction: values.user_restriction,
    users: values.user_restriction
      ? values.users
          .split(/[\s,;]+/)
          .filter(Boolean)
          .map((email) => ({ email }))
      : [],
    description: values.description.trim() || null,
  };
}

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
  const [values, setValues] = useState<Values>(() => (code ? valuesOf(code) : { ...empty, effective_from: today() }));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [generating, setGenerating] = useState(false);

  const textOf = (field: { name: string; code: string } & Record<string, string | number>) => {
    const own = `promocodes.errors.${field.code}`;
    return t(i18n.exists(own) ? own : `fieldErrors.${field.code}`, {
      ...field,
      defaultValue: t('fieldErrors.invalid_input'),
    });
  };
  const save = useSavePromoCode(code?.id, {
    onSuccess: onSaved,
    onError: (error) => {
      if (error instanceof ApiError && error.fields.length > 0) {
        const next: Record<string, string> = {};
        for (const field of error.fields) next[field.name] ??= textOf(field);
        setFieldErrors(next);
        return;
      }
      const key = error instanceof ApiError ? `errors.codes.${error.code}` : '';
      setFormError(key && i18n.exists(key) ? t(key) : t('fieldErrors.unexpected'));
    },
  });

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors(({ [name]: _, ...rest }) => rest);
  };
  const errorOf = (name: string): FieldMessage[] =>
    fieldErrors[name] ? [{ key: 'error', text: fieldErrors[name], type: 'error' }] : [];
  const generate = async () => {
    setGenerating(true);
    try {
      set('code', await generatePromoCode());
    } catch {
      setFormError(t('fieldErrors.unexpected'));
    } finally {
      setGenerating(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    setFormError(undefined);
    save.mutate(bodyOf(values));
  };
  const options = <T extends string>(list: readonly T[], prefix: string) =>
    list.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {code && code.uses > 0 ? <FormMessage>{t('promocodes.form.inUse', { count: code.uses })}</FormMessage> : null}
      <div className={styles.codeRow}>
        <TextField
          className={styles.grow}
          label={t('promocodes.form.code')}
          value={values.code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          messages={[...errorOf('code'), { key: 'hint', text: t('promocodes.form.codeHint') }]}
          onChange={(event) => set('code', event.target.value)}
        />
        <Button type="button" kind="transparent" disabled={generating} onClick={() => void generate()}>
          {t('promocodes.form.generate')}
        </Button>
      </div>
      <div className={styles.pair}>
        <TextField
          label={t('promocodes.form.effectiveFrom')}
          type="date"
          value={values.effective_from}
          required
          messages={errorOf('effective_from')}
          onChange={(event) => set('effective_from', event.target.value)}
        />
        <TextField
          label={t('promocodes.form.effectiveTo')}
          type="date"
          value={values.effective_to}
          messages={[...errorOf('effective_to'), { key: 'hint', text: t('promocodes.form.effectiveToHint') }]}
          onChange={(event) => set('effective_to', event.target.value)}
        />
      </div>
      <div className={styles.pair}>
        <SelectField
          label={t('promocodes.form.status')}
          value={values.status}
          options={options(promoCodeStatusSchema.options, 'promocodes.status')}
          error={fieldErrors.status}
          onChange={(event) => set('status', event.target.value as PromoCodeStatus)}
        />
        <SelectField
          label={t('promocodes.form.type')}
          value={values.type}
          options={options(promoCodeTypeSchema.options, 'promocodes.type')}
          error={fieldErrors.type}
          onChange={(event) => set('type', event.target.value as PromoCodeType)}
        />
      </div>
      <p className={styles.muted}>
        {t(`promocodes.typeHint.${values.type}`, { days: formatDuration(welcomeAccountDays, 'day', i18n.language) })}
      </p>
      <div className={styles.pair}>
        <SelectField
          label={t('promocodes.form.feeType')}
          value={values.fee_type}
          options={options(promoFeeTypeSchema.options, 'promocodes.feeType')}
          error={fieldErrors.fee_type}
          onChange={(event) => set('fee_type', event.target.value as PromoFeeType)}
        />
        <TextField
          label={t('promocodes.form.value')}
          value={values.value}
          inputMode="decimal"
          required
          messages={[...errorOf('value'), { key: 'hint', text: t(`promocodes.form.valueHint.${values.fee_type}`) }]}
          onChange={(event) => set('value', event.target.value)}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label={t('promocodes.form.usageLimit')}
          type="number"
          inputMode="numeric"
          value={values.usage_limit}
          messages={[...errorOf('usage_limit'), { key: 'hint', text: t('promocodes.form.noLimitHint') }]}
          onChange={(event) => set('usage_limit', event.target.value)}
        />
        <TextField
          label={t('promocodes.form.userUsageLimit')}
          type="number"
          inputMode="numeric"
          value={values.user_usage_limit}
          messages={[...errorOf('user_usage_limit'), { key: 'hint', text: t('promocodes.form.noLimitHint') }]}
          onChange={(event) => set('user_usage_limit', event.target.value)}
        />
      </div>
      <Checkbox
        label={t('promocodes.form.perpetual')}
        checked={values.perpetual}
        onChange={(event) => set('perpetual', event.target.checked)}
      />
      {values.perpetual ? null : (
        <TextField
          label={t('promocodes.form.durationDays')}
          type="number"
          inputMode="numeric"
          value={values.duration_days}
          messages={errorOf('duration_days')}
          onChange={(event) => set('duration_days', event.target.value)}
        />
      )}
      <Checkbox
        label={t('promocodes.form.userRestriction')}
        checked={values.user_restriction}
        onChange={(event) => set('user_restriction', event.target.checked)}
      />
      {values.user_restriction ? (
        <TextField
          label={t('promocodes.form.users')}
          value={values.users}
          autoComplete="off"
          messages={[...errorOf('users'), { key: 'hint', text: t('promocodes.form.usersHint') }]}
          onChange={(event) => set('users', event.target.value)}
        />
      ) : null}
      <TextField
        label={t('promocodes.form.description')}
        value={values.description}
        messages={errorOf('description')}
        onChange={(event) => set('description', event.target.value)}
      />
      {formError ? <FormMessage type="error">{formError}</FormMessage> : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {code ? t('promocodes.form.save') : t('promocodes.form.create')}
        </Button>
      </div>
    </form>
  );
}
