import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Core } from './core.js';
import { createCourier } from './courier.js';
import { identityRoutes } from './http/routes.js';
import { createIdentityDb } from './repository/database.js';
import { housekeeping } from './repository/housekeeping.js';
import { resolveOptions, type IdentityOptions } from './options.js';
import { createService, type IdentityService } from './service.js';
import { createPasswordPolicy } from './strategies/password-policy.js';

/** SQL migrations of the identity service; the server applies them before its own. */
export const identityMigrationsDir = path.resolve(import.meta.dirname, '../migrations');

export type { IdentityLogger, IdentityOptions, SignIn, UiPaths } from './options.js';
export type {
  AdminIdentity,
  AdminSession,
  CourierMessageView,
  CredentialMap,
  Identity,
  IdentityService,
  Session,
  SessionLookup,
} from './service.js';
export type { Traits } from './repository/identities.js';
export { sessionCookieName } from './http/cookies.js';
export { defaultUiPaths } from './options.js';

/**
 * Mounts the Ory Kratos public API (self-service flows, sessions, logout) under `options.prefix`
 * (e.g. `/api/identity`) and returns the service the host uses to read sessions and manage
 * identities.
 *
 * ```ts
 * await app.register(fastifyCookie);
 * const identity = await registerIdentity(app, { prefix: '/api/identity', pool, logger });
 * const lookup = await identity.sessionFromRequest(request);
 * ```
 *
 * Register it after @fastify/cookie (it also reads the Cookie header itself when absent). The
 * routes live in their own encapsulated plugin: their content-type parser (form posts), error
 * handler (Kratos JSON errors) and CORS hook do not touch the host's routes.
 *
 * For tests and e2e: `identity.latestCourierMessage(email)` returns the newest outbox message
 * (recovery / verification) with its 6-digit `code`. Without `smtpUrl`, messages are also
 * written to `logger.info`.
 */
export async function registerIdentity(
  app: FastifyInstance,
  options: IdentityOptions & { prefix: string },
): Promise<IdentityService> {
  const resolved = resolveOptions(options);
  const db = createIdentityDb(resolved.pool);
  const core: Core = {
    db,
    options: resolved,
    prefix: options.prefix.replace(/\/+$/, ''),
    courier: createCourier({
      db,
      smtpUrl: resolved.smtpUrl,
      from: resolved.courierFrom,
      logger: resolved.logger,
      now: resolved.clock,
    }),
    passwordPolicy: createPasswordPolicy(resolved.passwordMinLength),
    now: resolved.clock,
    housekeeping: housekeeping(db, resolved.clock, (error) =>
      resolved.logger.warn(`identity: deleting expired rows failed: ${error.message}`),
    ),
  };
  await app.register(async (scope) => identityRoutes(scope, core), { prefix: core.prefix });
  app.addHook('onClose', async () => core.courier.drain());
  return createService(core);
}
