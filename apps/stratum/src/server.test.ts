import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadStratumConfig } from './config.js';
import { hashToBigInt, reverseHex, sha256d } from './hashing.js';
import { startStratum, type RunningStratum } from './start.js';
import { stratumErrors } from './server.js';
import { CoreDouble } from './test/core-double.js';
import { LoopbackApi } from './test/loopback-api.js';
import { parseMetrics } from './test/metrics-text.js';
import { TestMiner } from './test/miner.js';

const token = 'test-ingest-token';
/** BIP173's example P2WPKH address and its output script. */
const payoutAddress = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const payoutScript = '0014751e76e8199196d454941c45d1b3a323f1433bd6';
/** Low enough that a share takes a few hundred hashes, so tests mine for real in milliseconds. */
const tinyDifficulty = 2 ** -24;

let api: LoopbackApi;
let core: CoreDouble;
let pool: RunningStratum;
const miners: TestMiner[] = [];

async function startPool(
  settings: Partial<RunningStratum['server']['settings']> = {},
  env: NodeJS.ProcessEnv = {},
): Promise<RunningStratum> {
  const config = loadStratumConfig({
    ...env,
    INGEST_URL: api.url,
    INGEST_TOKEN: token,
    BITCOIN_RPC_URL: core.url,
    POOL_PAYOUT_ADDRESS: payoutAddress,
    STRATUM_POLL_MS: '100',
    STRATUM_METRICS_HOST: '127.0.0.1',
    STRATUM_METRICS_PORT: '0',
  });
  return startStratum(
    {
      ...config,
      settings: {
        ...config.settings,
        port: 0,
        host: '127.0.0.1',
        startDifficulty: tinyDifficulty,
        vardiff: { ...config.settings.vardiff, minDifficulty: 2 ** -28 },
        ...settings,
      },
    },
    () => undefined,
  );
}

async function connect(options: { subscribe?: boolean; authorize?: string } = {}): Promise<TestMiner> {
  const miner = new TestMiner(pool.port);
  miners.push(miner);
  await miner.ready;
  if (options.subscribe !== false) await miner.subscribe();
  if (options.authorize) {
    const answer = await miner.request('mining.authorize', [options.authorize, 'x']);
    expect(answer.result).toBe(true);
    await miner.until(() => miner.lastNotify(), 'first job');
  }
  return miner;
}

beforeAll(async () => {
  api = await new LoopbackApi(token, new Set(['demo_miner', 'other_miner'])).start();
  core = await new CoreDouble().start();
});

afterAll(async () => {
  await api.stop();
  await core.stop();
});

afterEach(async () => {
  for (const miner of miners.splice(0)) miner.close();
  await pool?.stop();
});

