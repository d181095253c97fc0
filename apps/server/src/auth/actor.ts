import type { FastifyRequest } from 'fastify';

/**
 * Who is asking. The identity issue adds signed-in users (identity, active permission)
 * and watchers (token); every service receives it and decides with the policy table.
 */
export type Actor = { kind: 'anonymous' };

export interface RequestContext {
  actor: Actor;
}

export function resolveContext(_request: FastifyRequest): RequestContext {
  return { actor: { kind: 'anonymous' } };
}
