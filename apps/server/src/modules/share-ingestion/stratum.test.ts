import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountLookupPath,
  blocksResponseSchema,
  chainTipPath,
  foundBlockPath,
  workersResponseSchema,
} from '@pool/contract';
import type { RunningStratum } from '@pool/stratum';
import { parseMetrics } from '../../../../stratum/src/test/metrics-text.js';
import { TestMiner } from '../../../../stratum/src/test/miner.js';
import { systemClock } from '../../clock.js';
import { grantPermission } from '../../test/database.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import { startTestStratum, testShareDifficulty } from '../../test/test-stratum.js';
import { StatsRefresh, startStatsTicker } from '../stats-job/index.js';

const ingestToken = 'test-ingest-token-stratum-0123456789abcdef';
const identity = new TestIdentity();
const staff = identity.add({ id: '00000000-0000-4000-8000-0000000000c1', email: 'staff@example.com' });
const stranger = identity.add({ id: '00000000-0000-4000-8000-0000000000c2', email: 'stranger@example.com' });
const owner = identity.add({ id: '00000000-0000-4000-8000-0000000000c3', email: 'owner@example.com' });
const testApp = useTestApp(identity, { ingestToken });

/** One share in four is a block of the built-in chain. */
const networkDifficulty = testShareDifficulty * 4;

let poolId = '';
let ownedMinerId = '';
let stratum: RunningStratum;
let miner: TestMiner;

beforeAll(async () => {
  const { pool } = testApp.database;
  poolId = (await pool.query<{ id: string }>('SELECT id FROM pools WHERE is_current')).rows[0]!.id;
  await pool.query("INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'BlockFinder')", [poolId]);
  ownedMinerId = (
    await pool.query<{ id: string }>(
      "INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, 'demo_miner') RETURNING id",
      [poolId],
    )
  ).rows[0]!.id;
  await grantPermission(pool, staff.id, 'pool', poolId, 'viewer');
  await grantPermission(pool, owner.id, 'miner', ownedMinerId);
  ({ stratum, miner } = await startTestStratum(testApp, ingestToken, {
    STRATUM_NETWORK_DIFFICULTY: String(networkDifficulty),
  }));
});

afterAll(async () => {
  miner?.close();
  await stratum?.stop();
});

/** The API's GET /metrics, scraped from this machine as Prometheus would. */
async function scrape(): Promise<Map<string, number>> {
  const response = await testApp.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
  expect(response.statusCode).toBe(200);
  return parseMetrics(response.body);
}

