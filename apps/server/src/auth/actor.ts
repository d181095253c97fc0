import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.js';
import type { IdentityProvider, IdentitySession } from './identity-provider.js';

/**
 * Who is asking. Watchers (a token for one miner account) join in the monitoring work;
 * every service receives the context and decides with the policy.
 */
export type Actor = { kind: 'anonymous' } | { kind: 'user'; identityId: string; session: IdentitySession };

export interface RequestContext {
  actor: Actor;
}

export type ContextResolver = (request: FastifyRequest) => Promise<RequestContext>;

/**
 * Resolves the actor from the identity service's session. An aal1 session of a user
 * who has a second factor is refused at once (spec §8 session_aal2_required): the app
 * then opens the second-factor dialog.
 */
export function createContextResolver(identity: IdentityProvider): ContextResolver {
  return async (request) => {
    const lookup = await identity.sessionFromRequest({ headers: request.headers, cookies: request.cookies });
    if (lookup.kind === 'aal2_required') {
      throw new ApiError(403, 'session_aal2_required', 'A second factor is required', undefined, {
        redirect_browser_to: lookup.redirectBrowserTo,
      });
    }
    if (lookup.kind === 'none' || !lookup.session.identity) return { actor: { kind: 'anonymous' } };
    return { actor: { kind: 'user', identityId: lookup.session.identity.id, session: lookup.session } };
  };
}

/** The signed-in user, or 401 unauthorized. */
export function requireUser(ctx: RequestContext): Extract<Actor, { kind: 'user' }> {
  if (ctx.actor.kind !== 'user') throw new ApiError(401, 'unauthorized', 'Sign in first');
  return ctx.actor;
}
