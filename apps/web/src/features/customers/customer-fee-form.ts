import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useValidationErrorMap } from '@/lib/form-validation';

/** The fee for new customers as typed: a decimal comma reads as a point; the server checks the format. */
export const customerFeeFormSchema = z.object({
  percent: z
    .string()
    .trim()
    .min(1)
    .transform((text) => text.replace(',', '.')),
});
export type CustomerFeeFormValues = z.input<typeof customerFeeFormSchema>;
export type CustomerFeeFormOutput = z.output<typeof customerFeeFormSchema>;

export function useCustomerFeeForm() {
  const error = useValidationErrorMap();
  return useForm<CustomerFeeFormValues, unknown, CustomerFeeFormOutput>({
    resolver: zodResolver(customerFeeFormSchema, { error }),
    defaultValues: { percent: '' },
  });
}
