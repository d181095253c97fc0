import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { createCustomerBodySchema } from '@pool/contract';
import type { NameRule } from '@/lib/account-name';
import { accountNameField, optionalTextField, useValidationErrorMap } from '@/lib/form-validation';

/**
 * A new customer: its account name by `rule`, and the contract's body for the rest; a field
 * left empty is not sent. The fee takes a decimal comma too; the server checks its format.
 */
export function createCustomerFormSchema(rule: NameRule) {
  const body = createCustomerBodySchema.shape;
  return z.object({
    account_name: accountNameField(rule),
    title: optionalTextField(body.title.unwrap()),
    owner_email: optionalTextField(body.owner_email.unwrap()),
    operator_fee_percent: optionalTextField(z.string().transform((text) => text.replace(',', '.'))),
  });
}
export type CreateCustomerFormValues = z.input<ReturnType<typeof createCustomerFormSchema>>;
export type CreateCustomerFormOutput = z.output<ReturnType<typeof createCustomerFormSchema>>;

export function useCreateCustomerForm(rule: NameRule) {
  const error = useValidationErrorMap();
  const schema = useMemo(() => createCustomerFormSchema(rule), [rule]);
  return useForm<CreateCustomerFormValues, unknown, CreateCustomerFormOutput>({
    resolver: zodResolver(schema, { error }),
    defaultValues: { account_name: '', title: '', owner_email: '', operator_fee_percent: '' },
    mode: 'onTouched',
  });
}
