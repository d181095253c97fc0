import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  promoCodeBodySchema,
  promoCodeStatusSchema,
  promoCodeTypeSchema,
  promoFeeTypeSchema,
  type PromoCode,
  type PromoCodeBody,
} from '@pool/contract';
import { useValidationErrorMap } from '@/lib/form-validation';

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * Every field of a promo code as typed, turned into the contract's body, which checks what
 * it can; the rules between fields are the server's, and each refusal shows beside its field.
 */
export const promoCodeFormSchema = z
  .object({
    code: z.string(),
    effective_from: z.string(),
    effective_to: z.string(),
    status: promoCodeStatusSchema,
    type: promoCodeTypeSchema,
    fee_type: promoFeeTypeSchema,
    value: z.string(),
    usage_limit: z.string(),
    user_usage_limit: z.string(),
    perpetual: z.boolean(),
    duration_days: z.string(),
    user_restriction: z.boolean(),
    users: z.string(),
    description: z.string(),
  })
  .transform((values): PromoCodeBody => ({
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
  }))
  .pipe(promoCodeBodySchema);
export type PromoCodeFormValues = z.input<typeof promoCodeFormSchema>;
export type PromoCodeFormOutput = z.output<typeof promoCodeFormSchema>;

/** The form's values of a saved code (its moments shown as their UTC days), or of a new one starting today. */
function valuesOf(code: PromoCode | undefined): PromoCodeFormValues {
  if (!code)
    return {
      code: '',
      effective_from: new Date().toISOString().slice(0, 10),
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

export function usePromoCodeForm(code: PromoCode | undefined) {
  const error = useValidationErrorMap();
  return useForm<PromoCodeFormValues, unknown, PromoCodeFormOutput>({
    resolver: zodResolver(promoCodeFormSchema, { error }),
    defaultValues: valuesOf(code),
  });
}

export type PromoCodeFormReturn = ReturnType<typeof usePromoCodeForm>;
