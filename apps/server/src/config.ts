import path from 'node:path';
import { z } from 'zod';
import { defaultMoneySettings } from './modules/module-deps.js';
import type { ReferralTerms } from './modules/terms/index.js';
import { StartupError } from './startup-error.js';

const portSchema = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  PORT: portSchema.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  POOL_CONFIG_FILE: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[\d.:a-fA-F/, ]+)$/, 'must be true, false, a hop count or a list of proxy addresses')
    .default('false'),
  IDENTITY_URL: z.url({ protocol: /^https?$/ }).optional(),
  IDENTITY_ADMIN_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_FROM: z.string().min(3).default('Pool <no-reply@localhost>'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  ALLOWED_HOSTS: z
    .string()
    .regex(/^[\w.:\-[\], ]+$/, 'must be a comma-separated list of host names')
    .optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  POOL_ADMIN_EMAIL: z.email().optional(),
  DEMO_FLEET: z.enum(['0', '1']).default('1'),
  MFA_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(defaultMoneySettings.secondFactorMaxAgeSeconds),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(8).max(64).default(8),
  INGEST_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,256}$/, 'must be 32 to 256 printable characters')
    .optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,256}$/, 'must be 32 to 256 printable characters')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BITCOIN_NETWORK: z.enum(['mainnet', 'testnet', 'regtest']).default(defaultMoneySettings.network),
  BITCOIN_RPC_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYOUT_CONFIRMATIONS: z.coerce.number().int().min(1).max(100).default(defaultMoneySettings.payoutConfirmations),
  SIMULATED_BLOCK_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(defaultMoneySettings.simulatedBlockSeconds),
  PAYOUT_MIN_FEE_RATE: z.coerce.number().int().min(1).max(10_000).default(defaultMoneySettings.payoutFeeRate.min),
  PAYOUT_MAX_FEE_RATE: z.coerce.number().int().min(1).max(10_000).default(defaultMoneySettings.payoutFeeRate.max),
  PAYOUT_BUMP_AFTER_BLOCKS: z.coerce
    .number()
    .int()
    .min(1)
    .max(1008)
    .default(defaultMoneySettings.payoutBumpAfterBlocks),
  PRICE_SOURCE_URL: z.url({ protocol: /^https?$/ }).default(defaultMoneySettings.priceSourceUrl),
  JOBS: z.enum(['0', '1']).default('1'),
  REFERRAL_SHARE_PERCENT: z
    .string()
    .regex(/^(100|\d{1,2})(\.\d{1,2})?$/, 'must be a percent from 0 to 100 with at most two decimals')
    .refine((value) => Number(value) <= 100, 'must be at most 100')
    .default(defaultMoneySettings.referral.sharePercent),
  REFERRAL_DAYS: z.coerce.number().int().min(0).max(36_500).default(defaultMoneySettings.referral.days),
  NETWORK_STATS_URL: z.union([z.url({ protocol: /^https?$/ }), z.literal('off')]).default('https://mempool.space'),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d{1,20}:[\w-]{20,100}$/, 'must be a Bot API token such as 123456:ABC-DEF… (from @BotFather)')
    .optional(),
  TELEGRAM_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
  TELEGRAM_WEBHOOK: z.enum(['0', '1']).default('0'),
});

