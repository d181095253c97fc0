/**
 * Authentication status of spec §4. The identity issue replaces `fetchSession` with a
 * call to the identity service's /sessions/whoami; until then every visitor is
 * anonymous, which the spec's guards handle like a failed session check.
 */
export type AuthenticationStatus = 'unknown' | 'anonymous' | 'authenticated';

export interface Session {
  id: string;
  user: { id: string; email: string };
}

let status: AuthenticationStatus = 'unknown';
let session: Session | null = null;

async function fetchSession(): Promise<Session | null> {
  return null;
}

export function authenticationStatus(): AuthenticationStatus {
  return status;
}

/** Succeeds at once when a session is held; otherwise fetches it. */
export async function checkSession(): Promise<Session | null> {
  if (session) return session;
  try {
    session = await fetchSession();
  } catch {
    session = null;
  }
  status = session ? 'authenticated' : 'anonymous';
  return session;
}

/** Spec §2: after a failed session check go to registration if `reg` is in the query, else login; the query is kept. */
export function signInPathFor(url: URL): string {
  const target = url.searchParams.has('reg') ? '/auth/registration' : '/auth/login';
  return `${target}${url.search}`;
}
