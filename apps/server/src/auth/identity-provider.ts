import type { Language } from '@pool/contract';

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

export type CredentialMap = Record<'password' | 'totp' | 'lookup_secret' | 'webauthn', boolean>;

/** An identity as pool staff see it (the Kratos admin API's view): which methods are set up, never their secrets. */
export interface AdminIdentity {
  id: string;
  email: string;
  verified: boolean;
  created_at: Date;
  credentials: CredentialMap;
  last_sign_in_at: Date | null;
}

/** A session as pool staff see it: the device, the address and when. */
export interface AdminSession {
  id: string;
  identity_id: string;
  active: boolean;
  aal: string;
  authenticated_at: Date;
  expires_at: Date;
  ip_address: string | null;
  user_agent: string | null;
}

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
