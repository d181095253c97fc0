import type { Session } from '@ory/client-fetch';
import { identityBase } from '@/lib/identity-base';

/** Authentication status of product §4: unknown until the first session fetch. */
export type AuthenticationStatus = 'unknown' | 'anonymous' | 'authenticated';

export type { Session };

/** The session check's outcome: a session, none, or one that still needs its second factor. */
export type SessionCheck =
  { kind: 'session'; session: Session } | { kind: 'anonymous' } | { kind: 'aal2_required'; redirectTo: string };

let status: AuthenticationStatus = 'unknown';
let held: Session | null = null;

/**
 * Kratos's whoami (`GET /sessions/whoami`, the SDK's toSession) as a plain call: every page
 * checks the session, and the SDK stays with the sign-in pages.
 */
async function fetchSession(): Promise<SessionCheck> {
  try {
    // No headers of its own: the page's preload of it (index.html) then answers it.
    const response = await fetch(`${identityBase()}/sessions/whoami`, { credentials: 'include' });
    if (response.ok) return { kind: 'session', session: (await response.json()) as Session };
    if (response.status === 403) {
      const body = (await response.json().catch(() => ({}))) as {
        error?: { id?: string };
        redirect_browser_to?: string;
      };
      if (body.error?.id === 'session_aal2_required') {
        return { kind: 'aal2_required', redirectTo: body.redirect_browser_to ?? '/auth/login?aal=aal2' };
      }
    }
    return { kind: 'anonymous' };
  } catch {
    return { kind: 'anonymous' };
  }
}

export function authenticationStatus(): AuthenticationStatus {
  return status;
}

/** Product §4: a check succeeds at once when a session is held; otherwise the session is fetched. */
export async function checkSession(): Promise<SessionCheck> {
  if (held) return { kind: 'session', session: held };
  const result = await fetchSession();
  held = result.kind === 'session' ? result.session : null;
  status = result.kind === 'session' ? 'authenticated' : 'anonymous';
  return result;
}

/** Forgets the held session, e.g. after sign-in, sign-out or a second factor. */
export function refreshSession(): void {
  held = null;
  status = 'unknown';
}

/**
 * Kratos's whoami asks for the second factor without saying where to come back to; the
 * page that asked adds itself as `return_to` (same origin, which the service accepts).
 */
export function withReturnTo(redirect: string, returnTo: string): string {
  const url = new URL(redirect, window.location.origin);
  if (!url.searchParams.has('return_to')) url.searchParams.set('return_to', returnTo);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.toString();
}

/** Product §2: after a failed session check go to registration if `reg` is in the query, else login; the query is kept. */
export function signInPathFor(url: URL): string {
  const target = url.searchParams.has('reg') ? '/auth/registration' : '/auth/login';
  return `${target}${url.search}`;
}
