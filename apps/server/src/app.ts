import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  backendApiPath,
  backendBasePath,
  backendDocsPath,
  internalApiPath,
  type DashboardAccountKind,
} from '@pool/contract';
import type { TrustProxy } from './config.js';
import type { Db } from './db/database.js';
import {
  clientErrorReply,
  errorBody,
  frameworkErrorReply,
  registerErrorHandler,
  registerShutdownRefusal,
} from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { snakeCaseQueryKeys } from './http/query-keys.js';
import { registerXsrfProtection } from './http/xsrf.js';
import { registerNulByteGuard } from './http/nul-bytes.js';
import { accessLogRequest } from './http/access-log.js';
import { registerHostCheck } from './http/allowed-hosts.js';
import { serializerCompiler } from './http/serializer.js';
import { randomBytes } from 'node:crypto';
import { createContextResolver } from './auth/actor.js';
import { AccessPolicy } from './auth/policy.js';
import { systemClock, type Clock } from './clock.js';
import { defaultFreshSecondFactorSeconds } from './auth/second-factor.js';
import type { IdentityProvider } from './auth/identity-provider.js';
import { logMailer, type Mailer } from './mail/mailer.js';
import { toPageSettings, type PoolSettingsStore } from './settings/pool-settings.js';
import { AccountsRepository, PermissionsRepository, type AccountKind } from './modules/accounts/index.js';
import { promoCodesPlugin } from './modules/promocodes/index.js';
import { usersPlugin } from './modules/users/index.js';
import { customersPlugin } from './modules/customers/index.js';
import { exchangeRatesPlugin } from './modules/exchange-rates/index.js';
import { feesPlugin } from './modules/fees/index.js';
import { profilePlugin } from './modules/profile/index.js';
import { invitesPlugin } from './modules/invites/index.js';
import { minersPlugin } from './modules/miners/index.js';
import { miningReportPlugin } from './modules/mining-report/index.js';
import { blocksPlugin } from './modules/blocks/index.js';
import { chartsPlugin } from './modules/charts/index.js';
import { shareIngestPlugin } from './modules/share-ingestion/index.js';
import { workerListsPlugin } from './modules/worker-lists/index.js';
import { feeIncomePlugin } from './modules/fee-income/index.js';
import { navigationPlugin } from './modules/navigation/index.js';
import {
  Notifications,
  notificationsPlugin,
  type TelegramSettings,
  telegramWebhookPath,
} from './modules/notifications/index.js';
import { operatorsPlugin } from './modules/operators/index.js';
import { paymentsPlugin } from './modules/payments/index.js';
import { payoutsPlugin } from './modules/payouts/index.js';
import { poolsPlugin } from './modules/pools/index.js';
import { rewardsPlugin } from './modules/rewards/index.js';
import { unallocatedFundsPlugin } from './modules/unallocated-funds/index.js';
import { walletsPlugin } from './modules/wallets/index.js';
import { watchersPlugin, WatchersRepository } from './modules/watchers/index.js';
import { apiKeysPlugin, ApiKeysRepository } from './modules/api-keys/index.js';
import { accessPlugin } from './modules/access/index.js';
import { sharingPlugin } from './modules/sharing/index.js';
import { taxPlugin } from './modules/tax/index.js';
import { defaultMoneySettings, type ModuleDeps, type MoneySettings } from './modules/module-deps.js';
import { registerSpa, type SpaHandler } from './web/spa.js';
import { ServerMetrics } from './observability/metrics.js';
import { registerOperationsRoutes } from './observability/routes.js';

export interface AppDeps {
  db: Db;
  settings: PoolSettingsStore;
  /** How long a client may take to send a whole request (default 25 s). */
  requestTimeoutMs?: number;
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
  /** Host names requests may carry (hostAllowList); others get 400. Unset: any (tests). */
  allowedHosts?: readonly string[];
  /** Where the log goes (standard output unless a test reads it). */
  logStream?: { write(line: string): void };
  trustProxy?: TrustProxy;
  /** The time every rule runs on (product §9); the system clock unless a test controls it. */
  clock?: Clock;
  /**
   * The bearer token of the share ingestion endpoint. Without one a random token is
   * made, known only in-process (the demo fleet): nobody outside can send shares.
   */
  ingestToken?: string;
  /** Money settings (network, chain, price source); test defaults for what is left out. */
  money?: Partial<MoneySettings>;
  /** The Telegram bot (TELEGRAM_BOT_TOKEN, TELEGRAM_API_URL); unset: no Telegram on this pool. */
  telegram?: TelegramSettings;
  /** The origin links in e-mails and chats point at (PUBLIC_URL); http://localhost:8080 unless set. */
  publicUrl?: string;
  /** Bearer token for GET /metrics from other machines (METRICS_TOKEN); unset: this machine only. */
  metricsToken?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The share ingestion token; the in-process demo fleet reads it. */
    ingestToken: string;
    /** The notifications job (the job queue runs it) and the Telegram bot. */
    notifications: Notifications;
  }
}

const defaultRequestTimeoutMs = 25_000;

/** The policy's account kind of a backend path's segment (a dashboard cookie names the latter). */
const accountKindOfPath = { miners: 'miner', operators: 'operator', pools: 'pool' } as const satisfies Record<
  DashboardAccountKind,
  AccountKind
>;

