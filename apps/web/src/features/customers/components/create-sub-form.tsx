import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { accountNameProblem } from '@/lib/account-name';
import { useCreateSubAccount, type CreatedSubAccount } from '../api/create-sub-account';
import { useFormErrors, type FormErrors } from '@/lib/form-errors';
import { fieldErrorKeyFor } from '../account-name';
import styles from './customers.module.css';
import formLayout from '@/components/ui/form-layout.module.css';

export interface CreateSubFormProps {
  /** The miner account the sub-account goes under. */
  parentId: string;
  parentName: string;
  onCreated: (created: CreatedSubAccount) => void;
}

/** /customers/create-sub and the account panel's "create sub-account": a sub-account under the active miner account. */
export function CreateSubForm({ parentId, parentName, onCreated }: CreateSubFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const toErrors = useFormErrors(fieldErrorKeyFor('general'));
  const create = useCreateSubAccount({ onSuccess: onCreated, onError: (error) => setErrors(toErrors(error)) });
  const problem = accountNameProblem(name.trim(), 'general');
  const nameError =
    errors.fields.account_name ?? (touched && problem ? t(problem.key, { value: problem.value }) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setErrors({ fields: {} });
    create.mutate({ parentId, accountName: name.trim() });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={formLayout.hint}>{t('customers.createSub.hint', { parent: parentName })}</p>
      <TextField
        label={t('customers.createForm.accountName')}
        value={name}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        required
        messages={nameError ? [{ key: 'error', text: nameError, type: 'error' }] : []}
        onChange={(event) => {
          setName(event.target.value);
          setErrors({ fields: {} });
        }}
        onBlur={() => setTouched(true)}
      />
      {errors.form ? <FormMessage type="error">{errors.form}</FormMessage> : null}
      <div>
        <Button type="submit" disabled={create.isPending}>
          {t('customers.createSub.submit')}
        </Button>
      </div>
    </form>
  );
}
