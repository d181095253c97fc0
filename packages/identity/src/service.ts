import type { Core } from './core.js';
import { codeInMessage } from './courier.js';
import { hashPassword } from './strategies/password-hash.js';
import { latestCourierMessageTo } from './repository/courier.js';
import {
  adminIdentities,
  adminSession,
  adminSessionsOf,
  deleteIdentity,
  removeSecondFactors,
  type AdminSessionRecord,
} from './repository/admin.js';
import { deactivateSession } from './repository/sessions.js';
import {
  credentialTypes,
  findIdentityByEmail,
  findIdentityById,
  insertIdentity,
  setCredential,
  updateTraits,
} from './repository/identities.js';
import { resolveUrls } from './http/urls.js';
import { aal2LoginUrl, activeSession, needsSecondFactor, type RequestLike } from './session/resolve.js';
import { sessionJson, type Session } from './session/json.js';

export type { Identity, Session } from './session/json.js';

export type SessionLookup =
  { kind: 'none' } | { kind: 'aal2_required'; redirectBrowserTo: string } | { kind: 'session'; session: Session };

export interface CourierMessageView {
  recipient: string;
  templateType: string;
  subject: string;
  body: string;
  /** The 6-digit code in the body, if any. */
  code: string | undefined;
  status: 'queued' | 'sent' | 'abandoned';
  createdAt: Date;
}

/** Which sign-in methods an identity has set up. */
export type CredentialMap = Record<'password' | 'totp' | 'lookup_secret' | 'webauthn', boolean>;

/** An identity as staff see it (Kratos admin API's view): which methods are set up, never their secrets. */
export interface AdminIdentity {
  id: string;
  email: string;
  verified: boolean;
  created_at: Date;
  credentials: CredentialMap;
  last_sign_in_at: Date | null;
}

/** A session as staff see it: the device, the address and when. */
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

const credentialMapOf = (types: ReadonlySet<string>): CredentialMap => ({
  password: types.has('password'),
  totp: types.has('totp'),
  lookup_secret: types.has('lookup_secret'),
  webauthn: types.has('webauthn'),
});

const toAdminSession = (session: AdminSessionRecord): AdminSession => ({
  id: session.id,
  identity_id: session.identityId,
  active: session.active,
  aal: session.aal,
  authenticated_at: session.authenticatedAt,
  expires_at: session.expiresAt,
  ip_address: session.ipAddress,
  user_agent: session.userAgent,
});

export interface IdentityService {
  /** The session behind a request: cookie `ory_kratos_session`, header `X-Session-Token`, or `Authorization: Bearer`. */
  sessionFromRequest(request: RequestLike): Promise<SessionLookup>;
  /** For seeding demo users and admin use. Idempotent by email: returns the existing id if present. Verified address. */
  createIdentity(input: {
    email: string;
    password: string;
    traits?: { language?: string };
  }): Promise<{ id: string; created: boolean }>;
  getIdentity(id: string): Promise<{ id: string; email: string; language: string | null } | undefined>;
  setLanguage(id: string, language: string): Promise<void>;
  /** Which methods an identity has set up. */
  credentialsOf(id: string): Promise<Record<'password' | 'totp' | 'lookup_secret' | 'webauthn', boolean>>;
  /** The identities of these e-mail addresses (any case); unknown ones are left out. */
  findByEmails(emails: readonly string[]): Promise<{ id: string; email: string }[]>;
  /** Seconds since the session last proved a second factor (undefined if never). */
  secondFactorAge(session: Session): number | undefined;
  /** The newest courier message (outbox) to an address, e.g. to read a recovery code in e2e tests. */
  latestCourierMessage(email: string): Promise<CourierMessageView | undefined>;
  /** Staff's view of identities by id (unknown ids are left out). */
  adminIdentities(ids: readonly string[]): Promise<AdminIdentity[]>;
  /** An identity's sessions, newest first. */
  sessionsOf(identityId: string): Promise<AdminSession[]>;
  findSession(sessionId: string): Promise<AdminSession | undefined>;
  /** Signs the session out: its next request is anonymous. */
  revokeSession(sessionId: string): Promise<void>;
  /** Removes TOTP, lookup codes and security keys; the identity's sessions drop to aal1. */
  resetSecondFactor(identityId: string): Promise<void>;
  deleteIdentity(identityId: string): Promise<void>;
}

