import { lazy, Suspense } from 'react';
import type { ConfirmChangeDialogProps } from './confirm-change-dialog-content';

export type { ConfirmChangeDialogProps } from './confirm-change-dialog-content';

const Content = lazy(() =>
  import('./confirm-change-dialog-content').then((module) => ({ default: module.ConfirmChangeDialogContent })),
);

/**
 * The confirmation of a change of an account's money (its payout wallet, a profit split),
 * loaded when first opened: it is a step of two pages' changes, so the files every page
 * loads (the shared components) do not carry it.
 */
export function ConfirmChangeDialog(props: ConfirmChangeDialogProps) {
  return (
    <Suspense fallback={null}>
      <Content {...props} />
    </Suspense>
  );
}
