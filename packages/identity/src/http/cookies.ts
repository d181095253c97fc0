import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Urls } from './urls.js';

export const sessionCookieName = 'ory_kratos_session';
/** Kratos names its CSRF cookie `csrf_token_<hash>`; a fixed name is enough for one deployment. */
export const csrfCookieName = 'csrf_token_identity';

type CookieSource = {
  headers: Record<string, string | string[] | undefined>;
  cookies?: Record<string, string | undefined>;
};

/** Reads a cookie from @fastify/cookie's `request.cookies` or, without it, from the header. */
export function readCookie(request: CookieSource, name: string): string | undefined {
  const parsed = request.cookies?.[name];
  if (parsed !== undefined) return parsed;
  const header = request.headers.cookie;
  const raw = Array.isArray(header) ? header.join('; ') : header;
  for (const part of raw?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Cookies are HttpOnly, SameSite=Lax, path `/` (the host server reads the session too), Secure under https. */
export function setCookie(reply: FastifyReply, urls: Urls, name: string, value: string, expires?: Date): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (expires) parts.push(`Expires=${expires.toUTCString()}`);
  if (urls.secure) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

export function clearCookie(reply: FastifyReply, urls: Urls, name: string): void {
  setCookie(reply, urls, name, '', new Date(0));
}

export const requestCookies = (request: FastifyRequest) =>
  (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies;