describe('stratum node against the real API', () => {
  it('answers the account lookup only with the ingest token, regardless of case', async () => {
    const lookup = (name: string, token = ingestToken) =>
      testApp.app.inject({
        method: 'GET',
        url: accountLookupPath(name),
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await lookup('blockfinder')).json()).toEqual({ account: 'BlockFinder' });
    expect((await lookup('nobody_here')).statusCode).toBe(404);
    expect((await lookup('blockfinder', 'wrong')).statusCode).toBe(401);
    for (const path of [foundBlockPath, chainTipPath]) {
      const response = await testApp.app.inject({ method: 'POST', url: path, payload: { height: 1 } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('refuses an unknown account at authorize and lets a known one mine', async () => {
    expect((await miner.request('mining.authorize', ['nobody_here.rig1', 'x'])).error?.[0]).toBe(24);
    expect((await miner.request('mining.authorize', ['blockfinder.rig1', 'x'])).result).toBe(true);
    await miner.until(() => miner.lastNotify(), 'first job');
  });

  it('counts the mined shares once through the ingestion endpoint and lists the found blocks to pool staff', async () => {
    let accepted = 0;
    let acceptedDifficulty = 0;
    while (accepted < 40) {
      const share = miner.findShare('blockfinder.rig1');
      const answer = await miner.request('mining.submit', share.params);
      if (answer.result === true) {
        accepted += 1;
        acceptedDifficulty += share.difficulty;
      }
    }
    expect(await stratum.reporter.drain()).toBe(true);
    const { rows } = await testApp.database.pool.query<{ accepted: number }>(
      'SELECT sum(accepted)::int AS accepted FROM share_batches',
    );
    expect(rows[0]!.accepted).toBe(accepted);
    expect(stratum.server.counters.blocks).toBeGreaterThan(0);
    const metrics = await scrape();
    expect(metrics.get('pool_shares_total{result="accepted"}')).toBe(accepted);
    expect(metrics.get('pool_accepted_difficulty_total')).toBeCloseTo(acceptedDifficulty, 12);
    expect(metrics.get('pool_ingest_shares_total{result="accepted"}')).toBe(accepted);
    expect(metrics.get('pool_stratum_connections')).toBe(1);
    expect(metrics.get('pool_stratum_pending_shares')).toBe(0);

    // Block reports travel on their own; wait until every accepted one is listed.
    let blocks = blocksResponseSchema.parse((await testApp.call(staff.id, 'GET', `/pools/${poolId}/blocks`)).json());
    for (let tries = 0; blocks.pagination.total < stratum.server.counters.blocks && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      blocks = blocksResponseSchema.parse((await testApp.call(staff.id, 'GET', `/pools/${poolId}/blocks`)).json());
    }
    expect(blocks.pagination.total).toBe(stratum.server.counters.blocks);
    const [newest, ...older] = blocks.data;
    expect(newest).toMatchObject({ account: 'blockfinder', worker: 'rig1', reward: 312_500_000, reject_reason: null });
    expect(newest!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newest!.confirmations).toBeGreaterThanOrEqual(1);
    // Each later block on the chain is one more confirmation of the earlier ones.
    for (const block of older) expect(block.confirmations).toBeGreaterThan(newest!.confirmations);

    expect((await testApp.call(stranger.id, 'GET', `/pools/${poolId}/blocks`)).statusCode).toBe(403);
    expect((await testApp.call(undefined, 'GET', `/pools/${poolId}/blocks`)).statusCode).toBe(401);
  });

  it('records a retried block report once and never lowers the tip', async () => {
    const post = (url: string, payload: object) =>
      testApp.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${ingestToken}` }, payload });
    const report = {
      height: 5,
      hash: 'ab'.repeat(32),
      account: 'blockfinder',
      worker: 'rig2',
      reward: 1000,
      time: '2026-11-24T12:00:00.000Z',
    };
    const [first, second] = await Promise.all([post(foundBlockPath, report), post(foundBlockPath, report)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect((await post(chainTipPath, { height: 0 })).statusCode).toBe(204);
    const blocks = blocksResponseSchema.parse(
      (await testApp.call(staff.id, 'GET', `/pools/${poolId}/blocks?per_page=100`)).json(),
    );
    const reported = blocks.data.filter((block) => block.hash === report.hash);
    expect(reported).toHaveLength(1);
    expect(reported[0]!.confirmations).toBeGreaterThan(1);
    expect((await post(foundBlockPath, { ...report, hash: 'not hex' })).statusCode).toBe(400);
    // Heights are PostgreSQL integers: one past their range is bad input, not a failed insert (found by the fuzz suite).
    expect((await post(foundBlockPath, { ...report, hash: 'cd'.repeat(32), height: 2 ** 31 })).statusCode).toBe(400);
    expect((await post(chainTipPath, { height: 2 ** 31 })).statusCode).toBe(400);
  });

  it('counts confirmations from a tip at the top of the height range (found by the fuzz suite)', async () => {
    const post = (url: string, payload: object) =>
      testApp.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${ingestToken}` }, payload });
    const genesis = {
      height: 0,
      hash: 'ef'.repeat(32),
      account: 'blockfinder',
      worker: 'rig3',
      reward: 1,
      time: '2026-11-24T12:00:00.000Z',
    };
    expect((await post(foundBlockPath, genesis)).statusCode).toBe(201);
    expect((await post(chainTipPath, { height: 2 ** 31 - 1 })).statusCode).toBe(204);
    const response = await testApp.call(staff.id, 'GET', `/pools/${poolId}/blocks?per_page=100`);
    expect(response.statusCode).toBe(200);
    const block = blocksResponseSchema.parse(response.json()).data.find((item) => item.hash === genesis.hash);
    expect(block?.confirmations).toBe(2 ** 31);
  });
});

describe('phantom workers', () => {
  const workerNames = async () => {
    // `removed=shown` also lists a worker whose first shares are not rolled up into figures
    // yet: what is asked here is whether the worker exists at all.
    const response = await testApp.call(owner.id, 'GET', `/miners/${ownedMinerId}/workers?per_page=100&removed=shown`);
    expect(response.statusCode).toBe(200);
    return workersResponseSchema.parse(response.json()).data.map((worker) => worker.worker_name);
  };

  it("lists no worker for a stranger's invalid shares, cuts that connection off, and lists a real miner's worker with its first valid share", async () => {
    const ticker = startStatsTicker(
      new StatsRefresh(testApp.database.db, systemClock),
      testApp.app.log,
      testApp.app.metrics,
    );
    try {
      // Anyone may authorize any worker name of a known account, and send shares of no job.
      const prober = new TestMiner(stratum.port);
      await prober.ready;
      await prober.subscribe();
      expect((await prober.request('mining.authorize', ['demo_miner.anything', 'x'])).result).toBe(true);
      const bogus = ['demo_miner.anything', 'nojob', '00000000', '00000000', '00000000'];
      const limit = stratum.server.settings.invalidSharesBeforeFirstValid;
      for (let sent = 1; sent <= limit; sent += 1) {
        expect(prober.closed).toBe(false);
        expect((await prober.request('mining.submit', bogus)).error?.[0]).toBe(21);
      }
      await prober.until(() => (prober.closed ? true : undefined), 'the prober cut off');
      expect(await stratum.reporter.drain()).toBe(true);
      await ticker.runNow();
      expect(await workerNames()).not.toContain('anything');

      // The owner's real rig: its first valid share makes it appear.
      const rig = new TestMiner(stratum.port);
      await rig.ready;
      await rig.subscribe();
      expect((await rig.request('mining.authorize', ['demo_miner.rig7', 'x'])).result).toBe(true);
      await rig.until(() => rig.lastNotify(), 'first job');
      expect(await workerNames()).not.toContain('rig7');
      // A block of the built-in chain may make the job stale between hashing and sending: mine again.
      let accepted = false;
      for (let tries = 0; !accepted && tries < 5; tries += 1) {
        accepted = (await rig.request('mining.submit', rig.findShare('demo_miner.rig7').params)).result === true;
      }
      expect(accepted).toBe(true);
      expect(await stratum.reporter.drain()).toBe(true);
      await ticker.runNow();
      expect(await workerNames()).toEqual(['rig7']);
      rig.close();

      const metrics = await scrape();
      expect(metrics.get('pool_stratum_disconnects_total{reason="invalid_shares"}')).toBe(1);
      expect(metrics.get('pool_shares_total{reason="stale_job",result="rejected"}')).toBe(limit);
      expect(metrics.get('pool_ingest_shares_total{result="ignored"}')).toBe(limit);
      expect(metrics.get('pool_job_duration_seconds_count{job="stats"}')).toBeGreaterThanOrEqual(2);
    } finally {
      await ticker.stop();
    }
  });
});

describe('the Grafana dashboard (docs/grafana-dashboard.json)', () => {
  interface Panel {
    type: string;
    datasource?: { uid: string };
    targets?: { expr: string; datasource: { uid: string } }[];
  }

  it('asks the imported Prometheus only for metrics the API and its stratum node serve', async () => {
    const file = path.resolve(import.meta.dirname, '../../../../../docs/grafana-dashboard.json');
    const dashboard = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      __inputs: { name: string; type: string; pluginId: string }[];
      panels: Panel[];
    };
    expect(dashboard.__inputs).toEqual([expect.objectContaining({ name: 'DS_PROMETHEUS', pluginId: 'prometheus' })]);
    // Every metric served, by its TYPE line (one without samples yet, a counter of no failures, too).
    const text = (await testApp.app.inject({ method: 'GET', url: '/metrics' })).body;
    const served = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]));
    const queries = dashboard.panels.filter((panel) => panel.type !== 'row').flatMap((panel) => panel.targets!);
    expect(queries.length).toBeGreaterThan(10);
    for (const query of queries) {
      expect(query.datasource.uid).toBe('${DS_PROMETHEUS}');
      const names = query.expr.match(/\b(pool|process|nodejs)_[a-z0-9_]+/g) ?? [];
      expect(names.length, query.expr).toBeGreaterThan(0);
      for (const name of names)
        expect(served, `${name} in ${query.expr}`).toContain(name.replace(/_(bucket|sum|count)$/, ''));
    }
  });
});
