import type { Language } from '@pool/contract';
import type { CredentialMap, IdentityProvider, IdentitySession, SessionLookup } from '../auth/identity-provider.js';

interface TestUser {
  id: string;
  email: string;
  language: string | null;
  credentials: CredentialMap;
  /** The session is aal1 while the user has a second factor. */
  needsSecondFactor?: boolean;
  /** Seconds since the session proved a second factor. */
  secondFactorAge?: number;
}

export const testSessionHeader = 'x-test-session';

/**
 * An IdentityProvider for backend integration tests: a request is signed in as the
 * user whose id it sends in `x-test-session`. The real identity service is exercised
 * by its own protocol tests and end to end.
 */
export class TestIdentity implements IdentityProvider {
  readonly users = new Map<string, TestUser>();

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
    const id = request.headers[testSessionHeader];
    const user = typeof id === 'string' ? this.users.get(id) : undefined;
    if (!user) return { kind: 'none' };
    if (user.needsSecondFactor) return { kind: 'aal2_required', redirectBrowserTo: '/auth/login?aal=aal2' };
    const session: IdentitySession = { id: `session-${user.id}`, aal: 'aal1', identity: { id: user.id } };
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
}
