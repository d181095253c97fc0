import type { FastifyRequest } from 'fastify';
import { watcherHeaderName } from '@pool/contract';
import { ApiError } from '../http/api-error.js';
import type { IdentityProvider, IdentitySession } from './identity-provider.js';

/** A watcher link: read-only access to one miner account's monitoring (product §1, §6). */
export interface WatcherGrant {
  token: string;
  miner_id: string;
  sections: string[];
}

/** Who is asking: nobody, a signed-in user, or the holder of a watcher token. */
export type Actor =
  | { kind: 'anonymous' }
  | { kind: 'user'; identityId: string; session: IdentitySession }
  | { kind: 'watcher'; watcher: WatcherGrant };

export interface RequestContext {
  actor: Actor;
  /** The client's address as the server sees it (behind TRUST_PROXY), for notices such as "changed from …". */
  address?: string;
}

export type ContextResolver = (request: FastifyRequest) => Promise<RequestContext>;

/** How the resolver finds a watcher token's grant (the watchers repository). */
export type WatcherLookup = (token: string) => Promise<WatcherGrant | undefined>;

/**
 * Resolves the actor. A request carrying the watcher header acts as that watcher, even
 * with a session cookie beside it (the watch area is read-only whoever opens it); a
 * wrong or revoked token is 404 (spec: "the watch area says so"). Otherwise the identity
 * service's session decides. An aal1 session of a user who has a second factor is
 * refused at once (product §8 session_aal2_required): the app then opens the second-factor
 * dialog.
 */
export function createContextResolver(identity: IdentityProvider, watchers: WatcherLookup): ContextResolver {
  return async (request) => {
    const token = request.headers[watcherHeaderName.toLowerCase()];
    if (typeof token === 'string' && token !== '') {
      const watcher = await watchers(token);
      if (!watcher) throw ApiError.notFound('Unknown or revoked watcher link');
      return { actor: { kind: 'watcher', watcher } };
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

/** The signed-in user; 401 without a session, 403 for a watcher (watcher links never write). */
export function requireUser(ctx: RequestContext): Extract<Actor, { kind: 'user' }> {
  if (ctx.actor.kind === 'watcher') throw ApiError.accessDenied('Watcher links are read-only');
  if (ctx.actor.kind !== 'user') throw new ApiError(401, 'unauthorized', 'Sign in first');
  return ctx.actor;
}
