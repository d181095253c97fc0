import type { Language } from '@pool/contract';
import type {
  AdminIdentity,
  AdminSession,
  CredentialMap,
  IdentityProvider,
  IdentitySession,
  SessionLookup,
} from '../auth/identity-provider.js';

interface TestUser {
  id: string;
  email: string;
  language: string | null;
  credentials: CredentialMap;
  /** The session is aal1 while the user has a second factor. */
  needsSecondFactor?: boolean;
  /** Seconds since the session proved a second factor. */
  secondFactorAge?: number;
  verified?: boolean;
}

export const testSessionHeader = 'x-test-session';

/**
 * An IdentityProvider for backend integration tests: a request is signed in as the
 * user whose id it sends in `x-test-session`, in that user's session, or in another session
 * of the same user named after a `#` (`<id>#stolen`). The real identity service is
 * exercised by its own protocol tests and end to end.
 */
/**
 * A user who set up a second factor and proved it a moment ago: what staff need for the
 * writes that move money (the policy's `required` step-up), so that a suite tests who they
 * are rather than how recently they proved it.
 */
export const freshSecondFactor = {
  credentials: { password: true, totp: true, lookup_secret: false, webauthn: false },
  secondFactorAge: 5,
} satisfies Partial<TestUser>;

export class TestIdentity implements IdentityProvider {
  readonly users = new Map<string, TestUser>();
  /** Sessions staff see (the request's own session is the header, apart from these). */
  readonly sessions = new Map<string, AdminSession>();

  add(user: Partial<TestUser> & { id: string; email: string }): TestUser {
    const full: TestUser = {
      language: null,
      credentials: { password: true, totp: false, lookup_secret: false, webauthn: false },
      ...user,
    };
    this.users.set(full.id, full);
    return full;
  }

  async sessionFromRequest(request: {
    headers: Record<string, string | string[] | undefined>;
  }): Promise<SessionLookup> {
    const header = request.headers[testSessionHeader];
    const [id, sessionName] = typeof header === 'string' ? header.split('#') : [];
    const user = id ? this.users.get(id) : undefined;
    if (!user) return { kind: 'none' };
    if (user.needsSecondFactor) return { kind: 'aal2_required', redirectBrowserTo: '/auth/login?aal=aal2' };
    const sessionId = sessionName ? `session-${user.id}-${sessionName}` : `session-${user.id}`;
    const session: IdentitySession = { id: sessionId, aal: 'aal1', identity: { id: user.id } };
    return { kind: 'session', session };
  }

  async getIdentity(id: string) {
    const user = this.users.get(id);
    return user && { id: user.id, email: user.email, language: user.language };
  }

  async setLanguage(id: string, language: Language) {
    const user = this.users.get(id);
    if (user) user.language = language;
  }

  async credentialsOf(id: string): Promise<CredentialMap> {
    return this.users.get(id)?.credentials ?? { password: false, totp: false, lookup_secret: false, webauthn: false };
  }

  async findByEmails(emails: readonly string[]) {
    const wanted = new Set(emails.map((email) => email.trim().toLowerCase()));
    return [...this.users.values()]
      .filter((user) => wanted.has(user.email.toLowerCase()))
      .map((user) => ({ id: user.id, email: user.email }));
  }

  secondFactorAge(session: IdentitySession): number | undefined {
    return session.identity ? this.users.get(session.identity.id)?.secondFactorAge : undefined;
  }

  async adminIdentities(ids: readonly string[]): Promise<AdminIdentity[]> {
    return ids.flatMap((id) => {
      const user = this.users.get(id);
      if (!user) return [];
      const signIns = [...this.sessions.values()]
        .filter((session) => session.identity_id === id)
        .map((session) => session.authenticated_at.getTime());
      return [
        {
          id,
          email: user.email,
          verified: user.verified ?? true,
          created_at: new Date('2026-01-01T00:00:00Z'),
          credentials: user.credentials,
          last_sign_in_at: signIns.length ? new Date(Math.max(...signIns)) : null,
        },
      ];
    });
  }

  async sessionsOf(identityId: string): Promise<AdminSession[]> {
    return [...this.sessions.values()].filter((session) => session.identity_id === identityId);
  }

  async findSession(sessionId: string): Promise<AdminSession | undefined> {
    return this.sessions.get(sessionId);
  }

  async revokeSession(sessionId: string): Promise<void> {
    const session = this.sessions.get(sessionId);
    if (session) session.active = false;
  }

  async resetSecondFactor(identityId: string): Promise<void> {
    const user = this.users.get(identityId);
    if (user) user.credentials = { ...user.credentials, totp: false, lookup_secret: false, webauthn: false };
    for (const session of await this.sessionsOf(identityId)) session.aal = 'aal1';
  }

  async deleteIdentity(identityId: string): Promise<void> {
    this.users.delete(identityId);
  }
}
