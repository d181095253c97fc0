import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { Dialog } from './dialog';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What the action does, in words. */
  children: ReactNode;
  confirmLabel: string;
  /** While the action runs both buttons wait. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that moves money or access: a modal on desktop, a bottom sheet on mobile. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={title} size="s">
      <div className={styles.text}>{children}</div>
      <div className={styles.actions}>
        <Button kind="transparent" onClick={onClose} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
