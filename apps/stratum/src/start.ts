import { AccountDirectory } from './accounts.js';
import { BitcoinCoreTemplates } from './bitcoin-core.js';
import type { StratumConfig } from './config.js';
import { ShareReporter, reportChainTip, reportFoundBlock } from './ingest-client.js';
import { StratumServer } from './server.js';
import { BuiltinChain, type TemplateSource } from './template-source.js';

export interface RunningStratum {
  server: StratumServer;
  reporter: ShareReporter;
  port: number;
  /** Stops accepting miners and sends what is buffered (for a few seconds at most). */
  stop(): Promise<void>;
}

type Log = (level: 'info' | 'warn' | 'error', message: string) => void;

/** Starts a stratum node: work source, TCP server, share batches to the API. */
export async function startStratum(config: StratumConfig, log: Log): Promise<RunningStratum> {
  const onError = (message: string) => log('warn', message);
  const source: TemplateSource = config.bitcoinRpcUrl
    ? new BitcoinCoreTemplates(config.bitcoinRpcUrl, {
        pollMs: config.pollMs,
        refreshMs: 30_000,
        onError: (error) => log('error', `getblocktemplate failed: ${error.message}`),
      })
    : new BuiltinChain(config.builtinChain);
  const api = { apiUrl: config.apiUrl, token: config.ingestToken, onError };
  const reporter = new ShareReporter(api);
  const accounts = new AccountDirectory(api);
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
      log,
    },
    config.settings,
  );
  const port = await server.listen();
  return {
    server,
    reporter,
    port,
    async stop() {
      await server.close();
      await reporter.drain(5000);
      reporter.stop();
    },
  };
}
