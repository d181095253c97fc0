import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { loadAllTexts } from '@/lib/i18n';
import { secondFactorStore } from './second-factor-store';

/**
 * The dialog and the identity SDK under it load on the first request only, with every text
 * (the dashboard's first texts lack the identity forms').
 */
const SecondFactorDialog = lazy(() =>
  Promise.all([import('./second-factor-dialog'), loadAllTexts()]).then(([module]) => ({
    default: module.SecondFactorDialog,
  })),
);

/** Mount once in the app: shows the second-factor dialog whenever `requestSecondFactor()` waits. */
export function SecondFactorHost() {
  const requested = useSyncExternalStore(
    secondFactorStore.subscribe,
    secondFactorStore.isRequested,
    secondFactorStore.isRequested,
  );
  // Once asked for, the dialog stays mounted (closed), as it was before it loaded lazily.
  const [wanted, setWanted] = useState(false);
  if (requested && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SecondFactorDialog
        open={requested}
        onSuccess={() => secondFactorStore.settle(true)}
        onDecline={() => secondFactorStore.settle(false)}
      />
    </Suspense>
  );
}
