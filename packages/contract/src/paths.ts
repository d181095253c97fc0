/** Where the backend lives on the origin, and its version prefix (product §7). */
export const backendBasePath = '/api/backend';
export const backendVersionPrefix = '/v0.1';
export const backendApiPath = `${backendBasePath}${backendVersionPrefix}`;
export const backendDocsPath = `${backendBasePath}/docs/json`;
/** The calls of stratum nodes (share ingestion, account lookup, blocks, chain tip): bearer INGEST_TOKEN, no cookies. */
export const internalApiPath = '/api/internal/v1';
/** Where the identity service is mounted by default. */
export const identityBasePath = '/api/identity';
export const localesPath = '/static/locales';
export const versionPath = '/meta/version.json';
/**
 * Operations endpoints of the API server and of each stratum node: Prometheus metrics
 * (loopback, or bearer METRICS_TOKEN), liveness and readiness (anyone; no data in them).
 */
export const metricsPath = '/metrics';
export const healthPath = '/healthz';
export const readinessPath = '/readyz';

/** The XSRF double-submit of product §9. */
export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'X-XSRF-TOKEN';

/** Requests made inside the watcher area carry the watcher token in this header. */
export const watcherHeaderName = 'X-Watcher-Token';

/**
 * The pages written to HTML at build time, one file per language (the sign-in pages and the
 * error pages, which need no session): `${prerenderedPagesDir}/{language}{path}.html` in the
 * web app's build, sent by the server in place of the bare index.html.
 */
export const prerenderedPagePaths = [
  '/auth/login',
  '/auth/registration',
  '/auth/recovery',
  '/auth/verification',
  '/404',
  '/500',
] as const;
export const prerenderedPagesDir = 'prerendered';

/** The prerendered page a path opens (`/auth` is the sign-in page), or undefined. */
export function prerenderedPageOf(pathName: string): (typeof prerenderedPagePaths)[number] | undefined {
  const trimmed = pathName.replace(/\/+$/, '');
  return trimmed === '/auth' ? '/auth/login' : prerenderedPagePaths.find((page) => page === trimmed);
}

/**
 * The texts the prerendered pages show (by key or key prefix), written by the build into a
 * file of their own per language, `signInTextsPath`: a first visit to a sign-in page reads
 * these, not every text of the app, which the app reads on leaving those pages.
 */
export const signInTextKeys = [
  'common',
  'errors',
  'toasts',
  'validation',
  'fieldErrors',
  'identity',
  'pages.login',
  'pages.registration',
  'pages.recovery',
  'pages.verification',
  'faq.offer',
] as const;
export const signInTextsPath = (language: string) => `${localesPath}/${language}/sign-in.json`;
/** A language's texts, every one of them. */
export const localeFileOf = (language: string) => `${localesPath}/${language}.json`;
