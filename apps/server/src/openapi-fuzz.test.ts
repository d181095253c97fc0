import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backendApiPath, errorResponseSchema } from '@pool/contract';
import { requestsOf, type FuzzRequest, type KnownValues } from './test/openapi-arbitraries.js';
import { useLoopbackPriceSource } from './test/loopback-price-source.js';
import {
  actorCredentials,
  documentedOperations,
  emptyWorld,
  seedWorld,
  userMaker,
  worldNames,
  type Actor,
  type DocumentedOperation,
} from './test/seeded-world.js';
import { useTestApp } from './test/test-app.js';
import { TestIdentity } from './test/test-identity.js';
import { systemClock } from './clock.js';
import type { Mailer } from './mail/mailer.js';
import { defaultMoneySettings } from './modules/module-deps.js';
import { SimulatedChain } from './modules/chain/index.js';
import { duePayoutDate, PayoutsJob } from './modules/payouts/index.js';
import { PayoutFixtures } from './modules/payouts/test-support.js';

/**
 * The fuzz suite, generated from the OpenAPI document the server serves: for every
 * operation, the backend's and the stratum nodes', requests built from its own schemas
 * (test/openapi-arbitraries.ts), mostly accepted values and values of the seeded world,
 * mixed with hostile ones, sent by a user who holds every role on the world's own
 * accounts, by a watcher link and anonymously. No answer may be a 5xx, and every 4xx must
 * be the API's one error shape.
 *
 * No operation is left out: money moves only on the simulated chain and the price source
 * is a loopback server, so nothing reaches a real external service. A fixed seed sends the
 * same requests in the same order on every run (dates follow the clock, ids the database);
 * a failure names its operation, fast-check's shrunk request and what the server logged.
 */

const fuzzSeed = 15;
const casesPerOperation = 40;

const world = emptyWorld();
const identity = new TestIdentity();
/** Every permission on the world's own accounts, so requests get past access into validation and the services. */
const privileged = userMaker(identity)(
  'fuzz-privileged',
  { type: 'platform', role: 'owner', account: () => null },
  { type: 'pool', role: 'owner', account: () => world.pool },
  { type: 'operator', role: 'owner', account: () => world.operator },
  { type: 'miner', role: 'owner', account: () => world.miner },
  { type: 'miner', role: 'owner', account: () => world.customer },
);
const watcher: Actor = {
  name: 'watcher',
  kind: 'watcher',
  watcher: { token: 'fuzz-watcher-token-0001', sections: ['section_workers_read', 'section_payments_read'] },
};
const anonymous: Actor = { name: 'anonymous', kind: 'anonymous' };
const senders = new Map([privileged, watcher, anonymous].map((actor) => [actor.name, actor]));
/** Most requests come from the privileged user: they reach the most code. By name, so a counterexample reads short. */
const senderNames = fc.oneof(
  { weight: 4, arbitrary: fc.constant(privileged.name) },
  { weight: 1, arbitrary: fc.constant(watcher.name) },
  { weight: 1, arbitrary: fc.constant(anonymous.name) },
);

const ingestToken = 'openapi-fuzz-ingest-token-0123456789abcdef';
const priceSource = useLoopbackPriceSource({ BTCUSDT: '97123.45', BTCRUB: '9012345.67' });
/** The message of the last error the server logged: what a 5xx's failure message names as its cause. */
const serverLog = { lastError: undefined as string | undefined };
/** The invitation codes the server mailed (the e-mail is the only place a code appears). */
const mailedCodes: string[] = [];
const mailer: Mailer = {
  async send({ text }) {
    mailedCodes.push(...[...text.matchAll(/code=([\w-]+)/g)].map((match) => match[1]!));
  },
};
const testApp = useTestApp(identity, {
  ingestToken,
  mailer,
  money: priceSource.money,
  logLevel: 'error',
  logStream: {
    write(line) {
      const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
      serverLog.lastError = (entry.err?.message ?? entry.msg ?? line).slice(0, 500);
    },
  },
});

const payoutAddress = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

/**
 * What the platform's money actions and the invitations act on, so they get past "not
 * found": a payout request sent on the simulated chain (the run last due, with a wallet to
 * pay), confirmed deposits nobody claimed (unallocated funds), and an open invitation.
 */
async function seedMoneyAndInvitations(): Promise<void> {
  const { db } = testApp.database;
  const now = systemClock();
  await new PayoutFixtures(db).miner(world.pool, {
    balance: 2_000_000,
    addresses: [{ address: payoutAddress, at: new Date(now.getTime() - 3 * 86_400_000) }],
  });
  const chain = new SimulatedChain(db, systemClock, defaultMoneySettings.simulatedBlockSeconds);
  const job = new PayoutsJob({ db, clock: systemClock, settings: defaultMoneySettings, log: testApp.app.log, chain });
  await job.runDate(world.pool, duePayoutDate(now));
  // Old enough to have the confirmations a deposit needs before it counts.
  const confirmed = new Date(now.getTime() - 10 * defaultMoneySettings.simulatedBlockSeconds * 1000);
  await chain.addDeposit({ amount: 250_000, fromAddress: payoutAddress, receivedAt: confirmed });
  await chain.addDeposit({ amount: 70_000, fromAddress: null, receivedAt: confirmed });
  await job.poll();
  const invited = await testApp.call(privileged.userId, 'POST', `/miners/${world.miner}/access`, {
    email: 'fuzz-invitee@example.com',
    role: 'viewer',
  });
  expect(invited.statusCode).toBe(201);
}

