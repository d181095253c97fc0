import fs from 'node:fs';
import path from 'node:path';
import * as Sentry from '@sentry/node';
import {
  errorReportingBreadcrumbs,
  ignoredErrorKind,
  redactEvent,
  traceSampleRateFor,
  versionResponseSchema,
} from '@pool/contract';

export interface ErrorReportingOptions {
  /** The Sentry DSN (pool setting `sentry_dsn`, SENTRY_DSN). */
  dsn: string;
  environment: string;
  /** The deployed build (/meta/version.json), so server and app events share a release. */
  release: string | undefined;
}

/**
 * Only what the error handler answers with a 5xx is a server fault worth a report; a
 * refusal (ApiError 4xx), bad input (validation 400) or Fastify's own 4xx is the client's.
 * The status is read as the error handler reads it (http/error-handler.ts).
 */
function isServerFault(error: unknown): boolean {
  const status = (error as { statusCode?: number } | null)?.statusCode ?? 500;
  return status >= 500;
}

/**
 * Starts the error reporting of the server (product §8, §9). Call it before `buildApp`: the
 * SDK hooks each Fastify instance as it is created (Fastify's diagnostics channel).
 * Every event passes the shared rules of @pool/contract: noise dropped, credentials and
 * e-mail addresses removed before anything leaves the process.
 */
export function startErrorReporting(options: ErrorReportingOptions): void {
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    maxBreadcrumbs: errorReportingBreadcrumbs,
    // Headers and query strings are kept for diagnosis (and redacted in beforeSend); bodies
    // (sign-in passwords, payout addresses), cookies and user details are never collected.
    dataCollection: { userInfo: false, cookies: false, httpBodies: [] },
    integrations: [Sentry.fastifyIntegration({ shouldHandleError: isServerFault })],
    tracesSampler: ({ name, normalizedRequest }) => traceSampleRateFor(normalizedRequest?.url ?? name),
    beforeSend: (event) => (ignoredErrorKind(event) ? null : redactEvent(event)),
    beforeSendSpan: (span) => redactEvent(span),
  });
}

/** Sends what is still queued; the shutdown waits for it at most `timeoutMs`. */
export async function stopErrorReporting(timeoutMs = 2000): Promise<void> {
  await Sentry.close(timeoutMs);
}

/** The version of the built SPA the server serves, or undefined when it cannot be read. */
export function readDeployedVersion(webDistDir: string): string | undefined {
  try {
    const text = fs.readFileSync(path.join(webDistDir, 'meta', 'version.json'), 'utf8');
    return versionResponseSchema.parse(JSON.parse(text)).version;
  } catch {
    return undefined;
  }
}
