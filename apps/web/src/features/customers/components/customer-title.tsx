import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountTitleLength } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useClearTitle } from '../api/clear-title';
import { customerQueryOptions } from '../api/get-customer';
import { useSetTitle } from '../api/set-title';
import { useFormErrors, type FormErrors } from '@/lib/form-errors';
import { fieldErrorKeyFor } from '../account-name';
import styles from './customers.module.css';
import formLayout from '@/components/ui/form-layout.module.css';

/** A customer's title: a label beside its account name, set or cleared by its owners and its operator's. */
export function CustomerTitle({ minerId }: { minerId: string }) {
  const { t } = useTranslation();
  const customer = useQuery(customerQueryOptions(minerId));
  const [draft, setDraft] = useState<string | undefined>();
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const toErrors = useFormErrors(fieldErrorKeyFor('general'));
  const reactions = {
    onSuccess: () => {
      setDraft(undefined);
      toast.success(t('toasts.success'));
    },
    onError: (error: Error) => setErrors(toErrors(error)),
  };
  const save = useSetTitle(minerId, reactions);
  const clear = useClearTitle(minerId, reactions);
  const value = draft ?? customer.data?.title ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({ fields: {} });
    if (!value.trim()) {
      setErrors({ fields: { title: t('validation.required') } });
      return;
    }
    save.mutate(value.trim());
  };

  return (
    <section aria-labelledby="customer-title-heading" className={styles.formCard}>
      <h2 id="customer-title-heading">{t('customers.settings.titleHeading')}</h2>
      <p className={formLayout.hint}>
        {customer.data
          ? t('customers.settings.accountName', { name: customer.data.account_name })
          : t('common.loading')}
      </p>
      <form onSubmit={submit} noValidate className={styles.form}>
        <TextField
          label={t('customers.settings.titleLabel')}
          value={value}
          maxLength={accountTitleLength.max}
          disabled={!customer.data}
          messages={errors.fields.title ? [{ key: 'error', text: errors.fields.title, type: 'error' }] : []}
          onChange={(event) => setDraft(event.target.value)}
        />
        {errors.form ? <FormMessage type="error">{errors.form}</FormMessage> : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={!customer.data || save.isPending}>
            {t('customers.settings.saveTitle')}
          </Button>
          <Button
            kind="transparent"
            disabled={!customer.data?.title || clear.isPending}
            onClick={() => {
              setErrors({ fields: {} });
              clear.mutate();
            }}
          >
            {t('customers.settings.clearTitle')}
          </Button>
        </div>
      </form>
    </section>
  );
}
