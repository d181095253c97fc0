import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountNameLength, invitationLifetimeDays, type CreatedCustomer } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField, type FieldMessage } from '@/components/ui/text-field';
import type { AccountRef } from '@/lib/account';
import { accountNameProblem, type NameRule } from '@/lib/account-name';
import { useCreateCustomer } from '../api/create-customer';
import { useFormErrors, type FormErrors } from '@/lib/form-errors';
import { fieldErrorKeyFor } from '../account-name';
import styles from './customers.module.css';
import formLayout from '@/components/ui/form-layout.module.css';

export interface CreateCustomerFormProps {
  /** The operator (POST /operators/{id}/miners) or pool (POST /pools/{id}/miners) the account belongs to. */
  owner: AccountRef;
  onCreated: (customer: CreatedCustomer) => void;
}

const errorOf = (text: string | undefined): FieldMessage[] => (text ? [{ key: 'error', text, type: 'error' }] : []);

/**
 * /customers/create-customer: the account name (the operator form's rule of spec §5:
 * lowercase latin letters and digits), a title, optionally the owner's e-mail to invite and,
 * for an operator, its fee on the customer from the first day.
 */
export function CreateCustomerForm({ owner, onCreated }: CreateCustomerFormProps) {
  const { t } = useTranslation();
  const rule: NameRule = owner.kind === 'operators' ? 'operator' : 'general';
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [email, setEmail] = useState('');
  const [fee, setFee] = useState('');
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const toErrors = useFormErrors(fieldErrorKeyFor(rule));
  const create = useCreateCustomer(owner, {
    onSuccess: onCreated,
    onError: (error) => setErrors(toErrors(error)),
  });
  const problem = accountNameProblem(name.trim(), rule);
  const nameError =
    errors.fields.account_name ?? (touched && problem ? t(problem.key, { value: problem.value }) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setErrors({ fields: {} });
    create.mutate({
      account_name: name.trim(),
      ...(title.trim() ? { title: title.trim() } : {}),
      ...(email.trim() ? { owner_email: email.trim() } : {}),
      ...(rule === 'operator' && fee.trim() ? { operator_fee_percent: fee.trim().replace(',', '.') } : {}),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby="create-customer-hint">
      <p id="create-customer-hint" className={formLayout.hint}>
        {rule === 'operator'
          ? t('customers.createForm.hintOperator', { ...accountNameLength })
          : t('customers.createForm.hintPool', { ...accountNameLength })}
      </p>
      <TextField
        label={t('customers.createForm.accountName')}
        value={name}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        required
        messages={errorOf(nameError)}
        onChange={(event) => {
          setName(event.target.value);
          setErrors(({ fields: { account_name: _, ...rest } }) => ({ fields: rest }));
        }}
        onBlur={() => setTouched(true)}
      />
      <TextField
        label={t('customers.createForm.title')}
        value={title}
        autoComplete="off"
        messages={errorOf(errors.fields.title)}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextField
        label={t('customers.createForm.ownerEmail')}
        type="email"
        value={email}
        autoComplete="off"
        messages={[
          ...errorOf(errors.fields.owner_email),
          { key: 'hint', text: t('customers.createForm.ownerEmailHint', { count: invitationLifetimeDays }) },
        ]}
        onChange={(event) => setEmail(event.target.value)}
      />
      {rule === 'operator' ? (
        <TextField
          label={t('customers.createForm.operatorFee')}
          value={fee}
          inputMode="decimal"
          autoComplete="off"
          messages={[
            ...errorOf(errors.fields.operator_fee_percent),
            { key: 'hint', text: t('customers.createForm.operatorFeeHint') },
          ]}
          onChange={(event) => {
            setFee(event.target.value);
            setErrors(({ fields: { operator_fee_percent: _, ...rest } }) => ({ fields: rest }));
          }}
        />
      ) : null}
      {errors.form ? <FormMessage type="error">{errors.form}</FormMessage> : null}
      <div>
        <Button type="submit" disabled={create.isPending}>
          {t('customers.createForm.submit')}
        </Button>
      </div>
    </form>
  );
}
