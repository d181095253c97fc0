import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { ConfigFailure } from '@/features/config/config-store';
import { reportAppError } from '@/lib/error-reporting';
import { InternalErrorPage, NotFoundPage } from './error-page';

const reloadMarkKey = 'pool.route-error-reload';
/** A second failure within this time after our own reload means reloading did not help. */
const reloadWindowMs = 15_000;

/** Raised by loaders for a 500 with a reason (product §2 configuration gate). */
export interface InternalErrorData {
  reason: ConfigFailure;
}

function isInternalErrorData(value: unknown): value is InternalErrorData {
  const reason = (value as Partial<InternalErrorData> | null)?.reason;
  return reason === 'empty' || reason === 'unloadable';
}

/** Product §2: anything else (a failed chunk load, a render error) reloads once, then goes to /500. */
function ReloadThenFail({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Route failed', error);
    // Chunk-load and network failures are dropped by the reporting rules; the rest is a bug.
    reportAppError(error);
    const lastReload = Number(sessionStorage.getItem(reloadMarkKey) ?? 0);
    if (Date.now() - lastReload < reloadWindowMs) {
      sessionStorage.removeItem(reloadMarkKey);
      window.location.replace('/500');
    } else {
      sessionStorage.setItem(reloadMarkKey, String(Date.now()));
      window.location.reload();
    }
  }, [error]);
  return null;
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    if (error.status === 500 && isInternalErrorData(error.data))
      return <InternalErrorPage reason={error.data.reason} />;
  }
  return <ReloadThenFail error={error} />;
}
