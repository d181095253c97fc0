import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { accountNameField, useValidationErrorMap } from '@/lib/form-validation';

/** A sub-account's name follows the general rule: it inherits the parent's operator, not the operator form's rule. */
export const createSubFormSchema = z.object({ account_name: accountNameField('general') });
export type CreateSubFormValues = z.input<typeof createSubFormSchema>;
export type CreateSubFormOutput = z.output<typeof createSubFormSchema>;

export function useCreateSubForm() {
  const error = useValidationErrorMap();
  return useForm<CreateSubFormValues, unknown, CreateSubFormOutput>({
    resolver: zodResolver(createSubFormSchema, { error }),
    defaultValues: { account_name: '' },
    mode: 'onTouched',
  });
}
