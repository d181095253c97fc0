import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { accountNameField, useValidationErrorMap } from '@/lib/form-validation';

export const accountNameFormSchema = z.object({ account_name: accountNameField() });
export type AccountNameFormValues = z.input<typeof accountNameFormSchema>;
export type AccountNameFormOutput = z.output<typeof accountNameFormSchema>;

/**
 * Checked at every keystroke, not only once the field is left: the button is disabled
 * while there is a problem, and a disabled button that does not say why leaves the user guessing.
 */
export function useAccountNameForm() {
  const error = useValidationErrorMap();
  return useForm<AccountNameFormValues, unknown, AccountNameFormOutput>({
    resolver: zodResolver(accountNameFormSchema, { error }),
    defaultValues: { account_name: '' },
    mode: 'all',
  });
}
