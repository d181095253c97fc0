import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { feeLevelSchema, updatePayoutScheduleBodySchema, type PayoutScheduleItem } from '@pool/contract';
import { optionalWholeNumberField, useValidationErrorMap } from '@/lib/form-validation';

/** The next payout run's settings: a fee level, and a fee per vbyte that overrides it when given. */
export const scheduleFormSchema = z.object({
  fee_level: feeLevelSchema,
  fee_per_vbyte: optionalWholeNumberField(updatePayoutScheduleBodySchema.shape.fee_per_vbyte),
});
export type ScheduleFormValues = z.input<typeof scheduleFormSchema>;
export type ScheduleFormOutput = z.output<typeof scheduleFormSchema>;

/** The form follows the run it edits: when the schedule reloads, the fields show what the server holds. */
export function useScheduleForm(current: PayoutScheduleItem | undefined) {
  const error = useValidationErrorMap();
  return useForm<ScheduleFormValues, unknown, ScheduleFormOutput>({
    resolver: zodResolver(scheduleFormSchema, { error }),
    values: {
      fee_level: current?.fee_level ?? 'MEDIUM',
      fee_per_vbyte: current?.fee_per_vbyte === null || !current ? '' : String(current.fee_per_vbyte),
    },
    mode: 'onTouched',
  });
}
