import type { IdentityRecord, Traits } from '../repository/identities.js';
import type { CompletedMethod, SessionRecord } from '../repository/sessions.js';
import type { Urls } from '../http/urls.js';

export const identitySchemaId = 'default';

/** The Kratos `identity` object (one e-mail address, verifiable and recoverable). */
export interface Identity {
  id: string;
  schema_id: string;
  schema_url: string;
  state: 'active' | 'inactive';
  state_changed_at: string;
  traits: Traits;
  verifiable_addresses: {
    id: string;
    value: string;
    verified: boolean;
    via: 'email';
    status: 'pending' | 'completed';
    verified_at?: string;
    created_at: string;
    updated_at: string;
  }[];
  recovery_addresses: { id: string; value: string; via: 'email'; created_at: string; updated_at: string }[];
  metadata_public: null;
  created_at: string;
  updated_at: string;
  organization_id: null;
}

/**
 * The Kratos `session` object, as `/sessions/whoami` returns it, and `last_used_at`: when a
 * request last used it (to the minute), a field of this service that Kratos does not send.
 */
export interface Session {
  id: string;
  active: boolean;
  expires_at: string;
  authenticated_at: string;
  authenticator_assurance_level: 'aal1' | 'aal2';
  authentication_methods: CompletedMethod[];
  issued_at: string;
  last_used_at: string;
  identity: Identity;
  devices: { id: string; ip_address: string; user_agent: string; location: string }[];
}

export function identityJson(urls: Urls, identity: IdentityRecord): Identity {
  const verifiedAt = identity.emailVerifiedAt?.toISOString();
  const created = identity.createdAt.toISOString();
  const updated = identity.updatedAt.toISOString();
  return {
    id: identity.id,
    schema_id: identitySchemaId,
    schema_url: `${urls.publicBase}/schemas/${Buffer.from(identitySchemaId).toString('base64url')}`,
    state: identity.state,
    state_changed_at: created,
    traits: identity.traits,
    verifiable_addresses: [
      {
        id: identity.id,
        value: identity.email,
        verified: Boolean(verifiedAt),
        via: 'email',
        status: verifiedAt ? 'completed' : 'pending',
        ...(verifiedAt ? { verified_at: verifiedAt } : {}),
        created_at: created,
        updated_at: updated,
      },
    ],
    recovery_addresses: [
      { id: identity.id, value: identity.email, via: 'email', created_at: created, updated_at: updated },
    ],
    metadata_public: null,
    created_at: created,
    updated_at: updated,
    organization_id: null,
  };
}

export function sessionJson(urls: Urls, session: SessionRecord, identity: IdentityRecord): Session {
  return {
    id: session.id,
    active: session.active,
    expires_at: session.expiresAt.toISOString(),
    authenticated_at: session.authenticatedAt.toISOString(),
    authenticator_assurance_level: session.aal,
    authentication_methods: session.authenticationMethods,
    issued_at: session.issuedAt.toISOString(),
    last_used_at: session.lastUsedAt.toISOString(),
    identity: identityJson(urls, identity),
    devices: [
      { id: session.id, ip_address: session.ipAddress ?? '', user_agent: session.userAgent ?? '', location: '' },
    ],
  };
}
