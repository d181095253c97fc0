import type { AddressInfo } from 'node:net';
import { loadStratumConfig, startStratum, type RunningStratum } from '@pool/stratum';
import { TestMiner } from '../../../stratum/src/test/miner.js';
import type { TestApp } from './test-app.js';

/** A share takes a few hundred hashes, so tests mine for real in milliseconds. */
export const testShareDifficulty = 2 ** -24;

/**
 * A stratum node reporting to the test app (which starts listening on loopback) as
 * `npm start` runs one in the server's process: its metrics on the API's /metrics. `env`
 * is the node's environment (its chain); a scripted miner is connected and subscribed.
 */
export async function startTestStratum(
  testApp: TestApp,
  ingestToken: string,
  env: NodeJS.ProcessEnv,
): Promise<{ stratum: RunningStratum; miner: TestMiner }> {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const config = loadStratumConfig(env, {
    url: `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`,
    token: ingestToken,
  });
  const stratum = await startStratum(
    {
      ...config,
      settings: {
        ...config.settings,
        port: 0,
        host: '127.0.0.1',
        startDifficulty: testShareDifficulty,
        vardiff: { ...config.settings.vardiff, minDifficulty: testShareDifficulty },
      },
    },
    () => undefined,
    testApp.app.metrics.registry,
  );
  const miner = new TestMiner(stratum.port);
  await miner.ready;
  await miner.subscribe();
  return { stratum, miner };
}
