import { browserTracingIntegration, captureException, init } from '@sentry/react';
import { errorReportingBreadcrumbs, ignoredErrorKind, redactEvent, traceSampleRateFor } from '@pool/contract';

export interface SentryOptions {
  dsn: string;
  environment: string | undefined;
  /** The deployed build (/meta/version.json); the server's events carry the same. */
  release: string | undefined;
}

/**
 * The Sentry SDK with the rules of product §8, §9 (shared with the server in @pool/contract):
 * network, chunk-load and extension errors dropped, credentials and e-mail addresses
 * removed from everything sent, traces sampled per route, 50 breadcrumbs. This module is
 * only ever imported dynamically (see ./index.ts), so the SDK stays out of the first load.
 */
export function initSentry(options: SentryOptions): (error: unknown) => void {
  init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    maxBreadcrumbs: errorReportingBreadcrumbs,
    integrations: [browserTracingIntegration()],
    // The pageload and navigation spans are named by the path ("/workers", "/auth/login").
    tracesSampler: ({ name }) => traceSampleRateFor(name),
    // Request and response bodies (passwords, addresses), cookies and user details stay home.
    dataCollection: { userInfo: false, cookies: false, httpBodies: [] },
    // "Failed to fetch" stays as the browser wrote it, so the network-error rule knows it.
    enhanceFetchErrorMessages: false,
    beforeSend: (event) => (ignoredErrorKind(event) ? null : redactEvent(event)),
    beforeSendSpan: (span) => redactEvent(span),
  });
  return (error) => {
    captureException(error);
  };
}
