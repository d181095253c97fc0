import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { systemClock } from './clock.js';
import { startJobs } from './modules/jobs/index.js';
import { notifySignIn, telegramWebhookPath } from './modules/notifications/index.js';
import type { MoneySettings } from './modules/module-deps.js';
import { StatsRefresh, startStatsTicker } from './modules/stats-job/index.js';
import { identityBasePath } from '@pool/contract';
import { defaultUiPaths, registerIdentity, type IdentityService } from '@pool/identity';
import { ExternalKratos } from './auth/external-kratos.js';
import { loadServerConfig, type ServerConfig } from './config.js';
import { readDeployedVersion, startErrorReporting, stopErrorReporting } from './error-reporting/error-reporting.js';
import { assertReachable, createDb, createPool } from './db/database.js';
import { startEmbeddedPostgres, type RunningDatabase } from './db/embedded-postgres.js';
import { migrate } from './db/migrate.js';
import { smtpMailer } from './mail/mailer.js';
import { describeFirstAdmin, ensureFirstAdmin } from './seed/first-admin.js';
import { PoolSettingsStore } from './settings/pool-settings.js';
import { hostAllowList, listensOnLoopbackOnly } from './http/allowed-hosts.js';
import { StartupError } from './startup-error.js';
import { loadStratumConfig, startStratum } from '@pool/stratum';

/** Fails early, before PostgreSQL starts, when the port is taken. */
async function assertPortFree(config: ServerConfig): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(portError(config, error)));
    probe.listen(config.port, config.host, () => probe.close(() => resolve()));
  });
}

function portError(config: ServerConfig, error: NodeJS.ErrnoException): Error {
  if (error.code === 'EADDRINUSE') {
    return new StartupError(
      `Port ${config.port} is already in use. Stop the other process or set PORT to a free port.`,
    );
  }
  if (error.code === 'EACCES') {
    return new StartupError(`Port ${config.port} needs more privileges. Set PORT to a port above 1023.`);
  }
  return new StartupError(
    `Cannot listen on ${config.host}:${config.port} (${error.code ?? error.message}). Check HOST and PORT.`,
  );
}

