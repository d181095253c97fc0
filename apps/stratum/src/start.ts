import { Gauge, type Registry } from 'prom-client';
import { healthPath } from '@pool/contract';
import { AccountDirectory } from './accounts.js';
import { BitcoinCoreTemplates } from './bitcoin-core.js';
import type { StratumConfig } from './config.js';
import { ShareReporter, reportChainTip, reportFoundBlock } from './ingest-client.js';
import {
  createMetricsRegistry,
  createStratumMetrics,
  serveOperations,
  type OperationsServer,
  type ReadinessCheck,
} from './observability.js';
import { StratumServer } from './server.js';
import { BuiltinChain, type TemplateSource } from './template-source.js';

export interface RunningStratum {
  server: StratumServer;
  reporter: ShareReporter;
  port: number;
  /** What GET /readyz checks: work to hand out, and an API that takes the shares. */
  readinessChecks: Record<string, ReadinessCheck>;
  /** The node's own /metrics, /healthz and /readyz listener (absent inside the API's process). */
  operations: OperationsServer | undefined;
  /** Stops accepting miners, asks those connected to reconnect elsewhere, then sends what is buffered (for a few seconds at most). */
  stop(): Promise<void>;
}

type Log = (level: 'info' | 'warn' | 'error', message: string) => void;

/**
 * Starts a stratum node: work source, TCP server, share batches to the API. Its metrics go
 * to `registry` when it runs inside the API's process (the API serves them); on its own it
 * serves them, with its health and readiness, on `config.operations`.
 */
export async function startStratum(config: StratumConfig, log: Log, registry?: Registry): Promise<RunningStratum> {
  const onError = (message: string) => log('warn', message);
  const source: TemplateSource = config.bitcoinRpcUrl
    ? new BitcoinCoreTemplates(config.bitcoinRpcUrl, {
        pollMs: config.pollMs,
        refreshMs: 30_000,
        onError: (error) => log('error', `getblocktemplate failed: ${error.message}`),
      })
    : new BuiltinChain(config.builtinChain);
  const api = { apiUrl: config.apiUrl, token: config.ingestToken, onError };
  const reporter = new ShareReporter({ ...api, spoolDirectory: config.spoolDirectory });
  const accounts = new AccountDirectory(api);
  const metricsRegistry = registry ?? createMetricsRegistry();
  const metrics = createStratumMetrics(metricsRegistry);
  const server = new StratumServer(
    {
      source,
      payoutScript: config.payoutScript,
      accountExists: (account) => accounts.exists(account),
      onShare: (share) => reporter.report(share),
      onBlock: (block) => {
        const { rejectReason, ...found } = block;
        void reportFoundBlock(api, { ...found, ...(rejectReason ? { reject_reason: rejectReason } : {}) });
      },
      onTip: (height) => void reportChainTip(api, height),
      metrics,
      log,
    },
    config.settings,
  );
  new Gauge({
    name: 'pool_stratum_pending_shares',
    help: 'Shares this stratum node holds for the API (not yet taken by it)',
    registers: [metricsRegistry],
    collect() {
      this.set(reporter.pendingShares);
    },
  });
  const port = await server.listen();
  const readinessChecks: Record<string, ReadinessCheck> = {
    work: async () => (server.hasWork ? undefined : 'no block template yet'),
    ingestion: async () => {
      if (reporter.failingSince) {
        return `share ingestion failing since ${reporter.failingSince.toISOString()}; shares held: ${reporter.pendingShares}`;
      }
      const response = await fetch(new URL(healthPath, config.apiUrl), { signal: AbortSignal.timeout(3000) });
      await response.arrayBuffer();
      return response.ok ? undefined : `the API answered HTTP ${response.status}`;
    },
  };
  const operations = registry
    ? undefined
    : await serveOperations({
        ...config.operations,
        registry: metricsRegistry,
        token: config.metricsToken,
        checks: readinessChecks,
      }).catch(async (error: Error) => {
        await server.close();
        reporter.stop();
        throw new Error(`metrics listener on port ${config.operations.port}: ${error.message}`);
      });
  return {
    server,
    reporter,
    port,
    readinessChecks,
    operations,
    async stop() {
      await operations?.close();
      await server.close();
      await reporter.drain(5000);
      reporter.stop();
    },
  };
}