export interface ServerConfig {
  port: number;
  host: string;
  /** Set: use this PostgreSQL server. Unset: start the embedded one in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The pool settings file, re-read when it changes; undefined when none is configured. */
  poolConfigFile: string | undefined;
  /** The built SPA (apps/web/dist unless overridden). */
  webDistDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /**
   * Whom to believe about the client's address and scheme (X-Forwarded-*): nobody by
   * default, so a client cannot spoof its address past rate limits.
   */
  trustProxy: TrustProxy;
  /** An external Ory Kratos (public and admin API); unset: our identity service runs in-process. */
  identityUrl: string | undefined;
  identityAdminUrl: string | undefined;
  /** Where the courier sends e-mail; unset: an outbox table printed to the log. */
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** The public origin (https://pool.example); unset: taken from each request's (allowed) Host. */
  publicUrl: string | undefined;
  /** More host names requests may carry besides PUBLIC_URL's and loopback (ALLOWED_HOSTS). */
  allowedHosts: string[] | undefined;
  /**
   * Seed the demo pool and its users (with the README's published password) on an empty
   * database: by default only on the embedded one, never on DATABASE_URL's unless SEED_DEMO=1.
   */
  seedDemo: boolean;
  /** Why seedDemo is what it is, for the start log. */
  seedDemoReason: string;
  /** Made the platform's first owner while it has no owner or admin (POOL_ADMIN_EMAIL). */
  firstAdminEmail: string | undefined;
  /** With seedDemo: simulated rigs of the demo accounts send shares (8 days back, then live). */
  demoFleet: boolean;
  /** How recent a second factor must be for sensitive actions. */
  mfaMaxAgeSeconds: number;
  /** The shortest password the identity service accepts. */
  passwordMinLength: number;
  /** Bearer token of the share ingestion endpoint; unset: only the in-process demo fleet can send shares. */
  ingestToken: string | undefined;
  metricsToken: string | undefined;
  /** The network payout addresses must belong to. */
  bitcoinNetwork: 'mainnet' | 'testnet' | 'regtest';
  /** Bitcoin Core JSON-RPC (http://user:password@host:port/wallet/name); unset: the embedded simulated chain. */
  bitcoinRpcUrl: string | undefined;
  /** Confirmations after which a payout counts as completed. */
  payoutConfirmations: number;
  /** The simulated chain's block interval: one confirmation per interval after broadcast. */
  simulatedBlockSeconds: number;
  /** The fee rates (sat/vB) payout transactions may pay, bumps included. */
  payoutFeeRate: { min: number; max: number };
  /** Blocks a payout transaction waits unconfirmed before its fee is bumped. */
  payoutBumpAfterBlocks: number;
  /** The price source behind the exchange-rate proxy (Binance's /api/v3/ticker/price protocol). */
  priceSourceUrl: string;
  /** Run the durable job queue (rewards 09:00 UTC, payouts 14:00 UTC) in this process. */
  jobs: boolean;
  /** The explorer (mempool.space API) of the "network" reward-rate suggestion; null: none. */
  networkStatsUrl: string | null;
  /** A referrer's share of the pool fee on the accounts it referred, and for how many days. */
  referral: ReferralTerms;
  /** The Telegram bot's token; unset: no Telegram notifications on this pool. */
  telegramBotToken: string | undefined;
  /** The Bot API server the bot talks to (another one, such as a local Bot API server or the tests' fake). */
  telegramApiUrl: string;
  /** Telegram posts updates to PUBLIC_URL's webhook path instead of the bot long-polling. */
  telegramWebhook: boolean;
}

/** Fastify's trustProxy: all, none, a list of addresses, or a hop-count rule. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

const defaultWebDistDir = path.resolve(import.meta.dirname, '../../web/dist');

/** Reads the process-level configuration from the environment. */
export function loadServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    throw new StartupError(
      `Invalid configuration: ${describeIssues(parsed.error)}. Fix the environment variable and start again.`,
    );
  }
  const cfg = parsed.data;
  if (cfg.PAYOUT_MIN_FEE_RATE > cfg.PAYOUT_MAX_FEE_RATE) {
    throw new StartupError(
      `Invalid configuration: PAYOUT_MIN_FEE_RATE (${cfg.PAYOUT_MIN_FEE_RATE}) is above PAYOUT_MAX_FEE_RATE (${cfg.PAYOUT_MAX_FEE_RATE}). Fix the environment variable and start again.`,
    );
  }
  if (cfg.TELEGRAM_WEBHOOK === '1' && !cfg.PUBLIC_URL?.startsWith('https://')) {
    throw new StartupError(
      'Invalid configuration: TELEGRAM_WEBHOOK=1 needs PUBLIC_URL with https:// (Telegram posts updates there). Set PUBLIC_URL or TELEGRAM_WEBHOOK=0 and start again.',
    );
  }
  return {
    port: cfg.PORT,
    host: cfg.HOST,
    databaseUrl: cfg.DATABASE_URL,
    dataDir: path.resolve(cfg.DATA_DIR),
    poolConfigFile: cfg.POOL_CONFIG_FILE ? path.resolve(cfg.POOL_CONFIG_FILE) : undefined,
    webDistDir: cfg.WEB_DIST_DIR ? path.resolve(cfg.WEB_DIST_DIR) : defaultWebDistDir,
    logLevel: cfg.LOG_LEVEL,
    trustProxy: parseTrustProxy(cfg.TRUST_PROXY),
    identityUrl: cfg.IDENTITY_URL?.replace(/\/$/, ''),
    identityAdminUrl: cfg.IDENTITY_ADMIN_URL?.replace(/\/$/, ''),
    smtpUrl: cfg.SMTP_URL,
    smtpFrom: cfg.SMTP_FROM,
    publicUrl: cfg.PUBLIC_URL?.replace(/\/$/, ''),
    allowedHosts: cfg.ALLOWED_HOSTS?.split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    ...demoDecision(cfg),
    firstAdminEmail: cfg.POOL_ADMIN_EMAIL,
    demoFleet: cfg.DEMO_FLEET === '1',
    mfaMaxAgeSeconds: cfg.MFA_MAX_AGE_SECONDS,
    passwordMinLength: cfg.PASSWORD_MIN_LENGTH,
    ingestToken: cfg.INGEST_TOKEN,
    metricsToken: cfg.METRICS_TOKEN,
    bitcoinNetwork: cfg.BITCOIN_NETWORK,
    bitcoinRpcUrl: cfg.BITCOIN_RPC_URL,
    payoutConfirmations: cfg.PAYOUT_CONFIRMATIONS,
    simulatedBlockSeconds: cfg.SIMULATED_BLOCK_SECONDS,
    payoutFeeRate: { min: cfg.PAYOUT_MIN_FEE_RATE, max: cfg.PAYOUT_MAX_FEE_RATE },
    payoutBumpAfterBlocks: cfg.PAYOUT_BUMP_AFTER_BLOCKS,
    priceSourceUrl: cfg.PRICE_SOURCE_URL.replace(/\/$/, ''),
    jobs: cfg.JOBS === '1',
    networkStatsUrl: cfg.NETWORK_STATS_URL === 'off' ? null : cfg.NETWORK_STATS_URL.replace(/\/$/, ''),
    referral: { sharePercent: cfg.REFERRAL_SHARE_PERCENT, days: cfg.REFERRAL_DAYS },
    telegramBotToken: cfg.TELEGRAM_BOT_TOKEN,
    telegramApiUrl: cfg.TELEGRAM_API_URL.replace(/\/$/, ''),
    telegramWebhook: cfg.TELEGRAM_WEBHOOK === '1',
  };
}

