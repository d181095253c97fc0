export type ToastType = 'success' | 'error' | 'info' | 'default';

export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  description?: string;
  duration: number;
}

/** Product §9 toast constants. */
export const toastDefaults = {
  durationMs: 5000,
  swipeDistancePx: 80,
  swipeSpeedPxPerMs: 0.5,
  fadeOutMs: 400,
} as const;

/** A swipe to the right dismisses when it went past 80 px at 0.5 px/ms or faster. */
export function isDismissingSwipe(dx: number, durationMs: number): boolean {
  if (dx <= toastDefaults.swipeDistancePx) return false;
  return dx / Math.max(durationMs, 1) >= toastDefaults.swipeSpeedPxPerMs;
}

type Listener = () => void;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export const toastStore = {
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): readonly Toast[] => toasts,
  dismiss: (id: number): void => emit(toasts.filter((item) => item.id !== id)),
  clear: (): void => emit([]),
};

function show(type: ToastType, title: string, options: { description?: string; duration?: number } = {}): number {
  const id = nextId++;
  emit([
    ...toasts,
    { id, type, title, description: options.description, duration: options.duration ?? toastDefaults.durationMs },
  ]);
  return id;
}

/** Shows a toast; texts are already translated by the caller. */
export const toast = {
  show: (title: string, options?: { description?: string; duration?: number }) => show('default', title, options),
  success: (title: string, options?: { description?: string; duration?: number }) => show('success', title, options),
  error: (title: string, options?: { description?: string; duration?: number }) => show('error', title, options),
  info: (title: string, options?: { description?: string; duration?: number }) => show('info', title, options),
};
