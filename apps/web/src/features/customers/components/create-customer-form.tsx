import { useTranslation } from 'react-i18next';
import { accountNameLength, invitationLifetimeDays, type CreatedCustomer } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import type { AccountRef } from '@/lib/account';
import type { NameRule } from '@/lib/account-name';
import { useSetServerErrors } from '@/lib/form-errors';
import { errorMessages } from '@/lib/form-validation';
import { useCreateCustomer } from '../api/create-customer';
import { fieldErrorKeyFor } from '../account-name';
import { useCreateCustomerForm } from '../create-customer-form';
import styles from './customers.module.css';
import formLayout from '@/components/ui/form-layout.module.css';

export interface CreateCustomerFormProps {
  /** The operator (POST /operators/{id}/miners) or pool (POST /pools/{id}/miners) the account belongs to. */
  owner: AccountRef;
  onCreated: (customer: CreatedCustomer) => void;
}

/**
 * /customers/create-customer: the account name (the operator form's rule of spec §5:
 * lowercase latin letters and digits), a title, optionally the owner's e-mail to invite and,
 * for an operator, its fee on the customer from the first day.
 */
export function CreateCustomerForm({ owner, onCreated }: CreateCustomerFormProps) {
  const { t } = useTranslation();
  const rule: NameRule = owner.kind === 'operators' ? 'operator' : 'general';
  const form = useCreateCustomerForm(rule);
  const showServerErrors = useSetServerErrors(form, { fieldKey: fieldErrorKeyFor(rule) });
  const create = useCreateCustomer(owner, { onSuccess: onCreated, onError: showServerErrors });
  const { errors } = form.formState;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit((values) => create.mutate(values))(event)}
      noValidate
      aria-describedby="create-customer-hint"
    >
      <p id="create-customer-hint" className={formLayout.hint}>
        {rule === 'operator'
          ? t('customers.createForm.hintOperator', { ...accountNameLength })
          : t('customers.createForm.hintPool', { ...accountNameLength })}
      </p>
      <TextField
        label={t('customers.createForm.accountName')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        required
        messages={errorMessages(errors.account_name?.message)}
        {...form.register('account_name')}
      />
      <TextField
        label={t('customers.createForm.title')}
        autoComplete="off"
        messages={errorMessages(errors.title?.message)}
        {...form.register('title')}
      />
      <TextField
        label={t('customers.createForm.ownerEmail')}
        type="email"
        autoComplete="off"
        messages={[
          ...errorMessages(errors.owner_email?.message),
          { key: 'hint', text: t('customers.createForm.ownerEmailHint', { count: invitationLifetimeDays }) },
        ]}
        {...form.register('owner_email')}
      />
      {rule === 'operator' ? (
        <TextField
          label={t('customers.createForm.operatorFee')}
          inputMode="decimal"
          autoComplete="off"
          messages={[
            ...errorMessages(errors.operator_fee_percent?.message),
            { key: 'hint', text: t('customers.createForm.operatorFeeHint') },
          ]}
          {...form.register('operator_fee_percent')}
        />
      ) : null}
      {errors.root?.server ? <FormMessage type="error">{errors.root.server.message}</FormMessage> : null}
      <div>
        <Button type="submit" disabled={create.isPending}>
          {t('customers.createForm.submit')}
        </Button>
      </div>
    </form>
  );
}
