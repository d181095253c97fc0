import { createHash } from 'node:crypto';
import type { Language } from '@pool/contract';
import { ApiError } from '../http/api-error.js';
import type {
  AdminIdentity,
  AdminSession,
  CredentialMap,
  IdentityProvider,
  IdentitySession,
  RequestCredentials,
  SessionLookup,
} from './identity-provider.js';

export interface ExternalKratosOptions {
  /** Kratos's public API, e.g. https://auth.pool.example */
  publicUrl: string;
  /** Kratos's admin API; needed to read credentials and to store the language. */
  adminUrl?: string;
  /** How long a whoami answer is reused for the same credentials. */
  cacheMs?: number;
  fetcher?: typeof fetch;
  clock?: () => number;
}

interface KratosIdentity {
  id: string;
  traits?: { email?: string; language?: string };
  credentials?: Record<string, unknown>;
  verifiable_addresses?: { value?: string; verified?: boolean }[];
  created_at?: string;
}

/** A session as Kratos's admin API answers it. */
interface KratosSession {
  id: string;
  active?: boolean;
  authenticator_assurance_level?: string;
  authenticated_at?: string;
  expires_at?: string;
  devices?: { ip_address?: string; user_agent?: string }[];
  identity?: { id: string };
}

function toAdminSession(session: KratosSession, identityId?: string): AdminSession {
  const device = session.devices?.[0];
  return {
    id: session.id,
    identity_id: session.identity?.id ?? identityId ?? '',
    active: session.active ?? false,
    aal: session.authenticator_assurance_level ?? 'aal1',
    authenticated_at: new Date(session.authenticated_at ?? 0),
    expires_at: new Date(session.expires_at ?? 0),
    ip_address: device?.ip_address ?? null,
    user_agent: device?.user_agent ?? null,
  };
}

/** Which methods an identity has set up: the keys of its credentials. */
function credentialMapOf(identity: KratosIdentity | undefined): CredentialMap {
  const types = new Set(Object.keys(identity?.credentials ?? {}));
  return {
    password: types.has('password'),
    totp: types.has('totp'),
    lookup_secret: types.has('lookup_secret'),
    webauthn: types.has('webauthn'),
  };
}

const secondFactorCredentials = ['totp', 'lookup_secret', 'webauthn'] as const;
/** Identities per admin list call (Kratos's `ids` filter). */
const identitiesPerCall = 100;

const secondFactorMethods = new Set(['totp', 'lookup_secret', 'webauthn']);
const maxCacheEntries = 10_000;