describe('a scripted miner over TCP', () => {
  it('subscribes, authorizes, mines at a fractional difficulty, and each accepted share reaches the ingestion endpoint once', async () => {
    pool = await startPool();
    const miner = await connect({ authorize: 'demo_miner.rig1' });
    expect(miner.extranonce1).toMatch(/^[0-9a-f]{8}$/);
    expect(miner.difficulty()).toBe(tinyDifficulty);
    // The first answer after the batch is counted is lost: the retry carries the same batch_id.
    api.loseAnswers = 1;
    let accepted = 0;
    for (let index = 0; index < 30; index += 1) {
      const share = miner.findShare('demo_miner.rig1');
      const answer = await miner.request('mining.submit', share.params);
      expect(answer.error).toBeNull();
      if (answer.result === true) accepted += 1;
    }
    expect(accepted).toBe(30);
    expect(await pool.reporter.drain()).toBe(true);
    const counted = api.shares().filter((share) => share.accepted);
    expect(counted).toHaveLength(30);
    expect(new Set(counted.map((share) => share.worker))).toEqual(new Set(['demo_miner.rig1']));
    expect(api.posts).toBeGreaterThan(api.batches.size);
    expect(pool.reporter.stats.failedAttempts).toBeGreaterThan(0);
  });

  it('asks its miners to reconnect when it stops, answering their last submits, and delivers every accepted share', async () => {
    // A grace far beyond any machine's pace: the stop ends when the miner leaves, not on a timer.
    pool = await startPool({ reconnectGraceSeconds: 600 });
    const earlier = api.shares().length;
    const miner = await connect({ authorize: 'demo_miner.rig1' });
    const before = miner.findShare('demo_miner.rig1');
    expect((await miner.request('mining.submit', before.params)).result).toBe(true);
    const stopped = pool.stop();
    await miner.until(
      () => miner.notifications.find((message) => message.method === 'client.reconnect'),
      'client.reconnect',
    );
    expect(miner.closed).toBe(false);
    // The share it had under way when asked still counts; then it leaves, as miners do.
    const last = miner.findShare('demo_miner.rig1');
    expect((await miner.request('mining.submit', last.params)).result).toBe(true);
    miner.close();
    await stopped;
    const delivered = api.shares().slice(earlier);
    expect(delivered).toHaveLength(2);
    expect(delivered.every((share) => share.accepted && share.worker === 'demo_miner.rig1')).toBe(true);
  });

  it('builds the coinbase around the extranonces, paying the pool address with the witness commitment', async () => {
    pool = await startPool();
    const miner = await connect({ authorize: 'demo_miner.rig1' });
    const [, , coinb1, coinb2, branch] = miner.lastNotify() as [string, string, string, string, string[]];
    expect(coinb2).toContain(payoutScript);
    expect(coinb2).toContain(core.witnessCommitment);
    expect(coinb1).toContain('03' + (core.height + 1).toString(16).padStart(6, '0').match(/../g)!.reverse().join(''));
    expect(branch).toEqual([sha256d(core.transaction).toString('hex')]);
  });

  it('refuses unknown accounts, submits before subscribe or authorize, and keeps each worker to its own name', async () => {
    pool = await startPool();
    const early = await connect({ subscribe: false });
    expect(
      (await early.request('mining.submit', ['demo_miner.rig1', '1', '00000000', '00000000', '00000000'])).error?.[0],
    ).toBe(stratumErrors.notSubscribed);
    await early.subscribe();
    expect(
      (await early.request('mining.submit', ['demo_miner.rig1', '1', '00000000', '00000000', '00000000'])).error?.[0],
    ).toBe(stratumErrors.unauthorized);
    const unknown = await early.request('mining.authorize', ['nobody_here.rig1', 'x']);
    expect(unknown.error?.[0]).toBe(stratumErrors.unauthorized);
    const malformed = await early.request('mining.authorize', ['demo_miner.rig 1!', 'x']);
    expect(malformed.error?.[0]).toBe(stratumErrors.unauthorized);
    const miner = await connect({ authorize: 'demo_miner.rig1' });
    const share = miner.findShare('demo_miner.rig1');
    const asOther = await miner.request('mining.submit', ['other_miner.rig1', ...share.params.slice(1)]);
    expect(asOther.error?.[0]).toBe(stratumErrors.unauthorized);
  });

  it('refuses duplicates (22), low-difficulty shares (23), unknown and stale jobs (21), and ntime out of the window', async () => {
    pool = await startPool();
    const miner = await connect({ authorize: 'demo_miner.rig1' });
    const share = miner.findShare('demo_miner.rig1');
    expect((await miner.request('mining.submit', share.params)).result).toBe(true);
    expect((await miner.request('mining.submit', share.params)).error?.[0]).toBe(stratumErrors.duplicate);

    const unknownJob = await miner.request('mining.submit', ['demo_miner.rig1', 'ffffff', ...share.params.slice(2)]);
    expect(unknownJob.error?.[0]).toBe(stratumErrors.staleJob);

    const [, , extranonce2, ntime] = share.params as [string, string, string, string, string];
    const early = Number.parseInt(ntime, 16) - 7200;
    const late = Number.parseInt(ntime, 16) + 3 * 3600;
    for (const time of [early, late]) {
      const answer = await miner.request('mining.submit', [
        'demo_miner.rig1',
        share.params[1],
        extranonce2,
        time.toString(16).padStart(8, '0'),
        share.params[4],
      ]);
      expect(answer.error).toEqual([stratumErrors.other, 'ntime out of range', null]);
    }

    // A hard difficulty: a share of the tiny one falls short of it.
    expect((await miner.request('mining.suggest_difficulty', [1e6])).result).toBe(true);
    await miner.until(() => (miner.difficulty() === 1e6 ? true : undefined), 'new difficulty');
    const weak = miner.findShare('demo_miner.rig1', { difficulty: tinyDifficulty });
    expect((await miner.request('mining.submit', weak.params)).error?.[0]).toBe(stratumErrors.lowDifficulty);

    // A new block makes every earlier job stale; the miner is told with clean_jobs.
    const before = miner.lastNotify()!;
    core.newBlock();
    const fresh = await miner.until(() => {
      const latest = miner.lastNotify()!;
      return latest[0] !== before[0] && latest[8] === true ? latest : undefined;
    }, 'clean job');
    expect(fresh[1]).not.toBe(before[1]);
    const stale = await miner.request('mining.submit', ['demo_miner.rig1', before[0], ...share.params.slice(2)]);
    expect(stale.error?.[0]).toBe(stratumErrors.staleJob);
    expect(await pool.reporter.drain()).toBe(true);
    const rejected = api.shares().filter((reported) => !reported.accepted);
    expect(rejected.length).toBeGreaterThanOrEqual(5);
  });

  it('rolls version bits within the negotiated mask (BIP 310) and refuses bits outside it', async () => {
    pool = await startPool();
    const miner = await connect();
    const configured = await miner.request('mining.configure', [
      ['version-rolling', 'minimum-difficulty'],
      { 'version-rolling.mask': 'ffffffff', 'version-rolling.min-bit-count': 2 },
    ]);
    expect(configured.result).toEqual({
      'version-rolling': true,
      'version-rolling.mask': '1fffe000',
      'minimum-difficulty': false,
    });
    await miner.request('mining.authorize', ['demo_miner.rig1', 'x']);
    await miner.until(() => miner.lastNotify(), 'job');
    const rolled = miner.findShare('demo_miner.rig1', { versionBits: 0x00ffe000, versionMask: 0x1fffe000 });
    expect((await miner.request('mining.submit', rolled.params)).result).toBe(true);
    const outside = miner.findShare('demo_miner.rig1', { versionBits: 0x00000001, versionMask: 0xffffffff });
    const answer = await miner.request('mining.submit', outside.params);
    expect(answer.error).toEqual([stratumErrors.other, 'Version bits outside the mask', null]);
  });

  it('takes a start difficulty from the password (d=) and from suggest_difficulty', async () => {
    pool = await startPool();
    const miner = await connect();
    await miner.request('mining.authorize', ['demo_miner.rig2', 'x,d=0.5']);
    await miner.until(() => (miner.difficulty() === 0.5 ? true : undefined), 'difficulty from the password');
  });

  it('submits a share that meets the network target to Bitcoin Core as a whole segwit block, and reports it to the API', async () => {
    core.bits = '207fffff';
    try {
      pool = await startPool();
      const miner = await connect({ authorize: 'demo_miner.rig1' });
      const height = core.height + 1;
      const found = miner.findShare('demo_miner.rig1', { networkTarget: true });
      expect((await miner.request('mining.submit', found.params)).result).toBe(true);
      const block = await miner.until(() => core.submitted[0], 'submitblock');
      const header = Buffer.from(block.slice(0, 160), 'hex');
      expect(sha256d(header).equals(found.hash)).toBe(true);
      expect(hashToBigInt(found.hash) <= 0x7fffffn << 232n).toBe(true);
      // Two transactions; the coinbase in segwit form (marker, flag, the 32-byte reserved value).
      expect(block.slice(160, 162)).toBe('02');
      expect(block.slice(162, 174)).toBe('010000000001');
      expect(block).toContain('0120' + '00'.repeat(32) + '00000000');
      expect(block.endsWith(core.transaction.toString('hex'))).toBe(true);
      const report = await miner.until(() => api.blocks[0], 'block report');
      expect(report).toMatchObject({
        height,
        hash: reverseHex(found.hash.toString('hex')),
        account: 'demo_miner',
        worker: 'rig1',
        reward: 312_600_000,
      });
      expect(report.reject_reason).toBeUndefined();
    } finally {
      core.bits = '1d00ffff';
    }
  });
});

