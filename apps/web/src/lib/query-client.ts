import { notifyManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Client errors (4xx) are answers, not glitches: they are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});

/**
 * Query answers reach the screens once per frame, together: the dashboard's first visit
 * gets about ten answers within a few milliseconds, and each one alone made a render pass
 * of its own. Answers that arrive before the
 * next frame now make one render. A hidden page gets no frames, so there a timer runs them.
 */
export function batchQueryUpdatesPerFrame(): void {
  let pending: (() => void)[] = [];
  const runPending = () => {
    const batch = pending;
    pending = [];
    for (const callback of batch) callback();
  };
  notifyManager.setScheduler((callback) => {
    pending.push(callback);
    if (pending.length > 1) return;
    if (document.hidden) setTimeout(runPending, 0);
    else requestAnimationFrame(runPending);
  });
}
