import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from '@pool/identity';
import {
  backendApiPath,
  backendBasePath,
  dashboardCookieName,
  dashboardReadsOf,
  documentLangOf,
  fallbackLanguage,
  firstTextsPathOf,
  localeFileOf,
  parseDashboardCookie,
  type DashboardAccount,
  healthPath,
  metricsPath,
  readinessPath,
  identityBasePath,
  languageCookieName,
  lookOf,
  poolSettingsElementId,
  prerenderedPageOf,
  prerenderedPagesDir,
  priceServiceSpotUrls,
  resolveLanguage,
  type Language,
  type PoolPageSettings,
} from '@pool/contract';
import { dropDocumentOnlyHeaders } from '../http/security-headers.js';
import { issueXsrfCookie } from '../http/xsrf.js';
import { StartupError } from '../startup-error.js';

const settingsPlaceholder = '<!--pool-settings-->';
const immutable = 'public, max-age=31536000, immutable';
/** The app's hashed scripts and stylesheets, or their brotli/gzip copies. */
const scriptOrStyle = /\.(js|css)(\.br|\.gz)?$/;

/** JSON inside <script> must not be able to close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * A signed-in page checks the session, then reads the user and their accounts (product
 * §4's role check), before anything else; asked for by the document, the answers arrive
 * with the scripts instead of after them. Only where they will be read: with a session
 * cookie, and outside the sign-in pages, which check neither.
 */
