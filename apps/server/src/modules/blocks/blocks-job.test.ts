import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocksResponseSchema, type BlocksResponse } from '@pool/contract';
import type { RunningStratum } from '@pool/stratum';
import { CoreDouble } from '../../../../stratum/src/test/core-double.js';
import { parseMetrics } from '../../../../stratum/src/test/metrics-text.js';
import type { TestMiner } from '../../../../stratum/src/test/miner.js';
import { systemClock } from '../../clock.js';
import { grantPermission } from '../../test/database.js';
import { useTestApp } from '../../test/test-app.js';
import { TestIdentity } from '../../test/test-identity.js';
import { startTestStratum } from '../../test/test-stratum.js';
import { BitcoinCoreChain } from '../chain/index.js';
import { quietLog } from '../payouts/test-support.js';
import { BlocksJob } from './blocks-job.js';
import { BlocksRepository } from './repository.js';

const ingestToken = 'test-ingest-token-blocks-0123456789abcdef';
const identity = new TestIdentity();
const staff = identity.add({ id: '00000000-0000-4000-8000-0000000000d1', email: 'staff@example.com' });
const finderOwner = identity.add({ id: '00000000-0000-4000-8000-0000000000d2', email: 'finder@example.com' });
const otherOwner = identity.add({ id: '00000000-0000-4000-8000-0000000000d3', email: 'other@example.com' });
const testApp = useTestApp(identity, { ingestToken });

/** BIP173's example P2WPKH address. On the double's regtest-easy chain (bits 207fffff) every share is a block. */
const payoutAddress = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

let poolId = '';
let finderId = '';
let otherId = '';
let core: CoreDouble;
let stratum: RunningStratum;
let miner: TestMiner;
let job: BlocksJob;

beforeAll(async () => {
  const { pool } = testApp.database;
  poolId = (await pool.query<{ id: string }>('SELECT id FROM pools WHERE is_current')).rows[0]!.id;
  const account = async (name: string) =>
    (
      await pool.query<{ id: string }>(
        'INSERT INTO miner_accounts (pool_id, account_name) VALUES ($1, $2) RETURNING id',
        [poolId, name],
      )
    ).rows[0]!.id;
  finderId = await account('finder');
  otherId = await account('bystander');
  await grantPermission(pool, staff.id, 'pool', poolId, 'viewer');
  await grantPermission(pool, finderOwner.id, 'miner', finderId);
  await grantPermission(pool, otherOwner.id, 'miner', otherId);
  core = await new CoreDouble().start();
  core.bits = '207fffff';
  ({ stratum, miner } = await startTestStratum(testApp, ingestToken, {
    BITCOIN_RPC_URL: core.url,
    POOL_PAYOUT_ADDRESS: payoutAddress,
    STRATUM_POLL_MS: '50',
  }));
  expect((await miner.request('mining.authorize', ['finder.rig1', 'x'])).result).toBe(true);
  await miner.until(() => miner.lastNotify(), 'first job');
  // The server's own view of the node, as the blocks queue runs it every minute.
  job = new BlocksJob(
    new BlocksRepository(testApp.database.db),
    new BitcoinCoreChain(core.url, 3),
    systemClock,
    quietLog,
  );
});

afterAll(async () => {
  miner?.close();
  await stratum?.stop();
  await core?.stop();
});

/** Clean jobs the miner got: one per new tip its node saw. */
const cleanJobs = () =>
  miner.notifications.filter((message) => message.method === 'mining.notify' && message.params?.[8] === true).length;

/** Waits until the node has taken the double's new tip and handed the miner work on it. */
async function workOnNewTip(before: number): Promise<void> {
  await miner.until(() => (cleanJobs() > before ? true : undefined), 'work on the new tip');
}

