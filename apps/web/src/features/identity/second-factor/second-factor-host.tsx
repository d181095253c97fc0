import { useSyncExternalStore } from 'react';
import { SecondFactorDialog } from './second-factor-dialog';
import { secondFactorStore } from './second-factor-store';

/** Mount once in the app: shows the second-factor dialog whenever `requestSecondFactor()` waits. */
export function SecondFactorHost() {
  const requested = useSyncExternalStore(secondFactorStore.subscribe, secondFactorStore.isRequested);
  return (
    <SecondFactorDialog
      open={requested}
      onSuccess={() => secondFactorStore.settle(true)}
      onDecline={() => secondFactorStore.settle(false)}
    />
  );
}
