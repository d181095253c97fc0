import type { IdentityRecord } from '../repository/identities.js';
import type { SessionRecord } from '../repository/sessions.js';
import type { Urls } from '../http/urls.js';

export const identitySchemaId = 'default';

/** The Kratos `identity` object (one e-mail address, verifiable and recoverable). */
export function identityJson(urls: Urls, identity: IdentityRecord) {
  const verifiedAt = identity.emailVerifiedAt?.toISOString();
  return {
    id: identity.id,
    schema_id: identitySchemaId,
    schema_url: `${urls.publicBase}/schemas/${Buffer.from(identitySchemaId).toString('base64url')}`,
    state: identity.state,
    state_changed_at: identity.createdAt.toISOString(),
    traits: identity.traits,
    verifiable_addresses: [
      {
        id: identity.id,
        value: identity.email,
        verified: Boolean(verifiedAt),
        via: 'email',
        status: verifiedAt ? 'completed' : 'pending',
        ...(verifiedAt ? { verified_at: verifiedAt } : {}),
        created_at: identity.createdAt.toISOString(),
        updated_at: identity.updatedAt.toISOString(),
      },
    ],
    recovery_addresses: [
      {
        id: identity.id,
        value: identity.email,
        via: 'email',
        created_at: identity.createdAt.toISOString(),
        updated_at: identity.updatedAt.toISOString(),
      },
    ],
    metadata_public: null,
    created_at: identity.createdAt.toISOString(),
    updated_at: identity.updatedAt.toISOString(),
    organization_id: null,
  };
}

export type IdentityJson = ReturnType<typeof identityJson>;

/** The Kratos `session` object. */
export function sessionJson(urls: Urls, session: SessionRecord, identity: IdentityRecord) {
  return {
    id: session.id,
    active: session.active,
    expires_at: session.expiresAt.toISOString(),
    authenticated_at: session.authenticatedAt.toISOString(),
    authenticator_assurance_level: session.aal,
    authentication_methods: session.authenticationMethods,
    issued_at: session.issuedAt.toISOString(),
    identity: identityJson(urls, identity),
    devices: [
      {
        id: session.id,
        ip_address: session.ipAddress ?? '',
        user_agent: session.userAgent ?? '',
        location: '',
      },
    ],
  };
}

export type SessionJson = ReturnType<typeof sessionJson>;
