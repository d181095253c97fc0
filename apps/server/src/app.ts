import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { backendApiPath, backendBasePath, backendDocsPath } from '@pool/contract';
import type { TrustProxy } from './config.js';
import type { Db } from './db/database.js';
import { errorBody, registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { snakeCaseQueryKeys } from './http/query-keys.js';
import { registerXsrfProtection } from './http/xsrf.js';
import { randomBytes } from 'node:crypto';
import { createContextResolver } from './auth/actor.js';
import { AccessPolicy } from './auth/policy.js';
import { systemClock, type Clock } from './clock.js';
import { defaultFreshSecondFactorSeconds } from './auth/second-factor.js';
import type { IdentityProvider } from './auth/identity-provider.js';
import { AccountsRepository } from './modules/accounts/repository.js';
import { PermissionsRepository } from './modules/identity/permissions-repository.js';
import { IngestRepository } from './modules/monitoring/ingest-repository.js';
import { shareIngestRoutes } from './modules/monitoring/ingest-routes.js';
import { ShareIngestService } from './modules/monitoring/ingest-service.js';
import { MonitoringRepository } from './modules/monitoring/repository.js';
import { monitoringRoutes } from './modules/monitoring/routes.js';
import { MonitoringService } from './modules/monitoring/service.js';
import { WatchersRepository } from './modules/watchers/repository.js';
import { watchersRoutes } from './modules/watchers/routes.js';
import { WatchersService } from './modules/watchers/service.js';
import { identityRoutes } from './modules/identity/routes.js';
import { IdentityService } from './modules/identity/service.js';
import { InvitesRepository } from './modules/invites/repository.js';
import { invitesRoutes } from './modules/invites/routes.js';
import { InvitesService } from './modules/invites/service.js';
import { logMailer, type Mailer } from './mail/mailer.js';
import { RemovalRequestsRepository } from './modules/miners/removal.js';
import { MinersRepository } from './modules/miners/repository.js';
import { minersRoutes } from './modules/miners/routes.js';
import { MinersService } from './modules/miners/service.js';
import { OperatorsRepository } from './modules/operators/repository.js';
import { operatorsRoutes } from './modules/operators/routes.js';
import { OperatorsService } from './modules/operators/service.js';
import { PoolsRepository } from './modules/pools/repository.js';
import { poolsRoutes } from './modules/pools/routes.js';
import { PoolsService } from './modules/pools/service.js';
import { defaultMoneySettings, type MoneyModuleDeps, type MoneySettings } from './modules/money-deps.js';
import { exchangeRatesPlugin } from './modules/exchange-rates/plugin.js';
import { feesPlugin } from './modules/fees/plugin.js';
import { paymentsPlugin } from './modules/payments/plugin.js';
import { payoutsPlugin } from './modules/payouts/plugin.js';
import { rewardsPlugin } from './modules/rewards/plugin.js';
import { walletsPlugin } from './modules/wallets/plugin.js';
import { toPageSettings, type PoolSettingsStore } from './settings/pool-settings.js';
import { registerSpa, type SpaHandler } from './web/spa.js';

export interface AppDeps {
  db: Db;
  settings: PoolSettingsStore;
  /** Sees every route as it is registered (the contract-operations test reads their schemas). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Sessions and identities: a provider (an external Ory Kratos, tests), or a function
   * that mounts our identity service on the app and returns it.
   */
  identity: IdentityProvider | ((app: FastifyInstance) => Promise<IdentityProvider>);
  /** E-mail to users; defaults to the log. */
  mailer?: Mailer;
  /** How recent a second factor must be for sensitive actions (default 300 s). */
  secondFactorMaxAgeSeconds?: number;
  /** The built SPA; omitted in API-only tests. */
  webDistDir?: string;
  logLevel?: string;
  trustProxy?: TrustProxy;
  /** The time every rule runs on (spec §9); the system clock unless a test controls it. */
  clock?: Clock;
  /**
   * The bearer token of the share ingestion endpoint. Without one a random token is
   * made, known only in-process (the demo fleet): nobody outside can send shares.
   */
  ingestToken?: string;
  /** Money settings (network, chain, price source); test defaults for what is left out. */
  money?: Partial<MoneySettings>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The share ingestion token; the in-process demo fleet reads it. */
    ingestToken: string;
  }
}