describe('bad input', () => {
  it('answers invalid JSON and unknown methods with an error, closes on lines over 16 kB, and stays up', async () => {
    pool = await startPool();
    const miner = await connect();
    miner.writeRaw('{not json\n');
    await miner.until(
      () => miner.notifications.find((message) => message.error?.[1] === 'Invalid JSON'),
      'invalid JSON answer',
    );
    const unknown = await miner.request('mining.teleport', []);
    expect(unknown.error?.[0]).toBe(stratumErrors.other);
    expect(miner.closed).toBe(false);

    const long = await connect();
    long.writeRaw(`{"id":1,"method":"mining.subscribe","params":["${'x'.repeat(17 * 1024)}"]}\n`);
    await long.until(() => (long.closed ? true : undefined), 'close after a long line');
    const endless = await connect();
    endless.writeRaw('x'.repeat(20 * 1024));
    await endless.until(() => (endless.closed ? true : undefined), 'close on a line without end');

    const after = await connect({ authorize: 'demo_miner.rig9' });
    expect((await after.request('mining.submit', after.findShare('demo_miner.rig9').params)).result).toBe(true);
  });

  it('disconnects a flooding client while another miner keeps getting answers', async () => {
    pool = await startPool();
    const honest = await connect({ authorize: 'demo_miner.rig1' });
    const flooder = await connect();
    const garbage = `${JSON.stringify({ id: 1, method: 'mining.subscribe', params: [] })}\n`.repeat(2000);
    flooder.writeRaw(garbage);
    let answered = 0;
    for (let index = 0; index < 10; index += 1) {
      const answer = await honest.request('mining.submit', honest.findShare('demo_miner.rig1').params);
      if (answer.result === true) answered += 1;
    }
    expect(answered).toBe(10);
    await flooder.until(() => (flooder.closed ? true : undefined), 'flooder disconnected');
    expect(flooder.notifications.some((message) => message.error?.[1] === 'Too many messages')).toBe(true);
  });

  it('takes a fast miner at a far too low difficulty (an ASIC at the start difficulty) for a miner, not a flood', async () => {
    pool = await startPool();
    const miner = await connect({ authorize: 'demo_miner.asic' });
    // More valid shares at once than the message burst allows: each answered, none refused.
    const count = pool.server.settings.messageBurst + 100;
    const submits = Array.from({ length: count }, (_, index) =>
      JSON.stringify({ id: 1000 + index, method: 'mining.submit', params: miner.findShare('demo_miner.asic').params }),
    );
    miner.writeRaw(`${submits.join('\n')}\n`);
    const answers = await miner.until(() => {
      const seen = miner.notifications.filter((message) => typeof message.id === 'number' && message.id >= 1000);
      return seen.length === count || miner.closed ? seen : undefined;
    }, 'answers to every share');
    expect(miner.closed).toBe(false);
    expect(answers.filter((answer) => answer.result === true)).toHaveLength(count);
    // Vardiff raised the difficulty meanwhile, and the shares of the first job kept theirs.
    expect(miner.difficulty()).toBeGreaterThan(tinyDifficulty);
  });

  it('bans an address after repeated invalid shares and limits connections per address', async () => {
    pool = await startPool({ invalidSharesBeforeBan: 5, maxConnectionsPerAddress: 3 });
    const miner = await connect({ authorize: 'demo_miner.rig1' });
    for (let index = 0; index < 4; index += 1) {
      await miner.request('mining.submit', ['demo_miner.rig1', 'nope', '00000000', '00000000', '00000000']);
    }
    const second = await connect();
    const third = await connect();
    const fourth = new TestMiner(pool.port);
    miners.push(fourth);
    await fourth.until(() => (fourth.closed ? true : undefined), 'fourth connection refused');
    second.close();
    third.close();
    await miner.request('mining.submit', ['demo_miner.rig1', 'nope', '00000000', '00000000', '00000000']);
    await miner.until(() => (miner.closed ? true : undefined), 'banned connection closed');
    const again = new TestMiner(pool.port);
    miners.push(again);
    await again.until(() => (again.closed ? true : undefined), 'banned address refused');
  });

  it('closes a connection of only invalid shares at the bound, and one that found work after a longer run, counting both', async () => {
    pool = await startPool({ invalidSharesBeforeFirstValid: 3, invalidSharesInARow: 5 });
    const prober = await connect({ authorize: 'demo_miner.anything' });
    const miner = await connect({ authorize: 'demo_miner.rig1' });
    const scrape = async () => {
      const response = await fetch(`http://127.0.0.1:${pool.operations!.port}/metrics`);
      expect(response.status).toBe(200);
      return parseMetrics(await response.text());
    };
    expect((await scrape()).get('pool_stratum_connections')).toBe(2);

    const bogus = (worker: string) => [worker, 'nojob', '00000000', '00000000', '00000000'];
    for (let index = 0; index < 2; index += 1) {
      const answer = await prober.request('mining.submit', bogus('demo_miner.anything'));
      expect(answer.error?.[0]).toBe(stratumErrors.staleJob);
    }
    expect(prober.closed).toBe(false);
    expect((await prober.request('mining.submit', bogus('demo_miner.anything'))).error?.[0]).toBe(
      stratumErrors.staleJob,
    );
    await prober.until(() => (prober.closed ? true : undefined), 'the prober cut off');

    // A miner that has found work is allowed a longer run of rejects (stale work after a block).
    expect((await miner.request('mining.submit', miner.findShare('demo_miner.rig1').params)).result).toBe(true);
    for (let index = 0; index < 4; index += 1) {
      expect((await miner.request('mining.submit', bogus('demo_miner.rig1'))).error?.[0]).toBe(stratumErrors.staleJob);
    }
    expect(miner.closed).toBe(false);
    await miner.request('mining.submit', bogus('demo_miner.rig1'));
    await miner.until(() => (miner.closed ? true : undefined), 'the miner cut off after its run of rejects');

    const metrics = await scrape();
    expect(metrics.get('pool_stratum_disconnects_total{reason="invalid_shares"}')).toBe(2);
    expect(metrics.get('pool_shares_total{result="accepted"}')).toBe(1);
    expect(metrics.get('pool_shares_total{reason="stale_job",result="rejected"}')).toBe(8);
    expect(metrics.get('process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(metrics.has('nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('keeps accepted shares in its spool while the API is away, shows them as its backlog after a restart, and delivers each once', async () => {
    const spool = fs.mkdtempSync(path.join(os.tmpdir(), 'stratum-spool-'));
    const backlog = async (node: RunningStratum) =>
      parseMetrics(await (await fetch(`http://127.0.0.1:${node.operations!.port}/metrics`)).text()).get(
        'pool_stratum_pending_shares',
      );
    const earlier = api.shares().length;
    api.down = true;
    try {
      pool = await startPool({ reconnectGraceSeconds: 0 }, { STRATUM_SPOOL_DIR: spool });
      const miner = await connect({ authorize: 'demo_miner.rig1' });
      for (let index = 0; index < 5; index += 1) {
        expect((await miner.request('mining.submit', miner.findShare('demo_miner.rig1').params)).result).toBe(true);
      }
      pool.reporter.flush();
      await miner.until(() => pool.reporter.failingSince, 'a failed delivery');
      expect(await backlog(pool)).toBe(5);
      // A restart while the API is still away: the stop's last attempt fails too.
      await pool.stop();
      pool = await startPool({}, { STRATUM_SPOOL_DIR: spool });
      expect(await backlog(pool)).toBe(5);
    } finally {
      api.down = false;
    }
    expect(await pool.reporter.drain(600_000)).toBe(true);
    expect(await backlog(pool)).toBe(0);
    const delivered = api.shares().slice(earlier);
    expect(delivered).toHaveLength(5);
    expect(delivered.every((share) => share.accepted && share.worker === 'demo_miner.rig1')).toBe(true);
    fs.rmSync(spool, { recursive: true, force: true });
  });

  it('serves its metrics to this machine only or with METRICS_TOKEN, and is ready while the API takes its shares', async () => {
    const metricsToken = 'stratum-metrics-token-0123456789abcdef';
    pool = await startPool({}, { METRICS_TOKEN: metricsToken });
    const base = `http://127.0.0.1:${pool.operations!.port}`;
    const scrape = (headers: Record<string, string> = {}) => fetch(`${base}/metrics`, { headers });
    expect((await scrape()).status).toBe(200);
    // Through a reverse proxy on this machine a request is not a local one.
    const proxied = { 'x-forwarded-for': '203.0.113.9' };
    const refused = await scrape(proxied);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    expect((await scrape({ ...proxied, authorization: `Bearer ${metricsToken}x` })).status).toBe(401);
    const scraped = await scrape({ ...proxied, authorization: `Bearer ${metricsToken}` });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toContain('text/plain');
    expect(parseMetrics(await scraped.text()).has('pool_stratum_pending_shares')).toBe(true);

    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { work: 'ok', ingestion: 'ok' } });

    // The API goes away: the node holds the share and says why it is not ready.
    api.down = true;
    try {
      const miner = await connect({ authorize: 'demo_miner.rig1' });
      expect((await miner.request('mining.submit', miner.findShare('demo_miner.rig1').params)).result).toBe(true);
      pool.reporter.flush();
      await miner.until(() => pool.reporter.failingSince, 'a failed delivery');
      const notReady = await fetch(`${base}/readyz`);
      expect(notReady.status).toBe(503);
      const body = (await notReady.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('not_ready');
      expect(body.error.message).toMatch(/^ingestion: share ingestion failing since .*; shares held: 1$/);
    } finally {
      api.down = false;
    }
    expect(await pool.reporter.drain()).toBe(true);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });
});
