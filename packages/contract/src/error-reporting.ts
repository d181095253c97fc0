/**
 * The rules of the error-reporting service (product §8, §9), shared by the server and the
 * SPA. Pure functions over the plain JSON events the Sentry SDKs hand to `beforeSend`,
 * typed structurally so that this package never depends on an SDK.
 */

/** Product §9: breadcrumbs kept per event. */
export const errorReportingBreadcrumbs = 50;

/** Product §9: trace sampling on routes that touch workers, miners, sign-in or money, and elsewhere. */
export const sensitiveRouteSampleRate = 0.2;
export const defaultRouteSampleRate = 0.08;
const sensitiveRouteWords = /workers|miners|auth|identity|payments/i;

/**
 * The trace sample rate of a route, a URL or a transaction name ("GET /api/…").
 * The server's sign-in calls live under /api/identity, so "identity" counts as auth.
 */
export function traceSampleRateFor(route: string): number {
  return sensitiveRouteWords.test(route) ? sensitiveRouteSampleRate : defaultRouteSampleRate;
}

/** The part of an event these rules read. */
export interface ReportedEvent {
  message?: string;
  exception?: {
    values?: Array<{
      type?: string;
      value?: string;
      stacktrace?: { frames?: Array<{ filename?: string; abs_path?: string }> };
    }>;
  };
}

/**
 * A request that never reached the server: the browsers' fetch failures and the app's
 * own client error for status 0 (product §8 "network, timeout, canceled").
 */
const networkErrors = [
  /^Failed to fetch$/i,
  /^NetworkError when attempting to fetch resource\.?$/i,
  /^Load failed$/i,
  /^Network request failed$/i,
  /^0 (network_error|timeout|canceled)$/,
];

/** A page chunk that could not be loaded (a deploy replaced it, or the network dropped). */
const chunkLoadErrors = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** Code that a browser extension injected into the page: not ours to fix. */
const extensionUrl = /^(chrome|moz|safari|safari-web|ms-browser)-extension:\/\//i;

function exceptionsOf(event: ReportedEvent) {
  return event.exception?.values ?? [];
}

function messagesOf(event: ReportedEvent): string[] {
  const messages = exceptionsOf(event).map((exception) => exception.value ?? '');
  if (event.message) messages.push(event.message);
  return messages;
}

export type IgnoredErrorKind = 'network' | 'chunk_load' | 'extension';

/** Why an event is not worth reporting, or undefined when it is. */
export function ignoredErrorKind(event: ReportedEvent): IgnoredErrorKind | undefined {
  const messages = messagesOf(event);
  if (exceptionsOf(event).some((exception) => exception.type === 'ChunkLoadError')) return 'chunk_load';
  if (messages.some((message) => chunkLoadErrors.some((pattern) => pattern.test(message)))) return 'chunk_load';
  if (messages.some((message) => networkErrors.some((pattern) => pattern.test(message.trim())))) return 'network';
  const frames = exceptionsOf(event).flatMap((exception) => exception.stacktrace?.frames ?? []);
  if (frames.some((frame) => extensionUrl.test(frame.filename ?? frame.abs_path ?? ''))) return 'extension';
  return undefined;
}

export const redactedText = '[Filtered]';

/**
 * Keys whose values are credentials wherever they appear: auth and cookie headers
 * (any letter case), the XSRF and watcher-token headers, Kratos' session token.
 */
const secretKeys = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'cookies',
  'set-cookie',
  'x-xsrf-token',
  'x-watcher-token',
  'x-session-token',
  'password',
  'token',
  'access_token',
  'refresh_token',
  'secret',
]);

const textRedactions: Array<[RegExp, string]> = [
  // An auth header written into a text ("Authorization: Basic …"), then any bearer token.
  [/\b(authorization["']?\s*[:=]\s*["']?)(?:(?:Bearer|Basic|Digest|Token)\s+)?[^\s"',;]+/gi, `$1${redactedText}`],
  [/\bBearer\s+[\w\-.~+/]+=*/gi, `Bearer ${redactedText}`],
  // The top-level domain is letters only, so "react@19.0.0" is not taken for an address.
  [/[\w.%+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,}\b/gi, '[email]'],
  // Watcher links (/watch/<token>) and the backend call that checks them (/watchers/<token>).
  [/(\/watch(?:ers)?\/)[^/?#\s"']+/gi, `$1${redactedText}`],
  // Invitation links' codes in the path (GET /invites/<code>): a code grants an account's access.
  // The named routes beside it (accept, the Telegram link's current) are no secret.
  [/(\/invites\/)(?!(?:accept|current)(?=[/?#\s"']|$))[^/?#\s"']+/gi, `$1${redactedText}`],
  // Tokens and codes of e-mailed links (verification, recovery, invitations) in query strings.
  [/([?&](?:token|code|password)=)[^&#\s"']*/gi, `$1${redactedText}`],
];

/** A secret key, also as the last part of a span attribute ("http.request.header.authorization"). */
function isSecretKey(key: string): boolean {
  return secretKeys.has(key.toLowerCase().split('.').at(-1)!);
}

export function redactText(text: string): string {
  return textRedactions.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/**
 * A copy of an event (or any JSON value) with credentials and e-mail addresses removed:
 * values under secret keys become "[Filtered]", every string is passed through
 * `redactText` (messages, extra, breadcrumbs, request URLs, transaction names).
 */
export function redactEvent<T>(value: T): T {
  return redactValue(value, 0) as T;
}

/** Events are a few levels deep; deeper data (a large extra) is cut rather than walked. */
const maxRedactionDepth = 12;

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= maxRedactionDepth) return redactedText;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // The SDK's own bookkeeping (scopes, the raw request) is never sent; it is left as it is.
    if (key === 'sdkProcessingMetadata') {
      copy[key] = item;
      continue;
    }
    copy[key] = isSecretKey(key) && item != null ? redactedText : redactValue(item, depth + 1);
  }
  return copy;
}
