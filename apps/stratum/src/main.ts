import { loadStratumConfig } from './config.js';
import { startStratum } from './start.js';

/** A stratum node on its own (`npm run start:stratum`): one of many in front of one API. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadStratumConfig(process.env);
  } catch (error) {
    console.error(`Start-up failed: ${(error as Error).message}`);
    process.exit(1);
  }
  const stratum = await startStratum(config, (level, message) => console[level](message));
  console.log(
    `Stratum listening on stratum+tcp://localhost:${stratum.port}, shares to ${config.apiUrl}, work from ${
      config.bitcoinRpcUrl ? 'Bitcoin Core' : 'the built-in chain'
    }; /metrics, /healthz and /readyz on port ${stratum.operations?.port}`,
  );
  const stop = (signal: string) => {
    console.log(`${signal} received, stopping…`);
    void stratum.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`Start-up failed: ${(error as Error).message}`);
  process.exit(1);
});
