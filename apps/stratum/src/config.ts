import { parseBitcoinAddress } from '@pool/bitcoin';
import { defaultStratumSettings, type StratumSettings } from './server.js';
import { defaultVardiffSettings } from './vardiff.js';

export interface StratumConfig {
  settings: StratumSettings;
  /** The API the shares go to (its origin). */
  apiUrl: string;
  ingestToken: string;
  /** Where share batches wait on disk while the API is away; unset: in memory only. */
  spoolDirectory: string | undefined;
  bitcoinRpcUrl: string | undefined;
  /** The coinbase's output script; OP_TRUE on the built-in chain without an address. */
  payoutScript: Buffer;
  builtinChain: { difficulty: number; blockSeconds: number; blockReward: number };
  pollMs: number;
  /** Where a node on its own serves GET /metrics, /healthz and /readyz. */
  operations: { host: string; port: number };
  /** Bearer token for /metrics from other machines; unset: loopback only. */
  metricsToken: string | undefined;
}

/** Anyone can spend it: fine for the built-in chain, whose coins are not real. */
const anyoneCanSpend = Buffer.from([0x51]);

/**
 * The output script the coinbase pays the pool with. An address that does not read stops
 * the start, so a typo in POOL_PAYOUT_ADDRESS never mines to nowhere.
 */
function payoutScript(address: string | undefined): Buffer {
  if (address === undefined) return anyoneCanSpend;
  const parsed = parseBitcoinAddress(address);
  if (!parsed) throw new Error(`POOL_PAYOUT_ADDRESS is not a bitcoin address: ${address}`);
  return parsed.outputScript;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${text}"`);
  return value;
}

/** A TCP port; 0 takes any free one (tests, several servers on one machine). */
function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  const value = text === undefined || text === '' ? fallback : Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
}

function metricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && !/^[\x21-\x7e]{32,256}$/.test(token)) {
    throw new Error('METRICS_TOKEN must be 32 to 256 printable characters');
  }
  return token;
}

/**
 * The stratum node's settings from the environment. `api` is given when the node runs
 * inside the web server's process (its URL and in-process token).
 */
export function loadStratumConfig(env: NodeJS.ProcessEnv, api?: { url: string; token: string }): StratumConfig {
  const apiUrl = api?.url ?? env.INGEST_URL;
  const ingestToken = api?.token ?? env.INGEST_TOKEN;
  if (!apiUrl || !ingestToken) {
    throw new Error('INGEST_URL (the API origin, e.g. http://api:3000) and INGEST_TOKEN are required');
  }
  const bitcoinRpcUrl = env.BITCOIN_RPC_URL || undefined;
  const address = env.POOL_PAYOUT_ADDRESS || undefined;
  if (bitcoinRpcUrl && !address) throw new Error('POOL_PAYOUT_ADDRESS is required with BITCOIN_RPC_URL');
  const minDifficulty = positive(env, 'STRATUM_MIN_DIFFICULTY', defaultVardiffSettings.minDifficulty);
  return {
    settings: {
      ...defaultStratumSettings,
      port: port(env, 'STRATUM_PORT', defaultStratumSettings.port),
      host: env.STRATUM_HOST || defaultStratumSettings.host,
      startDifficulty: positive(env, 'STRATUM_START_DIFFICULTY', defaultStratumSettings.startDifficulty),
      vardiff: {
        ...defaultVardiffSettings,
        targetSeconds: positive(env, 'STRATUM_SHARE_SECONDS', defaultVardiffSettings.targetSeconds),
        minDifficulty,
        maxDifficulty: positive(env, 'STRATUM_MAX_DIFFICULTY', defaultVardiffSettings.maxDifficulty),
      },
      maxConnectionsPerAddress: positive(
        env,
        'STRATUM_MAX_CONNECTIONS_PER_ADDRESS',
        defaultStratumSettings.maxConnectionsPerAddress,
      ),
    },
    apiUrl,
    ingestToken,
    spoolDirectory: env.STRATUM_SPOOL_DIR || undefined,
    bitcoinRpcUrl,
    payoutScript: payoutScript(address),
    builtinChain: {
      difficulty: positive(env, 'STRATUM_NETWORK_DIFFICULTY', 1024),
      blockSeconds: positive(env, 'STRATUM_BLOCK_SECONDS', 600),
      blockReward: 312_500_000,
    },
    pollMs: positive(env, 'STRATUM_POLL_MS', 2000),
    operations: {
      host: env.STRATUM_METRICS_HOST || '0.0.0.0',
      port: port(env, 'STRATUM_METRICS_PORT', 9333),
    },
    metricsToken: metricsToken(env),
  };
}
