import type { Language } from '@pool/contract';
import type { AdminIdentity, AdminSession, CredentialMap } from '@pool/identity';

/** The parts of a Kratos session the backend reads. */
export interface IdentitySession {
  id: string;
  aal?: string;
  authenticated_at?: string;
  authentication_methods?: { method?: string; aal?: string; completed_at?: string }[];
  identity?: { id: string; traits?: object };
}

export type SessionLookup =
  | { kind: 'none' }
  | { kind: 'aal2_required'; redirectBrowserTo: string }
  | { kind: 'session'; session: IdentitySession };

export interface RequestCredentials {
  headers: Record<string, string | string[] | undefined>;
  cookies?: Record<string, string | undefined>;
}

/**
 * The admin API's views of identities and sessions, as our identity service defines them;
 * the external Kratos adapter maps Kratos's answers to the same shapes.
 */
export type { AdminIdentity, AdminSession, CredentialMap } from '@pool/identity';

/**
 * What the backend needs from the identity service: our own (packages/identity) or an
 * external Ory Kratos (IDENTITY_URL). Everything else goes through the Kratos protocol.
 */
export interface IdentityProvider {
  sessionFromRequest(request: RequestCredentials): Promise<SessionLookup>;
  getIdentity(id: string): Promise<{ id: string; email: string; language: string | null } | undefined>;
  setLanguage(id: string, language: Language): Promise<void>;
  credentialsOf(id: string): Promise<CredentialMap>;
  /** The identities of these e-mail addresses (any case); unknown ones are left out. */
  findByEmails(emails: readonly string[]): Promise<{ id: string; email: string }[]>;
  /** Seconds since the session last proved a second factor; undefined if it never did. */
  secondFactorAge(session: IdentitySession): number | undefined;
  /** Pool staff's user administration: identities by id, unknown ones left out. */
  adminIdentities(ids: readonly string[]): Promise<AdminIdentity[]>;
  /** An identity's sessions, newest first. */
  sessionsOf(identityId: string): Promise<AdminSession[]>;
  findSession(sessionId: string): Promise<AdminSession | undefined>;
  /** Signs the session out: its next request is anonymous. */
  revokeSession(sessionId: string): Promise<void>;
  /** Removes TOTP, lookup codes and security keys; the identity's sessions no longer count a second factor. */
  resetSecondFactor(identityId: string): Promise<void>;
  deleteIdentity(identityId: string): Promise<void>;
}