/** The values of the seeded world, by the names the operations give them (see KnownValues). */
async function knownValues(): Promise<KnownValues> {
  const { pool } = testApp.database;
  const ids = async (table: string) =>
    (await pool.query<{ id: string }>(`SELECT id FROM ${table}`)).rows.map((row) => row.id);
  const [permissions, requests, funds, invitations] = await Promise.all(
    ['permissions', 'blockchain_payout_requests', 'unallocated_funds', 'invites'].map(ids),
  );
  const idsOf = (kind: string) =>
    world.accounts.filter((account) => account.kind === kind).map((account) => account.id);
  const workers = Object.values(world.workers);
  return {
    id: [...world.accounts.map((account) => account.id), privileged.userId!, ...workers],
    'pools.id': idsOf('pool'),
    'operators.id': idsOf('operator'),
    'miners.id': idsOf('miner'),
    'identity.id': [privileged.userId!],
    'workers.id': workers,
    miner_id: idsOf('miner'),
    parent_id: [world.miner, world.sub],
    permission_id: permissions!,
    request_id: requests!,
    transaction_id: funds!,
    invitation_id: invitations!,
    code: [...mailedCodes],
    wallet_id: Object.values(world.wallets),
    token: [watcher.watcher!.token],
    operator_title: [worldNames.operator, worldNames.foreignOperator],
    account: [worldNames.miner, worldNames.customer],
    // Names taken and names free: the first request with a free one creates the account.
    account_name: [worldNames.miner, worldNames.sub, 'fuzzcustomer1', 'fuzzcustomer2'],
    email: [`${privileged.name}@example.com`, 'fuzz-invitee@example.com'],
    worker: [`${worldNames.miner}.rig1`, `${worldNames.customer}.rig2`],
    address: [payoutAddress, '1BoatSLRy8wCKHi7TiW2bSbBvtCRPsHPb', 'tb1qnotmainnet'],
    symbols: ['["BTCUSDT"]', '["BTCUSDT","BTCRUB"]', '["NOSUCHCOIN"]', '[]'],
  };
}

/**
 * The stratum nodes' calls (outside the backend prefix) take the ingest token and nothing
 * else: the privileged sender has it, the others send none or a wrong one.
 */
function credentialsFor(operation: DocumentedOperation, sender: Actor) {
  if (operation.path.startsWith(`${backendApiPath}/`)) return actorCredentials(sender);
  const token = { [privileged.name]: ingestToken, [watcher.name]: 'wrong-token' }[sender.name];
  return { headers: token ? { authorization: `Bearer ${token}` } : {}, cookies: {} };
}

function send(operation: DocumentedOperation, sender: Actor, request: FuzzRequest) {
  const { headers, cookies } = credentialsFor(operation, sender);
  return testApp.app.inject({
    method: operation.method as 'GET',
    url: request.url,
    cookies,
    headers: { ...headers, ...(request.body?.contentType ? { 'content-type': request.body.contentType } : {}) },
    ...(request.body ? { payload: request.body.payload } : {}),
  });
}

/** Whether a body is the API's error shape: `{ error: { code, message, fields? } }`. */
function isErrorShape(body: string): boolean {
  try {
    return errorResponseSchema.safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
}

describe('the OpenAPI fuzz suite', () => {
  it('never answers 5xx, and every 4xx is the error shape, for every operation of the document', async () => {
    await seedWorld(testApp, world, [privileged, watcher], ingestToken);
    await seedMoneyAndInvitations();
    const known = await knownValues();
    const operations = await documentedOperations(testApp.app);
    const counts = { requests: 0, accepted: 0, refused: 0, serverErrors: 0, wrongShapes: 0 };
    const failures: string[] = [];
    for (const operation of operations) {
      const property = fc.asyncProperty(senderNames, requestsOf(operation, known), async (sender, request) => {
        serverLog.lastError = undefined;
        const response = await send(operation, senders.get(sender)!, request);
        counts.requests += 1;
        if (response.statusCode >= 500) {
          counts.serverErrors += 1;
          throw new Error(
            `${response.statusCode} ${response.body.slice(0, 200)}; the server logged: ${serverLog.lastError}`,
          );
        }
        if (response.statusCode < 400) {
          counts.accepted += 1;
          return;
        }
        counts.refused += 1;
        if (!isErrorShape(response.body)) {
          counts.wrongShapes += 1;
          throw new Error(`${response.statusCode} not the error shape: ${response.body.slice(0, 200)}`);
        }
      });
      try {
        await fc.assert(property, { seed: fuzzSeed, numRuns: casesPerOperation, includeErrorInReport: true });
      } catch (error) {
        failures.push(`${operation.method} ${operation.path}: ${(error as Error).message.slice(0, 3000)}`);
      }
    }
    console.log(
      `openapi fuzz: ${operations.length} operations × ${casesPerOperation} cases = ${counts.requests} requests ` +
        `(${counts.accepted} accepted, ${counts.refused} refused), ${counts.serverErrors} 5xx, ` +
        `${counts.wrongShapes} not in the error shape`,
    );
    // Printed in full: the assertion's diff would cut fast-check's counterexamples short.
    for (const failure of failures) console.error(failure);
    expect(failures).toEqual([]);
  });
});
