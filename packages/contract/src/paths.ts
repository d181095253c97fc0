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
 * The texts a page shows before the visitor moves on (by key or key prefix), written by the
 * build into a file of their own per language and area, `textAreaPath`: a first visit reads
 * these, not every text of the app, which the app reads when the visitor leaves the area
 * (and, on the dashboard, once it has shown).
 * - `sign-in`: the prerendered pages.
 * - `dashboard`: the dashboard with the signed-in area's header, navigation and account
 *   panel; the parts it loads later (the second-factor dialog) wait for every text.
 */
export const textAreas = {
  'sign-in': [
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
  ],
  dashboard: [
    'common',
    'errors',
    'toasts',
    'validation',
    'identity.banner',
    'identity.secondFactor.title',
    'account',
    'accountPanel',
    'accessControl.roles',
    'money',
    'monitoring',
    'pages',
  ],
} as const satisfies Record<string, readonly string[]>;
export type TextArea = keyof typeof textAreas;
export const textAreaPath = (area: TextArea, language: string) => `${localesPath}/${language}/${area}.json`;

/** The area whose texts a page reads first, or undefined when it reads every text. */
export function textAreaOf(pathName: string): TextArea | undefined {
  if (prerenderedPageOf(pathName)) return 'sign-in';
  return pathName === '/' ? 'dashboard' : undefined;
}

/** The file of texts a page reads first, in a language: its area's, or every text. */
export function firstTextsPathOf(pathName: string, language: string): string {
  const area = textAreaOf(pathName);
  return area ? textAreaPath(area, language) : localeFileOf(language);
}

/** A language's texts, every one of them. */
export const localeFileOf = (language: string) => `${localesPath}/${language}.json`;
