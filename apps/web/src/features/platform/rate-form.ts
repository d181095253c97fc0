import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { poolDaySchema, setRewardRateBodySchema } from '@pool/contract';
import { useValidationErrorMap, wholeNumberField } from '@/lib/form-validation';

/** The reward rate form: the contract's body, typed as text. An empty source is left to the server ("manual"). */
export const rateFormSchema = z.object({
  rate: wholeNumberField(setRewardRateBodySchema.shape.rate),
  date: poolDaySchema,
  source: z
    .string()
    .transform((text) => text.trim() || undefined)
    .pipe(setRewardRateBodySchema.shape.source.unwrap().optional()),
});
export type RateFormValues = z.input<typeof rateFormSchema>;
export type RateFormOutput = z.output<typeof rateFormSchema>;

export function emptyRateForm(today: string): RateFormValues {
  return { rate: '', date: today, source: '' };
}

export function useRateForm(today: string) {
  const error = useValidationErrorMap();
  return useForm<RateFormValues, unknown, RateFormOutput>({
    resolver: zodResolver(rateFormSchema, { error }),
    defaultValues: emptyRateForm(today),
    mode: 'onTouched',
  });
}