/** Builds the whole server without listening, so tests can drive it with `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.logLevel ?? 'info' },
    trustProxy: deps.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  registerErrorHandler(app);
  await registerSecurityHeaders(
    app,
    () => deps.settings.get().price_service_url,
    () => deps.settings.get().sentry_dsn,
  );
  await app.register(cookie);
  await app.register(compress, { threshold: 1024 });
  registerXsrfProtection(app, backendBasePath);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Mining pool dashboard backend', version: '0.1' },
    },
    transform: jsonSchemaTransform,
  });

  const identity = typeof deps.identity === 'function' ? await deps.identity(app) : deps.identity;
  const clock = deps.clock ?? systemClock;
  const watchersRepository = new WatchersRepository(deps.db);
  const context = createContextResolver(identity, (token) => watchersRepository.grant(token));
  const poolsRepository = new PoolsRepository(deps.db);
  const permissions = new PermissionsRepository(deps.db);
  const policy = new AccessPolicy(new AccountsRepository(deps.db), permissions);
  const services = {
    pools: new PoolsService(poolsRepository, deps.settings),
    identity: new IdentityService(identity, permissions),
    miners: new MinersService(
      new MinersRepository(deps.db),
      permissions,
      poolsRepository,
      new RemovalRequestsRepository(deps.db),
      identity,
      deps.mailer ?? logMailer((line) => app.log.info(line)),
      deps.secondFactorMaxAgeSeconds ?? defaultFreshSecondFactorSeconds,
    ),
    operators: new OperatorsService(new OperatorsRepository(deps.db)),
    invites: new InvitesService(new InvitesRepository(deps.db), permissions, identity),
    monitoring: new MonitoringService(new MonitoringRepository(deps.db), policy, clock),
    watchers: new WatchersService(watchersRepository, permissions, policy),
    ingest: new ShareIngestService(new IngestRepository(deps.db), clock),
  };
  const ingestToken = deps.ingestToken ?? randomBytes(32).toString('base64url');
  app.decorate('ingestToken', ingestToken);
  await app.register(shareIngestRoutes, { service: services.ingest, token: ingestToken });
  await app.register(
    async (api) => {
      api.addHook('preValidation', snakeCaseQueryKeys);
      await api.register(poolsRoutes, { service: services.pools });
      await api.register(identityRoutes, { service: services.identity, context });
      await api.register(minersRoutes, { service: services.miners, context });
      await api.register(operatorsRoutes, { service: services.operators });
      await api.register(invitesRoutes, { service: services.invites, context });
      await api.register(watchersRoutes, { service: services.watchers, context });
      await api.register(monitoringRoutes, { service: services.monitoring, context });
      const money: MoneyModuleDeps = {
        db: deps.db,
        clock,
        policy,
        context,
        identity,
        settings: {
          ...defaultMoneySettings,
          secondFactorMaxAgeSeconds: deps.secondFactorMaxAgeSeconds ?? defaultFreshSecondFactorSeconds,
          ...deps.money,
        },
        log: app.log,
      };
      for (const plugin of [
        paymentsPlugin,
        walletsPlugin,
        exchangeRatesPlugin,
        rewardsPlugin,
        feesPlugin,
        payoutsPlugin,
      ]) {
        await api.register(plugin, money);
      }
    },
    { prefix: backendApiPath },
  );

  app.get(backendDocsPath, { schema: { hide: true } }, () => app.swagger());

  let spa: SpaHandler | undefined;
  if (deps.webDistDir) {
    spa = await registerSpa(app, deps.webDistDir, () => toPageSettings(deps.settings.get()));
  }
  app.setNotFoundHandler((request, reply) => {
    if (spa?.isPageRequest(request)) return spa.sendIndex(request, reply);
    return reply.status(404).send(errorBody('not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
  });

  return app;
}