/** Mines a block on the current work and waits until the API has recorded it; answers its hash. */
async function findBlock(): Promise<string> {
  const jobs = cleanJobs();
  const found = miner.findShare('finder.rig1', { networkTarget: true });
  expect((await miner.request('mining.submit', found.params)).result).toBe(true);
  const hash = Buffer.from(found.hash).reverse().toString('hex');
  for (;;) {
    const { rowCount } = await testApp.database.pool.query('SELECT 1 FROM found_blocks WHERE hash = $1', [hash]);
    if (rowCount === 1) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // A block the node took is the new tip: the next block is mined on it.
  if (core.refuseWith === null) await workOnNewTip(jobs);
  return hash;
}

async function others(blocks: number): Promise<void> {
  const jobs = cleanJobs();
  for (let index = 0; index < blocks; index += 1) core.newBlock();
  await workOnNewTip(jobs);
}

async function list(userId: string, path: string): Promise<BlocksResponse> {
  const response = await testApp.call(userId, 'GET', `${path}?per_page=100`);
  expect(response.statusCode).toBe(200);
  return blocksResponseSchema.parse(response.json());
}

const stateOf = async (hash: string) =>
  (await list(staff.id, `/pools/${poolId}/blocks`)).data.find((block) => block.hash === hash);

describe('found blocks followed against Bitcoin Core', () => {
  it('records what the node said of each, then follows it: immature, mature at 100 confirmations, orphaned off the best chain', async () => {
    const matured = await findBlock();
    expect(await job.follow()).toBe(1);
    expect(await stateOf(matured)).toMatchObject({ state: 'immature', confirmations: 1, account: 'finder' });

    await others(98);
    await job.follow();
    expect(await stateOf(matured)).toMatchObject({ state: 'immature', confirmations: 99 });
    await others(1);
    await job.follow();
    expect(await stateOf(matured)).toMatchObject({ state: 'mature', confirmations: 100 });

    const orphan = await findBlock();
    // A mature block is beyond a reorganisation: only the new one is asked about.
    expect(await job.follow()).toBe(1);
    expect(await stateOf(orphan)).toMatchObject({ state: 'immature', confirmations: 1 });
    const jobs = cleanJobs();
    core.reorganise(1);
    await workOnNewTip(jobs);
    await job.follow();
    expect(await stateOf(orphan)).toMatchObject({ state: 'orphaned', confirmations: 0 });

    core.refuseWith = 'bad-prevblk';
    const refused = await findBlock().finally(() => (core.refuseWith = null));
    expect(await stateOf(refused)).toMatchObject({ state: 'rejected', confirmations: 0, reject_reason: 'bad-prevblk' });
    // Still followed: the orphan (a reorganisation may bring it back); never the refused one.
    expect(await job.follow()).toBe(1);

    const staffList = await list(staff.id, `/pools/${poolId}/blocks`);
    expect(staffList.data.map((block) => [block.hash, block.state])).toEqual([
      [refused, 'rejected'],
      [orphan, 'orphaned'],
      [matured, 'mature'],
    ]);
    const metrics = parseMetrics(
      (await testApp.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body,
    );
    for (const state of ['mature', 'orphaned', 'rejected'])
      expect(metrics.get(`pool_blocks_total{state="${state}"}`)).toBe(1);
    expect(metrics.get('pool_blocks_total{state="immature"}')).toBe(0);
  });

  it("shows a miner account the blocks its workers found, and nobody else's", async () => {
    const own = await list(finderOwner.id, `/miners/${finderId}/blocks`);
    expect(own.pagination.total).toBe(3);
    expect(own.data.every((block) => block.account === 'finder' && block.worker === 'rig1')).toBe(true);
    expect((await list(otherOwner.id, `/miners/${otherId}/blocks`)).pagination.total).toBe(0);
    expect((await testApp.call(otherOwner.id, 'GET', `/miners/${finderId}/blocks`)).statusCode).toBe(403);
    expect((await testApp.call(finderOwner.id, 'GET', `/pools/${poolId}/blocks`)).statusCode).toBe(403);
    expect((await testApp.call(undefined, 'GET', `/miners/${finderId}/blocks`)).statusCode).toBe(401);
  });
});
