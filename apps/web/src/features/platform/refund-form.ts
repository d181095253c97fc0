import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { refundBodySchema } from '@pool/contract';
import { useValidationErrorMap } from '@/lib/form-validation';

/** A refund goes to an address the platform confirms: where the coins came from, unless changed. */
export const refundFormSchema = z.object({ address: refundBodySchema.shape.address.unwrap() });
export type RefundFormValues = z.input<typeof refundFormSchema>;
export type RefundFormOutput = z.output<typeof refundFormSchema>;

export function useRefundForm(fromAddress: string | null) {
  const error = useValidationErrorMap();
  return useForm<RefundFormValues, unknown, RefundFormOutput>({
    resolver: zodResolver(refundFormSchema, { error }),
    defaultValues: { address: fromAddress ?? '' },
    mode: 'onTouched',
  });
}
