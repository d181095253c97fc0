import type { Core } from '../core.js';
import { readCookie, sessionCookieName } from '../http/cookies.js';
import { publicUrl, type Urls } from '../http/urls.js';
import { credentialTypes, findIdentityById, secondFactorTypes, type IdentityRecord } from '../repository/identities.js';
import { findActiveSessionByToken, touchSession, type SessionRecord } from '../repository/sessions.js';

export interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  cookies?: Record<string, string | undefined>;
}

export interface ActiveSession {
  session: SessionRecord;
  identity: IdentityRecord;
  token: string;
  /** Where the token came from: a cookie means a browser, a header an API client. */
  via: 'cookie' | 'header';
}

/** The session token of a request: cookie `ory_kratos_session`, `X-Session-Token` or `Authorization: Bearer`. */
export function sessionTokenOf(request: RequestLike): { token: string; via: 'cookie' | 'header' } | undefined {
  const header = request.headers['x-session-token'];
  const headerToken = Array.isArray(header) ? header[0] : header;
  if (headerToken) return { token: headerToken, via: 'header' };
  const authorization = request.headers.authorization;
  const bearer = /^Bearer\s+(\S+)$/i.exec((Array.isArray(authorization) ? authorization[0] : authorization) ?? '');
  if (bearer?.[1]) return { token: bearer[1], via: 'header' };
  const cookie = readCookie(request, sessionCookieName);
  return cookie ? { token: cookie, via: 'cookie' } : undefined;
}

export async function activeSession(core: Core, request: RequestLike): Promise<ActiveSession | undefined> {
  const found = sessionTokenOf(request);
  if (!found) return undefined;
  const session = await findActiveSessionByToken(core.db, found.token, core.now());
  if (!session) return undefined;
  const identity = await findIdentityById(core.db, session.identityId);
  if (!identity || identity.state !== 'active') return undefined;
  const lastUsedAt = await touchSession(core.db, session, core.now());
  return { session: { ...session, lastUsedAt }, identity, token: found.token, via: found.via };
}

/** `highest_available`: an identity with a second factor must have used it in this session. */
export async function needsSecondFactor(core: Core, active: ActiveSession): Promise<boolean> {
  if (active.session.aal === 'aal2') return false;
  const types = await credentialTypes(core.db, active.identity.id);
  return secondFactorTypes.some((type) => types.has(type));
}

export const aal2LoginUrl = (urls: Urls, returnTo?: string) =>
  publicUrl(urls, '/self-service/login/browser', { aal: 'aal2', return_to: returnTo });
