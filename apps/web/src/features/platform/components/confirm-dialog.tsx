import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import styles from './platform.module.css';

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

/** Asks before an action that moves money: a modal on desktop, a bottom sheet on mobile. */
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
      <div className={styles.dialogText}>{children}</div>
      <div className={styles.dialogActions}>
        <Button kind="transparent" onClick={onClose} disabled={pending}>
          {t('platform.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
