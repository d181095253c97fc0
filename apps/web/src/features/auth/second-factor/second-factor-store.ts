/**
 * The request channel of the second-factor dialog (product §4): a failed action that needs a
 * second factor calls `requestSecondFactor()` and waits; the mounted `<SecondFactorHost />`
 * shows the dialog and settles the request — true after success, false when declined.
 * Concurrent requests share one dialog and one answer.
 */
type Listener = () => void;

let pending: { promise: Promise<boolean>; resolve: (ok: boolean) => void } | null = null;
const listeners = new Set<Listener>();
const declinedListeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function requestSecondFactor(): Promise<boolean> {
  if (pending) return pending.promise;
  let resolve!: (ok: boolean) => void;
  const promise = new Promise<boolean>((res) => {
    resolve = res;
  });
  pending = { promise, resolve };
  emit();
  return promise;
}

/** Listens for the dialog's declined event (closed without success, or while a submission was pending). */
export function onSecondFactorDeclined(listener: Listener): () => void {
  declinedListeners.add(listener);
  return () => declinedListeners.delete(listener);
}

export const secondFactorStore = {
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Whether a request waits for the dialog. */
  isRequested: (): boolean => pending !== null,
  /** Ends the current request; a decline also fires the declined event. */
  settle: (ok: boolean): void => {
    const current = pending;
    if (!current) return;
    pending = null;
    current.resolve(ok);
    if (!ok) for (const listener of declinedListeners) listener();
    emit();
  },
};
