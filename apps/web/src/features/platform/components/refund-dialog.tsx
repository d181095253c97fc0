import { useTranslation } from 'react-i18next';
import type { UnallocatedFunds } from '@pool/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { TextField } from '@/components/ui/text-field';
import { formatBtc } from '@/lib/format-btc';
import { formatDateTime } from '@/lib/format';
import { useActionToasts } from '../action-feedback';
import { useRefundUnallocatedFunds } from '../api/refund-unallocated-funds';
import { useSetServerErrors } from '@/lib/form-errors';
import { errorMessages } from '@/lib/form-validation';
import { useRefundForm } from '../refund-form';
import styles from './platform.module.css';
import pageStyles from '@/components/ui/page.module.css';

export interface RefundDialogProps {
  funds: UnallocatedFunds;
  onClose: () => void;
}

/**
 * Confirms a refund and the address it goes to (where the coins came from, editable).
 * An address the server refuses is shown at the field; the dialog stays open for a fix.
 */
export function RefundDialog({ funds, onClose }: RefundDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const toasts = useActionToasts();
  const form = useRefundForm(funds.from_address);
  // A refused address stays in the dialog beside its field, for a fix; any other refusal ends the dialog.
  const showServerErrors = useSetServerErrors(form, {
    otherwise: (error) => {
      toasts.failed(error);
      onClose();
    },
  });
  const refund = useRefundUnallocatedFunds({
    onSuccess: () => {
      toasts.succeeded();
      onClose();
    },
    onError: showServerErrors,
  });

  const { errors } = form.formState;

  return (
    <Dialog open onClose={onClose} title={t('platform.unallocated.refundTitle')} size="s">
      <form
        className={styles.dialogForm}
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit((values) => refund.mutate({ transactionId: funds.id, address: values.address }))(event)
        }
      >
        <p className={styles.dialogText}>
          {t('platform.unallocated.refundText', {
            amount: formatBtc(funds.amount, language),
            time: formatDateTime(funds.received_at, language),
          })}
        </p>
        <p className={styles.dialogText}>
          <span className={pageStyles.muted}>{t('platform.unallocated.columns.txId')}: </span>
          <code className={styles.breakAll}>{funds.tx_id}</code>
        </p>
        <TextField
          label={t('platform.unallocated.refundAddress')}
          autoComplete="off"
          spellCheck={false}
          messages={errorMessages(errors.address?.message)}
          {...form.register('address')}
        />
        <div className={styles.dialogActions}>
          <Button kind="transparent" onClick={onClose} disabled={refund.isPending}>
            {t('platform.cancel')}
          </Button>
          <Button type="submit" disabled={refund.isPending}>
            {t('platform.unallocated.refundConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
