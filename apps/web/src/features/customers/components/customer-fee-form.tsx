import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { formatPercent } from '@/lib/format';
import { useSetServerErrors } from '@/lib/form-errors';
import { errorMessages } from '@/lib/form-validation';
import { customerFeeQueryOptions, useSetCustomerFee } from '../api/customer-fee';
import { useCustomerFeeForm } from '../customer-fee-form';
import formLayout from '@/components/ui/form-layout.module.css';
import styles from './customers.module.css';

/**
 * The operator's fee for new customers (its hub's sign-ups and those created without one):
 * what it is, and a field to change it for the customers made from now on.
 */
export function CustomerFeeForm({ operatorId }: { operatorId: string }) {
  const { t, i18n } = useTranslation();
  const current = useQuery(customerFeeQueryOptions(operatorId));
  const form = useCustomerFeeForm();
  const showServerErrors = useSetServerErrors(form);
  const save = useSetCustomerFee(operatorId, {
    onSuccess: (fee) => {
      form.reset();
      toast.success(t('customers.customerFee.saved', { fee: formatPercent(Number(fee.percent), i18n.language) }));
    },
    onError: showServerErrors,
  });
  const { errors } = form.formState;
  const empty = !form.watch('percent').trim();
  const hintId = useId();
  return (
    <form
      className={styles.customerFee}
      onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
      noValidate
    >
      {/* A fee is a few characters: a narrow field with its button beside it, the rule under both. */}
      <div className={styles.customerFeeRow}>
        <TextField
          className={styles.customerFeeField}
          label={t('customers.customerFee.label')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={current.data ? current.data.percent : undefined}
          messages={errorMessages(errors.percent?.message)}
          aria-describedby={current.data ? hintId : undefined}
          {...form.register('percent')}
        />
        <Button type="submit" kind="transparent" disabled={save.isPending || empty}>
          {t('customers.customerFee.save')}
        </Button>
      </div>
      {current.data ? (
        <p id={hintId} className={formLayout.hint}>
          {t('customers.customerFee.hint', { fee: formatPercent(Number(current.data.percent), i18n.language) })}
        </p>
      ) : null}
      {errors.root?.server ? <FormMessage type="error">{errors.root.server.message}</FormMessage> : null}
    </form>
  );
}
