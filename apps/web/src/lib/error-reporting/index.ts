import type { PoolPageSettings } from '@pool/contract';
import { fetchVersion } from '@/lib/version-check';
import { whenIdle } from '@/lib/when-idle';

/** Errors seen before the SDK has loaded are kept (a few) and reported once it has. */
const maxEarlyErrors = 10;
let earlyErrors: unknown[] | undefined;
let capture: ((error: unknown) => void) | undefined;

/**
 * Reports an error the app caught itself (a route that failed to render). A no-op when
 * error reporting is off; kept for later while the SDK is still loading.
 */
export function reportAppError(error: unknown): void {
  if (capture) capture(error);
  else if (earlyErrors && earlyErrors.length < maxEarlyErrors) earlyErrors.push(error);
}

/**
 * Error reporting (product §8), on only when the page settings carry a Sentry DSN. The SDK
 * is a separate chunk imported after first paint, so the first page loads without it;
 * until it arrives, uncaught errors are kept and then reported.
 */
export function startErrorReporting(settings: PoolPageSettings, schedule: (run: () => void) => void = whenIdle): void {
  const dsn = settings.sentry_dsn;
  if (!dsn) return;
  earlyErrors = [];
  const onError = (event: ErrorEvent) => reportAppError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportAppError(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  schedule(() => {
    void Promise.all([import('./sentry'), fetchVersion().catch(() => undefined)])
      .then(([{ initSentry }, release]) => {
        // From here on the SDK's own handlers see uncaught errors.
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
        capture = initSentry({ dsn, environment: settings.sentry_environment, release });
        for (const error of earlyErrors?.splice(0) ?? []) capture(error);
      })
      .catch((error: unknown) => console.warn('Error reporting could not be loaded', error));
  });
}
