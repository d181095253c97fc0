import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store';
import { useDeleteUser, useResetSecondFactor } from './api/user-actions';
import { useFailureText } from './use-failure-text';

/**
 * The two actions confirmed by typing the user's e-mail: reset the second factor, or delete
 * the user. One dialog serves both; a refusal shows inside it, so the typed e-mail stays.
 */
export function useUserRemoval(userId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const [dialog, setDialog] = useState<'reset' | 'delete'>();
  const [dialogError, setDialogError] = useState<string>();
  const closeDialog = () => {
    setDialog(undefined);
    setDialogError(undefined);
  };
  const reset = useResetSecondFactor(userId, {
    onSuccess: () => {
      closeDialog();
      toast.success(t('users.resetDone'));
    },
    onError: (error) => setDialogError(failureText(error)),
  });
  const remove = useDeleteUser(userId, {
    onSuccess: () => {
      toast.success(t('users.deleted'));
      void navigate('/users', { replace: true });
    },
    onError: (error) => setDialogError(failureText(error)),
  });
  return {
    dialog,
    dialogError,
    open: setDialog,
    close: closeDialog,
    pending: reset.isPending || remove.isPending,
    confirm: (typedEmail: string) => (dialog === 'delete' ? remove.mutate(typedEmail) : reset.mutate(typedEmail)),
  };
}
