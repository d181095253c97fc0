import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { FakeBotApi } from '../../apps/server/src/test/fake-bot-api.js';
import { ensureCjkFont, findBrowser } from './browser.js';
import { startPriceServer } from './price-server.js';
import { builtServerArgs } from '../../apps/server/src/node-flags.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    browserPath: string;
    settingsFile: string;
    webDir: string;
    serverLogFile: string;
    priceServiceUrl: string;
    /** The stratum node `npm start` runs beside the server (STRATUM_PORT=0: any free port). */
    stratumPort: number;
    /** The loopback Telegram Bot API the server's bot talks to (POST /control/say to write to it). */
    botApiUrl: string;
    /** The server's INGEST_TOKEN: what a stratum node reports shares and found blocks with. */
    ingestToken: string;
    /** The UTC day the server started on, which the demo's dates count from (YYYY-MM-DD). */
    serverStartDay: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const ingestToken = 'e2e-ingest-token-0123456789abcdef0123456789';

/**
 * Starts the real server (built, as `npm start` runs it) on a throw-away DATA_DIR with
 * its embedded PostgreSQL, a pool settings file the tests may rewrite, and a copy of
 * the built SPA the tests may "deploy" over.
 */
export default async function setup(project: TestProject) {
  const browserPath = findBrowser();
  ensureCjkFont();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-e2e-'));
  fs.chmodSync(scratch, 0o755);
  const webDir = path.join(scratch, 'web');
  fs.cpSync(path.join(root, 'apps/web/dist'), webDir, { recursive: true });
  const settingsFile = path.join(scratch, 'pool.json');
  fs.writeFileSync(settingsFile, '{}');

  const prices = await startPriceServer();
  const botApi = new FakeBotApi('4242:e2e-bot-token-aaaaaaaaaaaaaaaaaa', 'pool_e2e_bot');
  await botApi.start();
  // The app asks the public price service first (Coinbase protocol); the proxy's source
  // (Binance protocol) is the same loopback server.
  fs.writeFileSync(settingsFile, JSON.stringify({ price_service_url: prices.url }));

  const serverStartDay = new Date().toISOString().slice(0, 10);
  const server: ChildProcess = spawn(process.execPath, builtServerArgs(root), {
    env: {
      ...process.env,
      PORT: '0',
      STRATUM_PORT: '0',
      // A test miner hashes on one CPU core, about 500,000 hashes a second: vardiff aims it
      // at 20 shares a second (difficulty about 2^-18) instead of one every 10 s, so a minute
      // of mining is over a thousand shares, enough to judge its hashrate within a few percent.
      STRATUM_SHARE_SECONDS: '0.05',
      STRATUM_MIN_DIFFICULTY: String(2 ** -24),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(scratch, 'data'),
      POOL_CONFIG_FILE: settingsFile,
      WEB_DIST_DIR: webDir,
      // Info level: the courier prints recovery and verification codes there (no SMTP).
      LOG_LEVEL: 'info',
      // A second factor counts as fresh for 3 s, so a test can see mfa_required.
      MFA_MAX_AGE_SECONDS: '3',
      PRICE_SOURCE_URL: prices.url,
      TELEGRAM_BOT_TOKEN: botApi.token,
      TELEGRAM_API_URL: botApi.url,
      INGEST_TOKEN: ingestToken,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const serverLogFile = path.join(scratch, 'server.log');
  const log = fs.createWriteStream(serverLogFile);
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  // The web server's address, then the stratum node's (printed after it).
  const { baseURL, stratumPort } = await new Promise<{ baseURL: string; stratumPort: number }>((resolve, reject) => {
    let started = false;
    const onData = (chunk: Buffer) => {
      if (started) return;
      output += chunk.toString();
      const ready = /ready at (http:\/\/\S+)/.exec(output);
      const stratum = /Stratum listening on stratum\+tcp:\/\/localhost:(\d+)\n/.exec(output);
      if (ready && stratum) {
        started = true;
        resolve({ baseURL: ready[1]!.replace('localhost', '127.0.0.1'), stratumPort: Number(stratum[1]) });
      }
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.once('exit', (code) => reject(new Error(`The server exited (${code}) before it was ready:\n${output}`)));
  });

  project.provide('baseURL', baseURL);
  project.provide('priceServiceUrl', prices.url);
  project.provide('browserPath', browserPath);
  project.provide('settingsFile', settingsFile);
  project.provide('webDir', webDir);
  project.provide('serverLogFile', serverLogFile);
  project.provide('stratumPort', stratumPort);
  project.provide('botApiUrl', botApi.url);
  project.provide('ingestToken', ingestToken);
  project.provide('serverStartDay', serverStartDay);

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await prices.close();
    await botApi.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  };
}
