import type { FastifyRequest } from 'fastify';
import { apiKeyPrefix, watcherHeaderName } from '@pool/contract';
import { ApiError } from '../http/api-error.js';
import type { IdentityProvider, IdentitySession } from './identity-provider.js';

/** A watcher link: read-only access to one miner account's monitoring (product §1, §6). */
export interface WatcherGrant {
  token: string;
  miner_id: string;
  sections: string[];
}

/** A read-only API key: reads one miner account as the policy's `apiKey` rows allow. */
export interface ApiKeyGrant {
  id: string;
  miner_id: string;
}

/** Who is asking: nobody, a signed-in user, the holder of a watcher token, or a monitoring tool with an API key. */
export type Actor =
  | { kind: 'anonymous' }
  | { kind: 'user'; identityId: string; session: IdentitySession }
  | { kind: 'watcher'; watcher: WatcherGrant }
  | { kind: 'api_key'; key: ApiKeyGrant };

export interface RequestContext {
  actor: Actor;
  /** The client's address as the server sees it (behind TRUST_PROXY), for notices such as "changed from …". */
  address?: string;
}

export type ContextResolver = (request: FastifyRequest) => Promise<RequestContext>;

/** How the resolver finds a watcher token's grant (the watchers repository). */
export type WatcherLookup = (token: string) => Promise<WatcherGrant | undefined>;
/** How the resolver finds an API key's grant (the API keys repository). */
export type ApiKeyLookup = (token: string) => Promise<ApiKeyGrant | undefined>;

/** The token of `Authorization: Bearer pool_ro_…`; other bearer tokens are identity session tokens. */
function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1]?.startsWith(apiKeyPrefix) ? match[1] : undefined;
}

/**
 * Resolves the actor. A request carrying the watcher header acts as that watcher, even
 * with a session cookie beside it (the watch area is read-only whoever opens it); a
 * wrong or revoked token is 404 (spec: "the watch area says so"). A request with an API
 * key (`Authorization: Bearer pool_ro_…`) acts as that key alone, whatever cookie comes
 * with it; an unknown or revoked key is 401. Otherwise the identity service's session
 * decides. An aal1 session of a user who has a second factor is refused at once (product
 * §8 session_aal2_required): the app then opens the second-factor dialog.
 */
export function createContextResolver(
  identity: IdentityProvider,
  watchers: WatcherLookup,
  apiKeys: ApiKeyLookup,
): ContextResolver {
  return async (request) => {
    const token = request.headers[watcherHeaderName.toLowerCase()];
    if (typeof token === 'string' && token !== '') {
      const watcher = await watchers(token);
      if (!watcher) throw ApiError.notFound('Unknown or revoked watcher link');
      return { actor: { kind: 'watcher', watcher } };
    }
    const apiKey = apiKeyOf(request);
    if (apiKey !== undefined) {
      const key = await apiKeys(apiKey);
      if (!key) throw new ApiError(401, 'unauthorized', 'Unknown or revoked API key');
      return { actor: { kind: 'api_key', key } };
    }
    const lookup = await identity.sessionFromRequest({ headers: request.headers, cookies: request.cookies });
    if (lookup.kind === 'aal2_required') {
      throw new ApiError(403, 'session_aal2_required', 'A second factor is required', undefined, {
        redirect_browser_to: lookup.redirectBrowserTo,
      });
    }
    if (lookup.kind === 'none' || !lookup.session.identity) return { actor: { kind: 'anonymous' } };
    return {
      actor: { kind: 'user', identityId: lookup.session.identity.id, session: lookup.session },
      address: request.ip,
    };
  };
}

/** 403 for a watcher link or an API key: they read, never write, and are nobody's identity. */
export function refuseReadOnly(actor: Actor): void {
  if (actor.kind === 'watcher') throw ApiError.accessDenied('Watcher links are read-only');
  if (actor.kind === 'api_key') throw ApiError.accessDenied('API keys are read-only');
}

/** The signed-in user; 401 without a session, 403 for a watcher or an API key (they never write). */
export function requireUser(ctx: RequestContext): Extract<Actor, { kind: 'user' }> {
  refuseReadOnly(ctx.actor);
  if (ctx.actor.kind !== 'user') throw new ApiError(401, 'unauthorized', 'Sign in first');
  return ctx.actor;
}