export function createService(core: Core): IdentityService {
  return {
    async sessionFromRequest(request) {
      const active = await activeSession(core, request);
      if (!active) return { kind: 'none' };
      const urls = resolveUrls(core.options, core.prefix, { headers: request.headers });
      if (await needsSecondFactor(core, active))
        return { kind: 'aal2_required', redirectBrowserTo: aal2LoginUrl(urls) };
      return { kind: 'session', session: sessionJson(urls, active.session, active.identity) };
    },

    async createIdentity(input) {
      const existing = await findIdentityByEmail(core.db, input.email);
      if (existing) return { id: existing.id, created: false };
      const now = core.now();
      const passwordHash = await hashPassword(input.password);
      const traits = {
        email: input.email.trim(),
        terms_agreed: true,
        ...(input.traits?.language ? { language: input.traits.language } : {}),
      };
      const identity = await insertIdentity(core.db, traits, now, true);
      if (!identity) {
        // Created concurrently by someone else: still idempotent.
        const raced = await findIdentityByEmail(core.db, input.email);
        return { id: raced!.id, created: false };
      }
      await setCredential(core.db, identity.id, 'password', { hash: passwordHash }, now);
      return { id: identity.id, created: true };
    },

    async getIdentity(id) {
      const identity = await findIdentityById(core.db, id);
      return identity && { id: identity.id, email: identity.email, language: identity.traits.language ?? null };
    },

    async setLanguage(id, language) {
      const identity = await findIdentityById(core.db, id);
      if (!identity) throw new Error(`Identity ${id} does not exist`);
      await updateTraits(core.db, id, { ...identity.traits, language }, core.now());
    },

    async credentialsOf(id) {
      return credentialMapOf(await credentialTypes(core.db, id));
    },

    async findByEmails(emails) {
      const found = await Promise.all(emails.map((email) => findIdentityByEmail(core.db, email)));
      return found.flatMap((identity) => (identity ? [{ id: identity.id, email: identity.email }] : []));
    },

    secondFactorAge(session) {
      const times = session.authentication_methods
        .filter((method) => method.aal === 'aal2')
        .map((method) => Date.parse(method.completed_at));
      if (!times.length) return undefined;
      return Math.max(0, Math.floor((core.now().getTime() - Math.max(...times)) / 1000));
    },

    async adminIdentities(ids) {
      return (await adminIdentities(core.db, ids)).map((identity) => ({
        id: identity.id,
        email: identity.email,
        verified: identity.verified,
        created_at: identity.createdAt,
        credentials: credentialMapOf(new Set(identity.credentials)),
        last_sign_in_at: identity.lastSignInAt,
      }));
    },

    async sessionsOf(identityId) {
      return (await adminSessionsOf(core.db, identityId)).map(toAdminSession);
    },

    async findSession(sessionId) {
      const session = await adminSession(core.db, sessionId);
      return session && toAdminSession(session);
    },

    async revokeSession(sessionId) {
      await deactivateSession(core.db, sessionId);
    },

    async resetSecondFactor(identityId) {
      await removeSecondFactors(core.db, identityId);
    },

    async deleteIdentity(identityId) {
      await deleteIdentity(core.db, identityId);
    },

    async latestCourierMessage(email) {
      const message = await latestCourierMessageTo(core.db, email);
      return (
        message && {
          recipient: message.recipient,
          templateType: message.templateType,
          subject: message.subject,
          body: message.body,
          code: codeInMessage(message.body),
          status: message.status,
          createdAt: message.createdAt,
        }
      );
    },
  };
}
