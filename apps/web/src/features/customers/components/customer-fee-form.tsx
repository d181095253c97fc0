import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { formatPercent } from '@/lib/format';
import { useFormErrors, type FormErrors } from '@/lib/form-errors';
import { customerFeeQueryOptions, useSetCustomerFee } from '../api/customer-fee';
import styles from './customers.module.css';

/**
 * The operator's fee for new customers (its hub's sign-ups and those created without one):
 * what it is, and a field to change it for the customers made from now on.
 */
export function CustomerFeeForm({ operatorId }: { operatorId: string }) {
  const { t, i18n } = useTranslation();
  const current = useQuery(customerFeeQueryOptions(operatorId));
  const [percent, setPercent] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const toErrors = useFormErrors();
  const save = useSetCustomerFee(operatorId, {
    onSuccess: (fee) => {
      setPercent('');
      toast.success(t('customers.customerFee.saved', { fee: formatPercent(Number(fee.percent), i18n.language) }));
    },
    onError: (error) => setErrors(toErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!percent.trim()) return;
    setErrors({ fields: {} });
    save.mutate({ percent: percent.trim().replace(',', '.') });
  };
  return (
    <form className={styles.customerFee} onSubmit={submit} noValidate>
      <TextField
        label={t('customers.customerFee.label')}
        value={percent}
        inputMode="decimal"
        autoComplete="off"
        placeholder={current.data ? current.data.percent : undefined}
        messages={[
          ...(errors.fields.percent ? [{ key: 'error', text: errors.fields.percent, type: 'error' as const }] : []),
          {
            key: 'hint',
            text: current.data
              ? t('customers.customerFee.hint', { fee: formatPercent(Number(current.data.percent), i18n.language) })
              : '',
          },
        ]}
        onChange={(event) => setPercent(event.target.value)}
      />
      <Button type="submit" kind="transparent" disabled={save.isPending || !percent.trim()}>
        {t('customers.customerFee.save')}
      </Button>
      {errors.form ? <FormMessage type="error">{errors.form}</FormMessage> : null}
    </form>
  );
}
