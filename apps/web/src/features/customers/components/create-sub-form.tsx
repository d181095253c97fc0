import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { useSetServerErrors } from '@/lib/form-errors';
import { errorMessages } from '@/lib/form-validation';
import { useCreateSubAccount, type CreatedSubAccount } from '../api/create-sub-account';
import { fieldErrorKeyFor } from '../account-name';
import { useCreateSubForm } from '../create-sub-form';
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
  const form = useCreateSubForm();
  const showServerErrors = useSetServerErrors(form, { fieldKey: fieldErrorKeyFor('general') });
  const create = useCreateSubAccount({ onSuccess: onCreated, onError: showServerErrors });
  const { errors } = form.formState;

  return (
    <form
      className={styles.form}
      onSubmit={(event) =>
        void form.handleSubmit((values) => create.mutate({ parentId, accountName: values.account_name }))(event)
      }
      noValidate
    >
      <p className={formLayout.hint}>{t('customers.createSub.hint', { parent: parentName })}</p>
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
      {errors.root?.server ? <FormMessage type="error">{errors.root.server.message}</FormMessage> : null}
      <div>
        <Button type="submit" disabled={create.isPending}>
          {t('customers.createSub.submit')}
        </Button>
      </div>
    </form>
  );
}