async function main(): Promise<void> {
  const cleanup: Array<() => Promise<unknown>> = [];
  const runCleanup = async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
    cleanup.length = 0;
  };

  let app: FastifyInstance | undefined;
  try {
    const config = loadServerConfig(process.env);
    // The demo's code (its seed, the simulated fleet, the replayed month) loads only when it is on.
    const demo = config.seedDemo ? await import('./modules/demo/index.js') : undefined;
    const settings = new PoolSettingsStore(
      config.poolConfigFile,
      process.env,
      (message) => (app ? app.log.error(message) : console.error(message)),
      demo?.demoPoolSettings ?? {},
    );
    await assertPortFree(config);
    const { sentry_dsn: sentryDsn, sentry_environment: sentryEnvironment } = settings.get();
    if (sentryDsn) {
      // Before the app is built: the SDK hooks each Fastify instance as it is created.
      startErrorReporting({
        dsn: sentryDsn,
        environment: sentryEnvironment,
        release: readDeployedVersion(config.webDistDir),
      });
      cleanup.push(() => stopErrorReporting());
    }

    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      const embedded: RunningDatabase = await startEmbeddedPostgres(config.dataDir, () => undefined);
      cleanup.push(() => embedded.stop());
      // Where the data is when it is not in DATA_DIR (root with a checkout in a private home).
      for (const notice of embedded.notices) console.log(notice);
      databaseUrl = embedded.url;
    }
    const pool = createPool(databaseUrl);
    cleanup.push(() => pool.end());
    await assertReachable(pool, config.databaseUrl ? 'DATABASE_URL' : 'embedded');
    await migrate(pool);

    const db = createDb(pool);
    const moneySettings: MoneySettings = {
      network: config.bitcoinNetwork,
      bitcoinRpcUrl: config.bitcoinRpcUrl,
      payoutConfirmations: config.payoutConfirmations,
      simulatedBlockSeconds: config.simulatedBlockSeconds,
      payoutFeeRate: config.payoutFeeRate,
      payoutBumpAfterBlocks: config.payoutBumpAfterBlocks,
      priceSourceUrl: config.priceSourceUrl,
      secondFactorMaxAgeSeconds: config.mfaMaxAgeSeconds,
      networkStatsUrl: config.networkStatsUrl,
      referral: config.referral,
    };
    let ownIdentity: IdentityService | undefined;
    const externalIdentity = config.identityUrl
      ? new ExternalKratos({ publicUrl: config.identityUrl, adminUrl: config.identityAdminUrl })
      : undefined;
    app = await buildApp({
      db,
      identity:
        externalIdentity ??
        (async (host) => {
          ownIdentity = await registerIdentity(host, {
            prefix: identityBasePath,
            pool,
            publicUrl: config.publicUrl && `${config.publicUrl}${identityBasePath}`,
            uiUrl: config.publicUrl,
            smtpUrl: config.smtpUrl,
            courierFrom: config.smtpFrom,
            passwordMinLength: config.passwordMinLength,
            onSignIn: (signIn) => notifySignIn(db, signIn),
            logger: host.log,
          });
          return ownIdentity;
        }),
      mailer: config.smtpUrl ? smtpMailer(config.smtpUrl, config.smtpFrom) : undefined,
      secondFactorMaxAgeSeconds: config.mfaMaxAgeSeconds,
      settings,
      webDistDir: config.webDistDir,
      logLevel: config.logLevel,
      allowedHosts: hostAllowList({
        publicUrl: config.publicUrl,
        allowedHosts: config.allowedHosts,
        listenHost: config.host,
      }),
      trustProxy: config.trustProxy,
      ingestToken: config.ingestToken,
      metricsToken: config.metricsToken,
      money: moneySettings,
      telegram: config.telegramBotToken
        ? {
            token: config.telegramBotToken,
            apiUrl: config.telegramApiUrl,
            ...(config.telegramWebhook ? { webhookUrl: `${config.publicUrl}${telegramWebhookPath}` } : {}),
          }
        : undefined,
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    });
    cleanup.push(() => app!.close());
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      throw portError(config, error as NodeJS.ErrnoException);
    }
    let stratumPort: number | undefined;
    if (process.env.STRATUM !== '0') {
      // Miners connect here; shares reach this process's ingestion endpoint like any stratum node's.
      const listening = app.server.address() as net.AddressInfo;
      const apiHost = ['0.0.0.0', '::'].includes(listening.address) ? '127.0.0.1' : listening.address;
      const apiUrl = `http://${apiHost.includes(':') ? `[${apiHost}]` : apiHost}:${listening.port}`;
      const stratum = await startStratum(
        loadStratumConfig(process.env, { url: apiUrl, token: app.ingestToken }),
        (level, message) => app!.log[level](message),
        app.metrics.registry,
      ).catch((error: Error) => {
        throw new StartupError(
          `Stratum could not start (${error.message}). Set STRATUM_PORT, or STRATUM=0 to turn it off.`,
        );
      });
      cleanup.push(() => stratum.stop());
      stratumPort = stratum.port;
      for (const [name, check] of Object.entries(stratum.readinessChecks)) {
        app.readinessChecks.set(`stratum_${name}`, check);
      }
    }
    const ticker = startStatsTicker(new StatsRefresh(db, systemClock), app.log, app.metrics);
    cleanup.push(() => ticker.stop());
    app.readinessChecks.set('stats_job', ticker.readiness);
    if (config.jobs) {
      // Rewards at 09:00 UTC, payouts at 14:00 UTC and their follow-ups, from a durable queue.
      const jobs = await startJobs({
        db,
        pool,
        clock: systemClock,
        settings: moneySettings,
        log: app.log,
        notifications: app.notifications,
        metrics: app.metrics,
      });
      cleanup.push(() => jobs.stop());
      app.readinessChecks.set('jobs', jobs.readiness);
    }
    const port = (app.server.address() as net.AddressInfo).port;
    console.log(`Demo pool: ${config.seedDemo ? 'on' : 'off'} (${config.seedDemoReason}).`);
    if (demo && ownIdentity && (await demo.seedDemo(db, ownIdentity))) {
      console.log(`Demo pool seeded. Sign in as ${demo.demoEmails.join(', ')} with the password ${demo.demoPassword}`);
    }
    // Without the demo, the way in for the pool's first operator (POOL_ADMIN_EMAIL).
    const own = ownIdentity;
    const firstAdmin = describeFirstAdmin(
      await ensureFirstAdmin({
        db,
        identity: externalIdentity ?? own!,
        createIdentity: own && ((input) => own.createIdentity(input)),
        email: config.firstAdminEmail,
      }),
      `${config.publicUrl ?? `http://localhost:${port}`}${defaultUiPaths.recovery}`,
    );
    if (firstAdmin) console.log(firstAdmin);
    if (demo && config.demoFleet && ownIdentity) {
      // Fills the demo accounts' charts in the background; the server is already serving.
      const fleet = await demo.startDemoFleet({ app, db, log: app.log });
      cleanup.push(() => fleet.stop());
      // The figures would otherwise show the history only at the next minute. Then a
      // month of rewards and payouts, made by the real jobs from that hashrate.
      void fleet.backfilled
        .then(() => ticker.runNow())
        .then(() => demo.seedDemoMoney({ db, clock: systemClock, settings: moneySettings, log: app!.log }))
        .then((seeded) => seeded && app!.log.info('demo money: a month of rewards and payouts replayed'))
        .catch((error: unknown) => app!.log.error({ err: error }, 'demo money could not be seeded'));
    }
    // Before "ready": whoever reads that line may stop the server at once, and gets a clean stop.
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      console.log(`${signal} received, stopping…`);
      void runCleanup().then(() => process.exit(0));
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGHUP', () => stop('SIGHUP'));
    console.log(`Pool dashboard ready at http://localhost:${port}`);
    if (!config.publicUrl && !config.allowedHosts && !listensOnLoopbackOnly(config.host)) {
      console.warn(
        "Warning: PUBLIC_URL and ALLOWED_HOSTS are unset, so only this machine's own addresses are served " +
          'and links are built from them. Set PUBLIC_URL (https://pool.example) before users reach it by a name.',
      );
    }
    if (stratumPort !== undefined) console.log(`Stratum listening on stratum+tcp://localhost:${stratumPort}`);
  } catch (error) {
    await runCleanup();
    if (error instanceof StartupError) {
      console.error(`Start-up failed: ${error.message}`);
    } else {
      console.error(`Start-up failed: ${(error as Error).message ?? String(error)}`);
    }
    process.exit(1);
  }
}

void main();