/** The session credentials of a request, as Kratos reads them: its cookies, a session token, a bearer token. */
function credentialHeaders(request: RequestCredentials): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const cookie = request.headers.cookie;
  if (typeof cookie === 'string') {
    const sessionCookies = cookie
      .split(';')
      .map((part) => part.trim())
      .filter((part) => /^ory_(kratos_)?session/.test(part));
    if (sessionCookies.length) headers.cookie = sessionCookies.join('; ');
  }
  for (const name of ['x-session-token', 'authorization']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * The backend's view of an external Ory Kratos: sessions come from its
 * /sessions/whoami (cached briefly, keyed by a hash of the credentials), identities
 * from its admin API.
 */
export class ExternalKratos implements IdentityProvider {
  private readonly cache = new Map<string, { at: number; lookup: SessionLookup }>();
  private readonly seen = new Map<string, KratosIdentity>();
  private readonly fetcher: typeof fetch;
  private readonly clock: () => number;

  constructor(private readonly options: ExternalKratosOptions) {
    this.fetcher = options.fetcher ?? ((...args) => fetch(...args));
    this.clock = options.clock ?? Date.now;
  }

  async sessionFromRequest(request: RequestCredentials): Promise<SessionLookup> {
    const headers = credentialHeaders(request);
    if (!headers.cookie && !headers['x-session-token'] && !headers.authorization) return { kind: 'none' };
    const key = createHash('sha256').update(JSON.stringify(headers)).digest('base64url');
    const cached = this.cache.get(key);
    if (cached && this.clock() - cached.at < (this.options.cacheMs ?? 5000)) return cached.lookup;

    const response = await this.fetcher(`${this.options.publicUrl}/sessions/whoami`, { headers });
    let lookup: SessionLookup;
    if (response.status === 200) {
      const session = (await response.json()) as IdentitySession & { identity?: KratosIdentity };
      if (session.identity) this.seen.set(session.identity.id, session.identity);
      lookup = { kind: 'session', session };
    } else if (response.status === 403) {
      const body = (await response.json().catch(() => ({}))) as {
        error?: { id?: string };
        redirect_browser_to?: string;
      };
      lookup =
        body.error?.id === 'session_aal2_required'
          ? { kind: 'aal2_required', redirectBrowserTo: body.redirect_browser_to ?? '' }
          : { kind: 'none' };
    } else if (response.status === 401) {
      lookup = { kind: 'none' };
    } else {
      throw new ApiError(502, 'internal_error', `Identity service answered ${response.status}`);
    }
    if (this.cache.size >= maxCacheEntries) this.cache.clear();
    this.cache.set(key, { at: this.clock(), lookup });
    return lookup;
  }

  async getIdentity(id: string) {
    const identity = (await this.adminIdentity(id)) ?? this.seen.get(id);
    if (!identity) return undefined;
    return { id: identity.id, email: identity.traits?.email ?? '', language: identity.traits?.language ?? null };
  }

  async setLanguage(id: string, language: Language): Promise<void> {
    if (!this.options.adminUrl) {
      throw new ApiError(503, 'internal_error', 'Storing the language needs IDENTITY_ADMIN_URL');
    }
    const response = await this.fetcher(`${this.options.adminUrl}/admin/identities/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ op: 'add', path: '/traits/language', value: language }]),
    });
    if (!response.ok) throw new ApiError(502, 'internal_error', `Identity service answered ${response.status}`);
  }

  async credentialsOf(id: string): Promise<CredentialMap> {
    const identity = await this.adminIdentity(id, true);
    const map = credentialMapOf(identity);
    return { ...map, password: map.password || identity === undefined };
  }

  /** Kratos's admin API finds an identity by its credentials identifier: the e-mail address. */
  async findByEmails(emails: readonly string[]): Promise<{ id: string; email: string }[]> {
    const found = await Promise.all(
      emails.map((email) =>
        this.admin<KratosIdentity[]>(
          `/admin/identities?credentials_identifier=${encodeURIComponent(email.trim().toLowerCase())}`,
        ),
      ),
    );
    return found.flat().map((identity) => ({ id: identity.id, email: identity.traits?.email ?? '' }));
  }

  async adminIdentities(ids: readonly string[]): Promise<AdminIdentity[]> {
    const identities: KratosIdentity[] = [];
    for (let start = 0; start < ids.length; start += identitiesPerCall) {
      const query = ids
        .slice(start, start + identitiesPerCall)
        .map((id) => `ids=${encodeURIComponent(id)}`)
        .join('&');
      identities.push(
        ...(await this.admin<KratosIdentity[]>(`/admin/identities?${query}&page_size=${identitiesPerCall}`)),
      );
    }
    return Promise.all(
      identities.map(async (identity) => {
        const sessions = await this.sessionsOf(identity.id);
        const signIns = sessions.map((session) => session.authenticated_at.getTime());
        return {
          id: identity.id,
          email: identity.traits?.email ?? '',
          verified: identity.verifiable_addresses?.some((address) => address.verified) ?? false,
          created_at: new Date(identity.created_at ?? 0),
          credentials: credentialMapOf(identity),
          last_sign_in_at: signIns.length ? new Date(Math.max(...signIns)) : null,
        };
      }),
    );
  }

  async sessionsOf(identityId: string): Promise<AdminSession[]> {
    const sessions = await this.admin<KratosSession[]>(
      `/admin/identities/${encodeURIComponent(identityId)}/sessions?page_size=100`,
      [404],
    );
    return (sessions ?? []).map((session) => toAdminSession(session, identityId));
  }

  async findSession(sessionId: string): Promise<AdminSession | undefined> {
    const session = await this.admin<KratosSession>(
      `/admin/sessions/${encodeURIComponent(sessionId)}?expand=identity`,
      [404],
    );
    return session ? toAdminSession(session) : undefined;
  }

  async revokeSession(sessionId: string): Promise<void> {
    await this.admin(`/admin/sessions/${encodeURIComponent(sessionId)}`, [404], 'DELETE');
    this.cache.clear();
  }

  /** Kratos keeps a session's assurance level as it was; without the credentials, no later login asks for them. */
  async resetSecondFactor(identityId: string): Promise<void> {
    for (const type of secondFactorCredentials) {
      await this.admin(`/admin/identities/${encodeURIComponent(identityId)}/credentials/${type}`, [404], 'DELETE');
    }
    this.cache.clear();
  }

  async deleteIdentity(identityId: string): Promise<void> {
    await this.admin(`/admin/identities/${encodeURIComponent(identityId)}`, [404], 'DELETE');
    this.seen.delete(identityId);
    this.cache.clear();
  }

  /** A call to the admin API; statuses in `absent` answer undefined, other failures are 502. */
  private async admin<T>(path: string, absent: number[] = [], method = 'GET'): Promise<T> {
    const { adminUrl } = this.options;
    if (!adminUrl) throw new ApiError(503, 'internal_error', 'User administration needs IDENTITY_ADMIN_URL');
    const response = await this.fetcher(`${adminUrl}${path}`, { method, headers: { accept: 'application/json' } });
    if (absent.includes(response.status)) return undefined as T;
    if (!response.ok) throw new ApiError(502, 'internal_error', `Identity service answered ${response.status}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  secondFactorAge(session: IdentitySession): number | undefined {
    const completed = (session.authentication_methods ?? [])
      .filter((method) => method.method && secondFactorMethods.has(method.method) && method.completed_at)
      .map((method) => Date.parse(method.completed_at!));
    if (!completed.length) return undefined;
    return Math.max(0, (this.clock() - Math.max(...completed)) / 1000);
  }

  private async adminIdentity(id: string, withCredentials = false): Promise<KratosIdentity | undefined> {
    if (!this.options.adminUrl) return undefined;
    const query = withCredentials ? '?include_credential=totp&include_credential=webauthn' : '';
    const response = await this.fetcher(`${this.options.adminUrl}/admin/identities/${encodeURIComponent(id)}${query}`, {
      headers: { accept: 'application/json' },
    });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new ApiError(502, 'internal_error', `Identity service answered ${response.status}`);
    return (await response.json()) as KratosIdentity;
  }
}