const sessionPreloads = [`${identityBasePath}/sessions/whoami`, `${backendBasePath}/v0.1/identity`]
  .map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="use-credentials" />`)
  .join('\n    ');

/**
 * The files the dashboard loads beyond the entry's (its layout, role guards and route, with
 * their imports), listed by the build in a comment of index.html
 * (`dashboardPreloadsPlugin`, apps/web/build-plugins.ts). Opened for a signed-in visit to
 * the dashboard, the page a sign-in lands on: the browser then asks for them with the
 * entry instead of after running it. Removed from every other page.
 */
const dashboardPreloads = /<!--dashboard-preloads\n([\s\S]*?)-->\n?/;

/** A value inside a double-quoted attribute. */
function htmlAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * The exchange rates the dashboard's money shows (product §7): asked for with the scripts,
 * the public price service's answers arrive before the page needs them, and the new
 * connection to its site (DNS, TCP, TLS) opens while the scripts download instead of after
 * them. crossorigin="anonymous" sends no cookies there; the app's fetch asks the same way
 * (features/exchange-rates/api/get-public-rates.ts), so the browser uses these answers.
 */
function priceServicePreloads(settings: PoolPageSettings): string[] {
  if (!settings.price_service_url || settings.extra_currencies.length === 0) return [];
  return priceServiceSpotUrls(settings.price_service_url, settings.extra_currencies).map(
    (url) => `<link rel="preload" href="${htmlAttribute(url)}" as="fetch" crossorigin="anonymous">`,
  );
}

/**
 * The figures of the account the dashboard showed last (its cookie, contract
 * dashboard-reads.ts), asked for with the scripts: the app's first render then finds them
 * answered instead of asking for them.
 */
function accountPreloads(account: DashboardAccount | null): string[] {
  return (account ? dashboardReadsOf(account) : []).map(
    (read) =>
      `<link rel="preload" href="${htmlAttribute(`${backendApiPath}${read}`)}" as="fetch" crossorigin="use-credentials">`,
  );
}

/** What the server writes into a page beyond its settings, from what the request shows. */
export interface PagePreloads {
  /** The session check and the identity call (a session cookie, outside the sign-in pages). */
  session: boolean;
  /** The dashboard's own files and exchange rates (the same, on the dashboard). */
  dashboard: boolean;
  /** The account whose figures the dashboard will read (its cookie, on the dashboard, as the policy allows). */
  account?: DashboardAccount | null;
  /** The language whose texts the app will read (index.html asks for the fallback's otherwise). */
  language?: Language;
  /** The page the document opens: the app reads its area's texts first (contract `textAreaOf`). */
  pathName?: string;
}

/**
 * What of the account a dashboard cookie names this request may read: null when it may not
 * read the account at all, `money: false` when its payments are closed to it (the access
 * policy decides, as for the calls themselves).
 */
export type DashboardAccess = (request: FastifyRequest, named: DashboardAccount) => Promise<DashboardAccount | null>;

async function preloadsFor(
  request: FastifyRequest,
  languages: PageLanguages,
  access: DashboardAccess,
): Promise<PagePreloads> {
  const pathName = request.url.split('?')[0] ?? '/';
  const session = !pathName.startsWith('/auth/') && Boolean(request.cookies[sessionCookieName]);
  const dashboard = session && pathName === '/';
  // A cookie left from an account the visitor has lost (access revoked, signed in as someone
  // else) asks for nothing: the document would only collect refusals.
  const named = dashboard ? parseDashboardCookie(request.cookies[dashboardCookieName]) : null;
  return {
    session,
    dashboard,
    account: named ? await access(request, named) : null,
    language: languageOf(request, languages),
    pathName,
  };
}

export function renderIndexHtml(
  template: string,
  settings: PoolPageSettings,
  preloads: PagePreloads = { session: false, dashboard: false },
): string {
  const block = `<script id="${poolSettingsElementId}" type="application/json">${scriptSafeJson(settings)}</script>`;
  const look = lookOf(settings.theme);
  const language = preloads.language ?? fallbackLanguage;
  return (
    template
      // The page is in the language the app will read (index.html says the fallback's);
      // the app also takes it as the texts to ask for first.
      .replace(/<html lang="[^"]*"/, `<html lang="${documentLangOf(language)}"`)
      // The theme is on the document before anything paints (product §1), a prerendered page included.
      .replace(/<html([^>]*)>/, `<html$1 data-theme="${look}" style="color-scheme: ${look}">`)
      .replace(settingsPlaceholder, preloads.session ? `${block}\n    ${sessionPreloads}` : block)
      // The texts of the visitor's language that the page reads before its first render,
      // asked for with the scripts (a prerendered page's own texts stay as its build wrote them).
      .replace(
        localeFileOf(fallbackLanguage),
        preloads.pathName === undefined ? localeFileOf(language) : firstTextsPathOf(preloads.pathName, language),
      )
      .replace(dashboardPreloads, (_comment, links: string) =>
        preloads.dashboard
          ? `${[links.trim(), ...priceServicePreloads(settings), ...accountPreloads(preloads.account ?? null)].join('\n    ')}\n`
          : '',
      )
  );
}

/** The pool's languages, as the SPA resolves the visitor's from them (product §4). */
export interface PageLanguages {
  available: readonly Language[];
  configDefault: Language;
}

/**
 * The prerendered page (apps/web/build-plugins.ts, `prerenderPlugin`) for this request, in
 * the language the SPA will resolve: the visitor's stored choice (mirrored in a cookie) or
 * the pool's default. Only for a fresh start of a sign-in page: an address naming a flow or
 * asking for a second factor shows another form.
 */
export function prerenderedTemplateOf(request: FastifyRequest, languages: PageLanguages): string | undefined {
  const [pathName = '/', query = ''] = request.url.split('?');
  const page = prerenderedPageOf(pathName);
  if (!page) return undefined;
  const params = new URLSearchParams(query);
  if (params.has('flow') || params.has('aal') || params.has('refresh')) return undefined;
  return path.join(prerenderedPagesDir, languageOf(request, languages), `${page}.html`);
}

/** The language the SPA will most likely resolve for this request: the visitor's stored choice, or the pool's default. */
function languageOf(request: FastifyRequest, languages: PageLanguages): Language {
  return resolveLanguage({
    stored: request.cookies[languageCookieName] ?? null,
    available: languages.available,
    configDefault: languages.configDefault,
    browserLanguages: [],
    browserLanguage: undefined,
  });
}

function readTemplate(file: string): string {
  let template: string;
  try {
    template = fs.readFileSync(file, 'utf8');
  } catch {
    throw new StartupError(`The web app is not built (${file} is missing). Run "npm run build" or "npm start".`);
  }
  if (!template.includes(settingsPlaceholder)) {
    throw new StartupError(
      `${file} has no ${settingsPlaceholder} placeholder. Rebuild the web app with "npm run build".`,
    );
  }
  return template;
}

/**
 * A page's template (index.html, a prerendered page), re-read when a new build replaces
 * it, so that a deploy into the running server's directory serves the new asset names at
 * once. A build in progress (file missing for a moment) keeps the previous template.
 */
function templateSource(file: string): () => string {
  let template = readTemplate(file);
  let stamp = fs.statSync(file).mtimeMs;
  return () => {
    try {
      const current = fs.statSync(file).mtimeMs;
      if (current !== stamp) {
        template = readTemplate(file);
        stamp = current;
      }
    } catch {
      // Keep serving the last good template.
    }
    return template;
  };
}

export interface SpaHandler {
  isPageRequest(request: FastifyRequest): boolean;
  sendIndex(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** Paths that belong to the server, never to the SPA's client-side routes. */
const serverPrefixes = [
  backendBasePath,
  identityBasePath,
  '/assets/',
  '/static/',
  '/meta/',
  healthPath,
  readinessPath,
  metricsPath,
];

/**
 * Serves the built SPA: hashed assets precompressed and cached immutable, other files
 * revalidated, and index.html (with the runtime settings) never cached, so a deploy
 * never leaves a page pointing at assets that no longer exist.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  pageSettings: () => PoolPageSettings,
  pageLanguages: () => PageLanguages,
  dashboardAccess: DashboardAccess = async () => null,
): Promise<SpaHandler> {
  const index = templateSource(path.join(distDir, 'index.html'));
  // A build without prerendered pages (or without one of them) serves index.html instead.
  const prerendered = new Map<string, (() => string) | undefined>();
  const templateFor = (request: FastifyRequest): string => {
    const page = prerenderedTemplateOf(request, pageLanguages());
    if (!page) return index();
    if (!prerendered.has(page)) {
      const file = path.join(distDir, page);
      prerendered.set(page, fs.existsSync(file) ? templateSource(file) : undefined);
    }
    return (prerendered.get(page) ?? index)();
  };

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const relative = path.relative(distDir, filePath);
      reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? immutable : 'no-cache');
      if (path.dirname(relative) === 'assets' && scriptOrStyle.test(relative)) {
        // The build names each file after its content: nothing to revalidate.
        reply.removeHeader('etag');
        reply.removeHeader('last-modified');
        dropDocumentOnlyHeaders(reply);
      }
    },
    // Templates, sent filled in by sendIndex only.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith(`/${prerenderedPagesDir}/`),
  });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    issueXsrfCookie(request, reply);
    const preloads = await preloadsFor(request, pageLanguages(), dashboardAccess);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderIndexHtml(templateFor(request), pageSettings(), preloads));
  };
  app.get('/', sendIndex);

  return {
    /** A GET for something that is not a server path or a file is a client-side route of the SPA. */
    isPageRequest(request: FastifyRequest): boolean {
      const pathName = request.url.split('?')[0] ?? '/';
      return (
        (request.method === 'GET' || request.method === 'HEAD') &&
        !serverPrefixes.some((prefix) => pathName.startsWith(prefix)) &&
        !path.extname(pathName)
      );
    },
    sendIndex,
  };
}
