import type { ResolvedOptions, UiPaths } from '../options.js';
import { errors } from '../errors.js';

/** Where this service and the UI live, as seen by the current request. */
export interface Urls {
  /** Absolute base of this service's public API, without a trailing slash. */
  publicBase: string;
  /** Origin of the SPA. */
  uiOrigin: string;
  /** Cookies get `Secure` only under https. */
  secure: boolean;
}

type Headers = Record<string, string | string[] | undefined>;

const firstHeader = (headers: Headers, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
};

/**
 * Derives the URLs from configuration or, where unset, from the request: Fastify's protocol
 * and host (which honour its trustProxy setting) or, for callers that only have headers,
 * Host and X-Forwarded-Proto.
 */
export function resolveUrls(
  options: Pick<ResolvedOptions, 'publicUrl' | 'uiUrl'>,
  prefix: string,
  request: { protocol?: string; host?: string; headers: Headers },
): Urls {
  const scheme = request.protocol ?? firstHeader(request.headers, 'x-forwarded-proto') ?? 'http';
  const host = request.host ?? firstHeader(request.headers, 'host') ?? 'localhost';
  const requestOrigin = `${scheme}://${host}`;
  const publicBase = options.publicUrl ?? `${requestOrigin}${prefix}`;
  return { publicBase, uiOrigin: options.uiUrl ?? requestOrigin, secure: publicBase.startsWith('https:') };
}

export function uiUrl(urls: Urls, paths: UiPaths, page: keyof UiPaths, query: Record<string, string> = {}): string {
  const url = new URL(paths[page], urls.uiOrigin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

export function publicUrl(urls: Urls, path: string, query: Record<string, string | undefined> = {}): string {
  const url = new URL(urls.publicBase + path);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

/** return_to must point at the UI origin or an explicitly allowed one (open-redirect protection). */
export function validateReturnTo(
  options: Pick<ResolvedOptions, 'allowedReturnOrigins'>,
  urls: Urls,
  returnTo: string | undefined,
): string | undefined {
  if (!returnTo) return undefined;
  let url: URL;
  try {
    url = new URL(returnTo, urls.uiOrigin);
  } catch {
    throw errors.returnToForbidden(returnTo);
  }
  const allowed = url.origin === urls.uiOrigin || options.allowedReturnOrigins.includes(url.origin);
  if (!allowed || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw errors.returnToForbidden(returnTo);
  return url.toString();
}