/**
 * Whether to seed the demo, and why. Its users sign in with a password the README
 * publishes, so a database of its own (DATABASE_URL: production) gets them only when
 * the operator asks; the embedded database (a try-out on one machine) gets them unless
 * told not to.
 */
function demoDecision(cfg: Pick<z.infer<typeof envSchema>, 'SEED_DEMO' | 'DATABASE_URL' | 'IDENTITY_URL'>): {
  seedDemo: boolean;
  seedDemoReason: string;
} {
  const { SEED_DEMO: seedDemo, DATABASE_URL: databaseUrl } = cfg;
  if (cfg.IDENTITY_URL)
    return {
      seedDemo: false,
      seedDemoReason: 'IDENTITY_URL is set, and the demo makes its users in our own identity service',
    };
  if (seedDemo === '1') return { seedDemo: true, seedDemoReason: 'SEED_DEMO=1 asks for it' };
  if (seedDemo === '0') return { seedDemo: false, seedDemoReason: 'SEED_DEMO=0' };
  if (databaseUrl)
    return {
      seedDemo: false,
      seedDemoReason: 'DATABASE_URL is set, so no users with the published demo password; SEED_DEMO=1 adds them',
    };
  return { seedDemo: true, seedDemoReason: 'the embedded database (no DATABASE_URL); SEED_DEMO=0 turns it off' };
}

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** "PORT: Invalid input; DATA_DIR: …" — zod issues as one readable line. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}

/** An empty variable (`PORT=`) means "not set", as in most twelve-factor apps. */
function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]));
}