/** Builds the whole server without listening, so tests can drive it with `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const requestTimeout = deps.requestTimeoutMs ?? defaultRequestTimeoutMs;
  const app = Fastify({
    logger: {
      level: deps.logLevel ?? 'info',
      serializers: { req: accessLogRequest },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: deps.trustProxy ?? false,
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorReply,
    return503OnClosing: false,
    // A client gets this long to send a whole request, body included; a trickled body is cut
    // off with 408. Node enforces it only with a headers timeout no longer than it, and checks
    // open requests every two seconds at most here (30 s by default).
    requestTimeout,
    http: { headersTimeout: requestTimeout, connectionsCheckingInterval: Math.min(2_000, requestTimeout) },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(app.log));

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  registerErrorHandler(app);
  registerShutdownRefusal(app);
  if (deps.allowedHosts) registerHostCheck(app, deps.allowedHosts);
  await registerSecurityHeaders(
    app,
    () => deps.settings.get().price_service_url,
    () => deps.settings.get().sentry_dsn,
  );
  await app.register(cookie);
  // Large answers (a thousand workers, 450 KB of JSON) are compressed in 64 KB steps: each
  // step of the stream is a round trip to the thread pool, a callback and a socket write
  // on the event loop, and with the default 16 KB steps those took most of its time.
  // Brotli at quality 1, not the plugin's 4: on that answer 1.0 ms of CPU against 3.5 ms,
  // for 6 % more bytes. A core busy compressing is one the database does not have, and
  // the app's own files are compressed once at build time, at the highest quality.
  const compressChunk = 64 * 1024;
  await app.register(compress, {
    threshold: 1024,
    zlibOptions: { chunkSize: compressChunk },
    brotliOptions: {
      chunkSize: compressChunk,
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 1,
      },
    },
  });
  registerXsrfProtection(app, backendBasePath);
  registerNulByteGuard(app, [backendBasePath, internalApiPath]);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Mining pool dashboard backend', version: '0.1' },
    },
    transform: jsonSchemaTransform,
  });

  const identity = typeof deps.identity === 'function' ? await deps.identity(app) : deps.identity;
  const watcherGrants = new WatchersRepository(deps.db);
  const apiKeyGrants = new ApiKeysRepository(deps.db);
  const clock = deps.clock ?? systemClock;
  const mailer = deps.mailer ?? logMailer((line) => app.log.info(line));
  const notifications = new Notifications({
    db: deps.db,
    clock,
    log: app.log,
    mailer,
    identity,
    telegram: deps.telegram,
    publicUrl: deps.publicUrl ?? 'http://localhost:8080',
  });
  app.decorate('notifications', notifications);
  // The bot polls while the server is up; a refused token only logs (the server keeps running).
  app.addHook('onReady', () => notifications.start());
  app.addHook('onClose', () => notifications.stop());
  const bot = notifications.bot;
  if (bot && deps.telegram?.webhookUrl) {
    app.post(telegramWebhookPath, { schema: { hide: true } }, (request, reply) => bot.handleWebhook(request, reply));
  }
  const modules: ModuleDeps = {
    db: deps.db,
    clock,
    policy: new AccessPolicy(
      new AccountsRepository(deps.db),
      new PermissionsRepository(deps.db),
      identity,
      deps.secondFactorMaxAgeSeconds ?? defaultFreshSecondFactorSeconds,
    ),
    context: createContextResolver(
      identity,
      (token) => watcherGrants.grant(token),
      (token) => apiKeyGrants.grant(token),
    ),
    identity,
    settings: {
      ...defaultMoneySettings,
      secondFactorMaxAgeSeconds: deps.secondFactorMaxAgeSeconds ?? defaultFreshSecondFactorSeconds,
      ...deps.money,
    },
    poolSettings: deps.settings,
    mailer,
    log: app.log,
    notifications,
  };
  const metrics = new ServerMetrics(deps.db, app.log);
  registerOperationsRoutes(app, { db: deps.db, metrics, metricsToken: deps.metricsToken });
  const ingestToken = deps.ingestToken ?? randomBytes(32).toString('base64url');
  app.decorate('ingestToken', ingestToken);
  await app.register(shareIngestPlugin, { ...modules, token: ingestToken, metrics });
  await app.register(
    async (api) => {
      api.addHook('preValidation', snakeCaseQueryKeys);
      for (const plugin of [
        poolsPlugin,
        profilePlugin,
        minersPlugin,
        operatorsPlugin,
        invitesPlugin,
        accessPlugin,
        watchersPlugin,
        apiKeysPlugin,
        navigationPlugin,
        notificationsPlugin,
        workerListsPlugin,
        chartsPlugin,
        blocksPlugin,
        paymentsPlugin,
        miningReportPlugin,
        feeIncomePlugin,
        walletsPlugin,
        exchangeRatesPlugin,
        rewardsPlugin,
        feesPlugin,
        payoutsPlugin,
        unallocatedFundsPlugin,
        customersPlugin,
        sharingPlugin,
        taxPlugin,
        promoCodesPlugin,
        usersPlugin,
      ]) {
        await api.register(plugin, modules);
      }
    },
    { prefix: backendApiPath },
  );

  app.get(backendDocsPath, { schema: { hide: true } }, () => app.swagger());

  let spa: SpaHandler | undefined;
  if (deps.webDistDir) {
    spa = await registerSpa(
      app,
      deps.webDistDir,
      () => toPageSettings(deps.settings.get()),
      () => ({
        available: deps.settings.get().available_languages,
        configDefault: deps.settings.get().default_language,
      }),
      async (request, named) => {
        const ctx = await modules.context(request).catch(() => null);
        if (!ctx) return null;
        const allowed = (need: 'monitoring' | 'payments') =>
          modules.policy.authorize(ctx, accountKindOfPath[named.kind], named.id, need).then(
            () => true,
            () => false,
          );
        if (!(await allowed('monitoring'))) return null;
        return { ...named, money: named.money && (await allowed('payments')) };
      },
    );
  }
  app.setNotFoundHandler((request, reply) => {
    if (spa?.isPageRequest(request)) return spa.sendIndex(request, reply);
    return reply.status(404).send(errorBody('not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
  });

  return app;
}
