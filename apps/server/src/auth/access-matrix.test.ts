import { describe, expect, it } from 'vitest';
import { backendApiPath, type AccessRole, type Permission } from '@pool/contract';
import {
  actorCredentials,
  documentedOperations,
  emptyWorld,
  seedWorld,
  unknownId,
  userMaker,
  worldNames,
  type AccountRef,
  type Actor,
  type Grant,
} from '../test/seeded-world.js';
import { useLoopbackPriceSource } from '../test/loopback-price-source.js';
import { useTestApp } from '../test/test-app.js';
import { TestIdentity } from '../test/test-identity.js';
import { accessTable, grants, type Need } from '@pool/contract';

/**
 * The access matrix, generated from the OpenAPI document the server serves: every
 * operation × every kind of actor × their own and other principals' accounts. What each
 * operation needs is mapped below, and who holds each need (with the step-up it asks for)
 * is written out by hand in `expected`, apart from the policy's code: a rule changed in the
 * policy without changing the expectation here fails the suite. An operation missing from
 * the map fails it too, so a new endpoint cannot be left out.
 */

// ---------------------------------------------------------------------------
// The world (test/seeded-world.ts): two pools, three operators, miner accounts with a
// sub-account and customers. The actors: every kind of principal, each user with a fresh
// second factor, so that what is tested is who they are, not how recently they proved it.

const world = emptyWorld();
const identity = new TestIdentity();
const user = userMaker(identity);
const miner = (role: AccessRole): Grant => ({ type: 'miner', role, account: () => world.miner });
const actors: Actor[] = [
  { name: 'anonymous', kind: 'anonymous' },
  {
    name: 'watcher (workers)',
    kind: 'watcher',
    watcher: { token: 'matrix-watcher-workers-1', sections: ['section_workers_read'] },
  },
  {
    name: 'watcher (payments)',
    kind: 'watcher',
    watcher: { token: 'matrix-watcher-payments-1', sections: ['section_workers_read', 'section_payments_read'] },
  },
  { name: 'api key', kind: 'api_key', apiKey: `pool_ro_${'k'.repeat(43)}` },
  user('nobody'),
  ...(['owner', 'admin', 'treasurer', 'accountant', 'viewer'] as const).map((role) =>
    user(`miner-${role}`, miner(role)),
  ),
  user('operator-owner', { type: 'operator', role: 'owner', account: () => world.operator }),
  user('operator-viewer', { type: 'operator', role: 'viewer', account: () => world.operator }),
  user('operator-accountant', { type: 'operator', role: 'accountant', account: () => world.operator }),
  user('pool-owner', { type: 'pool', role: 'owner', account: () => world.pool }),
  user('pool-viewer', { type: 'pool', role: 'viewer', account: () => world.pool }),
  user('other-pool-admin', { type: 'pool', role: 'admin', account: () => world.otherPool }),
  user('platform-owner', { type: 'platform', role: 'owner', account: () => null }),
  user('platform-viewer', { type: 'platform', role: 'viewer', account: () => null }),
];

type ActorName =
  | 'miner-owner'
  | 'miner-admin'
  | 'miner-treasurer'
  | 'miner-accountant'
  | 'miner-viewer'
  | 'operator-owner'
  | 'operator-viewer'
  | 'operator-accountant'
  | 'pool-owner'
  | 'pool-viewer'
  | 'other-pool-admin'
  | 'platform-owner'
  | 'platform-viewer';

interface Expectation {
  /** The actors that hold the need on the accounts their permission reaches. */
  holders: readonly ActorName[];
  /** What a watcher link needs to have it (absent: never). */
  watcher?: 'always' | 'section_workers_read' | 'section_payments_read';
  /** A read-only API key of the account has it (absent: never). */
  apiKey?: true;
  /** The step-up a holder is asked for. */
  stepUp: 'none' | 'when_set_up' | 'required';
  /** On a miner account with an owner of its own, only miner permissions hold it. */
  ownPeopleWhenOwned?: true;
}

const allMiners: ActorName[] = ['miner-owner', 'miner-admin', 'miner-treasurer', 'miner-accountant', 'miner-viewer'];
const allPool: ActorName[] = ['pool-owner', 'pool-viewer', 'other-pool-admin'];
const minerManagers: ActorName[] = ['miner-owner', 'miner-admin'];
/** Who reads an account's mining data: the workers and transfers pages (product §6: viewer, manager, admin, owner). */
const miningReaders: ActorName[] = [
  ...allPool,
  'operator-owner',
  'operator-viewer',
  'miner-owner',
  'miner-admin',
  'miner-treasurer',
  'miner-viewer',
];
/** Who reads an account's money: the payments page (product §6: manager, accountant, admin, owner). */
const moneyReaders: ActorName[] = [
  ...allPool,
  'operator-owner',
  'operator-accountant',
  'miner-owner',
  'miner-admin',
  'miner-treasurer',
  'miner-accountant',
];

/**
 * Who may do what, written by hand from product §6 (viewer: mining data; accountant:
 * money; manager: both; admin and owner: all) and the staff rules (staff support the
 * accounts under them; only an account's own owners and admins change its wallet, splits
 * and, once it has an owner of its own, its access; every write that moves money asks for
 * a fresh second factor, which staff must have set up).
 */
const expected: Record<Need, Expectation> = {
  monitoring: {
    holders: [...allPool, 'operator-owner', 'operator-viewer', 'operator-accountant', ...allMiners],
    watcher: 'always',
    apiKey: true,
    stepUp: 'none',
  },
  workers: {
    holders: miningReaders,
    watcher: 'section_workers_read',
    apiKey: true,
    stepUp: 'none',
  },
  transfers: {
    holders: miningReaders,
    stepUp: 'none',
  },
  payments: { holders: moneyReaders, watcher: 'section_payments_read', apiKey: true, stepUp: 'none' },
  mining_report: { holders: moneyReaders, stepUp: 'none' },
  fee_income: { holders: [...allPool, 'operator-owner', 'operator-accountant'], stepUp: 'none' },
  export_customers: {
    holders: [...allPool, 'operator-owner', 'operator-viewer', 'operator-accountant'],
    stepUp: 'none',
  },
  profit_sharing: { holders: moneyReaders, stepUp: 'none' },
  tax_income: { holders: moneyReaders, stepUp: 'none' },
  referrals: { holders: moneyReaders, stepUp: 'none' },
  read_access: { holders: [...allPool, 'operator-owner', ...minerManagers], stepUp: 'none' },
  manage_access: {
    holders: ['pool-owner', 'other-pool-admin', 'operator-owner', ...minerManagers],
    stepUp: 'when_set_up',
    ownPeopleWhenOwned: true,
  },
  manage_wallet: { holders: minerManagers, stepUp: 'when_set_up' },
  manage_profit_sharing: { holders: minerManagers, stepUp: 'when_set_up' },
  manage_watchers: { holders: minerManagers, stepUp: 'none' },
  manage_api_keys: { holders: minerManagers, stepUp: 'when_set_up' },
  manage_alerts: { holders: minerManagers, stepUp: 'none' },
  remove_account: { holders: ['miner-owner'], stepUp: 'when_set_up' },
  create_sub_account: { holders: minerManagers, stepUp: 'none' },
  apply_promocode: { holders: minerManagers, stepUp: 'none' },
  manage_title: { holders: ['pool-owner', 'other-pool-admin', 'operator-owner', ...minerManagers], stepUp: 'none' },
  manage_fees: { holders: ['pool-owner', 'other-pool-admin', 'platform-owner'], stepUp: 'required' },
  manage_operator_fees: { holders: ['operator-owner'], stepUp: 'required' },
  create_customer: { holders: ['operator-owner'], stepUp: 'none' },
  create_pool_miner: { holders: ['pool-owner', 'other-pool-admin'], stepUp: 'none' },
  money_notices: {
    holders: [
      'operator-owner',
      'operator-accountant',
      'miner-owner',
      'miner-admin',
      'miner-treasurer',
      'miner-accountant',
    ],
    stepUp: 'none',
  },
  worker_notices: {
    holders: ['operator-owner', 'operator-viewer', 'miner-owner', 'miner-admin', 'miner-treasurer', 'miner-viewer'],
    stepUp: 'none',
  },
  platform_read: { holders: ['platform-owner', 'platform-viewer'], stepUp: 'none' },
  payout_desk_read: { holders: ['platform-owner', 'platform-viewer'], stepUp: 'none' },
  platform_act: { holders: ['platform-owner'], stepUp: 'required' },
  manage_promocodes: { holders: ['platform-owner'], stepUp: 'required' },
  read_users: { holders: [...allPool, 'platform-owner', 'platform-viewer'], stepUp: 'none' },
  manage_users: { holders: ['pool-owner', 'other-pool-admin', 'platform-owner'], stepUp: 'when_set_up' },
  read_removal_requests: { holders: [...allPool, 'platform-owner', 'platform-viewer'], stepUp: 'none' },
  decide_removal: { holders: ['pool-owner', 'other-pool-admin', 'platform-owner'], stepUp: 'when_set_up' },
  accounts_summary: { holders: allMiners, stepUp: 'none' },
};

/** The world's accounts with an owner of their own: the miner account of 'miner-owner' and its sub-account. */
const ownedAccounts = () => [world.miner, world.sub];

/** Does this grant reach the account? Written out from the world, apart from the policy's own code. */
function reaches(grant: Grant, account: AccountRef): boolean {
  const id = grant.account();
  if (grant.type === 'platform') return true;
  if (grant.type === 'pool') return account.pool === id;
  if (grant.type === 'operator') return account.operator === id;
  return account.kind === 'miner' && (account.id === id || account.parent === id);
}

function asPermission(grant: Grant): Pick<Permission, 'type' | 'role' | 'sections'> {
  return { type: grant.type, role: grant.role, sections: [] };
}

/** Whether the hand-written expectation lets the actor do `need` on the account (or in the platform area, without one). */
function expectedAllowed(actor: Actor, need: Need, account: AccountRef | undefined): boolean {
  if (actor.kind === 'anonymous') return false;
  const rule = expected[need];
  if (actor.kind === 'watcher') {
    if (!account || account.kind !== 'miner' || account.id !== world.miner || rule.watcher === undefined) return false;
    return rule.watcher === 'always' || actor.watcher!.sections.includes(rule.watcher);
  }
  if (actor.kind === 'api_key') {
    return account?.kind === 'miner' && account.id === world.miner && rule.apiKey === true;
  }
  if (!rule.holders.includes(actor.name as ActorName)) return false;
  return actor.grants!.some(
    (grant) =>
      (account === undefined || reaches(grant, account)) &&
      !(
        rule.ownPeopleWhenOwned &&
        account?.kind === 'miner' &&
        ownedAccounts().includes(account.id) &&
        grant.type !== 'miner'
      ),
  );
}

// ---------------------------------------------------------------------------
// What each operation needs, and how to call it. `on` names the path parameter that
// carries the account (tried with every account of that kind) or the wallet/worker.

type Access =
  | {
      need: Need;
      on?: 'id' | 'miner_id' | 'donor' | 'pool_id' | 'wallet_id' | 'worker' | 'ids';
      kind?: AccountRef['kind'];
    }
  /** A person (`user_id`): the miner account's owner, a user of the world's first pool. */
  | { need: Need; on: 'user' }
  | { need: 'public' }
  | { need: 'signed_in' }
  | { need: 'self' };

interface Operation {
  access: Access;
  query?: string;
  body?: object;
}

const promoCodeBody = {
  code: 'MATRIX',
  effective_from: '2026-01-01',
  status: 'active',
  type: 'universal',
  fee_type: 'rel',
  value: '10',
  perpetual: true,
};
const platformRead: Operation = { access: { need: 'platform_read' } };
const accountOp = (kind: AccountRef['kind'], need: Need, query?: string): Operation => ({
  access: { need, on: 'id', kind },
  ...(query ? { query } : {}),
});

const operations: Record<string, Operation> = {
  'GET /pools/current': { access: { need: 'public' } },
  'GET /exchange-rates': { access: { need: 'public' }, query: 'symbols=["BTCUSDT"]' },
  'GET /workers/random-name': { access: { need: 'public' } },
  'GET /watchers/{token}': { access: { need: 'public' } },
  'GET /operators/lookup-by-title/{operator_title}': { access: { need: 'public' } },
  'GET /identity': { access: { need: 'signed_in' } },
  'PUT /identity/language': { access: { need: 'signed_in' }, body: { language: 'ru' } },
  'POST /invites/accept': { access: { need: 'signed_in' }, body: { code: 'no-such-invite' } },
  'GET /invites/{code}': { access: { need: 'signed_in' } },
  'POST /miners': { access: { need: 'signed_in' }, body: { account_name: '' } },
  'GET /identity/{id}/watchers': { access: { need: 'self' } },
  'POST /identity/{id}/watchers': { access: { need: 'self' }, body: { miner_id: unknownId } },
  'DELETE /identity/{id}/watchers/{token}': { access: { need: 'self' } },
  'GET /identity/{id}/navigation': { access: { need: 'self' } },
  'PUT /identity/{id}/navigation': { access: { need: 'self' }, body: { pinned: [], bookmarked: [] } },
  'GET /identity/{id}/notifications/preferences': { access: { need: 'self' } },
  'POST /identity/{id}/telegram/invites': { access: { need: 'self' } },
  'GET /identity/{id}/telegram/invites/current': { access: { need: 'self' } },
  'GET /identity/{id}/telegram/chats/current': { access: { need: 'self' } },
  'DELETE /identity/{id}/telegram/chats': { access: { need: 'self' } },
  'PUT /identity/{id}/notifications/preferences': {
    access: { need: 'self' },
    body: { preferences: [{ event: 'miner-reward', channel: 'email', enabled: true }] },
  },
  'GET /miners/{id}/watchers': accountOp('miner', 'manage_watchers'),
  'POST /miners/{id}/watchers': { ...accountOp('miner', 'manage_watchers'), body: { name: 'matrix' } },
  'DELETE /miners/{id}/watchers': accountOp('miner', 'manage_watchers', 'token=no-such-watcher-token'),
  'GET /miners/{id}/alerts': accountOp('miner', 'workers'),
  'PUT /miners/{id}/alerts': {
    ...accountOp('miner', 'manage_alerts'),
    body: {
      hashrate_drop: { enabled: true, percent: 70 },
      workers_down: { enabled: true, count: 0 },
      no_shares: { enabled: true, minutes: 30 },
    },
  },
  'GET /miners/{id}/api-keys': accountOp('miner', 'manage_api_keys'),
  'POST /miners/{id}/api-keys': { ...accountOp('miner', 'manage_api_keys'), body: { name: 'matrix' } },
  'DELETE /miners/{id}/api-keys/{key_id}': accountOp('miner', 'manage_api_keys'),
  'DELETE /miners/{miner_id}': { access: { need: 'remove_account', on: 'miner_id', kind: 'miner' } },
  'GET /miners/{id}': accountOp('miner', 'monitoring'),
  'GET /miners/{id}/stats': accountOp('miner', 'monitoring'),
  'GET /miners/{id}/blocks': accountOp('miner', 'monitoring'),
  'GET /miners/{id}/charts': accountOp('miner', 'monitoring', 'period=PT1H'),
  'GET /miners/{id}/workers/statuses': accountOp('miner', 'monitoring'),
  'GET /miners/{id}/workers': accountOp('miner', 'workers'),
  'GET /miners/{id}/workers/export': accountOp('miner', 'workers'),
  'GET /miners/{id}/workers/boundary': accountOp('miner', 'transfers'),
  'GET /miners/{id}/workers/boundary/charts': accountOp('miner', 'transfers', 'period=PT1H'),
  'GET /miners/{id}/workers/boundary/stats': accountOp('miner', 'transfers'),
  'GET /miners/{id}/workers/boundary/statuses': accountOp('miner', 'transfers'),
  'GET /miners/{id}/workers/boundary/outgoing': accountOp('miner', 'transfers'),
  'GET /miners/{id}/workers/boundary/outgoing/charts': accountOp('miner', 'transfers', 'period=PT1H'),
  'GET /miners/{id}/workers/boundary/outgoing/stats': accountOp('miner', 'transfers'),
  'GET /miners/{id}/workers/boundary/outgoing/statuses': accountOp('miner', 'transfers'),
  // Profit splits (the recipient is unknown here, so an allowed change ends in 400) and referrals.
  'GET /miners/{donor}/profit-sharings': { access: { need: 'profit_sharing', on: 'donor', kind: 'miner' } },
  'GET /miners/{donor}/profit-sharings/{recipient}': {
    access: { need: 'profit_sharing', on: 'donor', kind: 'miner' },
  },
  'PUT /miners/{donor}/profit-sharings/{recipient}': {
    access: { need: 'manage_profit_sharing', on: 'donor', kind: 'miner' },
    body: { percent: '10' },
  },
  'DELETE /miners/{donor}/profit-sharings/{recipient}': {
    access: { need: 'manage_profit_sharing', on: 'donor', kind: 'miner' },
  },
  'POST /miners/{donor}/profit-sharings/{recipient}/confirmation-codes': {
    access: { need: 'manage_profit_sharing', on: 'donor', kind: 'miner' },
    body: { percent: '10' },
  },
  'GET /miners/{id}/tax-income': accountOp('miner', 'tax_income', 'year=2026'),
  'GET /miners/{id}/referrer-codes': accountOp('miner', 'referrals'),
  'GET /miners/{id}/referrals': accountOp('miner', 'referrals'),
  'GET /miners/{id}/balance': accountOp('miner', 'payments'),
  'GET /miners/{id}/money-version': accountOp('miner', 'payments'),
  'GET /miners/{id}/earned-all-time': accountOp('miner', 'payments'),
  'GET /miners/{id}/processing-earnings': accountOp('miner', 'payments'),
  'GET /miners/{id}/earnings-outlook': accountOp('miner', 'payments'),
  'GET /miners/{id}/next-payout': accountOp('miner', 'payments'),
  'GET /miners/{id}/payments': accountOp('miner', 'payments'),
  'GET /miners/{id}/daily-earnings': accountOp('miner', 'payments'),
  'GET /miners/{id}/payments/export': accountOp('miner', 'payments'),
  'GET /miners/{id}/mining-report': accountOp('miner', 'mining_report', 'month=2025-01'),
  'GET /miners/{id}/mining-report/export': accountOp('miner', 'mining_report', 'month=2025-01&format=xlsx'),
  'GET /miners/{miner_id}/fees': { access: { need: 'payments', on: 'miner_id', kind: 'miner' } },
  'GET /miners/{miner_id}/fees/current': { access: { need: 'payments', on: 'miner_id', kind: 'miner' } },
  'POST /miners/{miner_id}/fees': {
    access: { need: 'manage_fees', on: 'miner_id', kind: 'miner' },
    body: { percent: '0.8' },
  },
  'GET /miners/charts': { access: { need: 'monitoring', on: 'ids', kind: 'miner' }, query: 'period=PT1H' },
  'GET /miners/stats': { access: { need: 'monitoring', on: 'ids', kind: 'miner' }, query: 'period=PT1H' },
  'GET /workers/charts': { access: { need: 'workers', on: 'worker', kind: 'miner' }, query: 'period=PT1H' },
  'GET /workers/stats': { access: { need: 'workers', on: 'worker', kind: 'miner' }, query: 'period=PT1H' },
  'GET /wallets/{wallet_id}/addresses': { access: { need: 'payments', on: 'wallet_id', kind: 'miner' } },
  'GET /wallets/{wallet_id}/min-payments': { access: { need: 'payments', on: 'wallet_id', kind: 'miner' } },
  'GET /wallets/{wallet_id}/max-payments': { access: { need: 'payments', on: 'wallet_id', kind: 'miner' } },
  'POST /wallets/{wallet_id}/addresses': {
    access: { need: 'manage_wallet', on: 'wallet_id', kind: 'miner' },
    body: { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
  },
  'POST /wallets/{wallet_id}/confirmation-codes': {
    access: { need: 'manage_wallet', on: 'wallet_id', kind: 'miner' },
    body: { kind: 'max_payment', amount: 0 },
  },
  'POST /wallets/{wallet_id}/min-payments': {
    access: { need: 'manage_wallet', on: 'wallet_id', kind: 'miner' },
    body: { amount: 1_000_000 },
  },
  'POST /wallets/{wallet_id}/max-payments': {
    access: { need: 'manage_wallet', on: 'wallet_id', kind: 'miner' },
    body: { amount: 0 },
  },
  'GET /operators/{id}/miners/{miner_id}/fees': { access: { need: 'payments', on: 'id', kind: 'operator' } },
  'GET /operators/{id}/miners/{miner_id}/fees/current': { access: { need: 'payments', on: 'id', kind: 'operator' } },
  'POST /operators/{id}/miners/{miner_id}/fees': {
    access: { need: 'manage_operator_fees', on: 'id', kind: 'operator' },
    body: { percent: '1.5' },
  },
  'GET /operators/{id}/customer-fee': accountOp('operator', 'payments'),
  'GET /operators/{id}/fee-income': accountOp('operator', 'fee_income'),
  'GET /operators/{id}/fee-income/export': accountOp('operator', 'fee_income'),
  'PUT /operators/{id}/customer-fee': { ...accountOp('operator', 'manage_operator_fees'), body: { percent: '2' } },
  'GET /pools/{id}/blocks': accountOp('pool', 'monitoring'),
  // Customers: the name rule is checked after the access check, so a refused caller gets 401/403.
  'POST /operators/{id}/miners': {
    ...accountOp('operator', 'create_customer'),
    body: { account_name: 'matrixcustomer', owner_email: 'owner@example.com' },
  },
  'POST /pools/{id}/miners': { ...accountOp('pool', 'create_pool_miner'), body: { account_name: 'matrix_pool_miner' } },
  'PUT /miners/{miner_id}/title': {
    access: { need: 'manage_title', on: 'miner_id', kind: 'miner' },
    body: { title: 'Matrix title' },
  },
  'DELETE /miners/{miner_id}/title': { access: { need: 'manage_title', on: 'miner_id', kind: 'miner' } },
  'GET /miners/lookup-by-account-name': { access: { need: 'signed_in' }, query: `account_name=${worldNames.miner}` },
  'GET /platform/payouts/schedule': platformRead,
  'GET /platform/payouts/blockchain-requests': platformRead,
  'GET /platform/payouts/blockchain-requests/{request_id}/payments': { access: { need: 'payout_desk_read' } },
  'GET /platform/payouts/wallet': { access: { need: 'payout_desk_read' } },
  'GET /platform/payouts/next-run': { access: { need: 'payout_desk_read' } },
  'GET /platform/rewards/rates': platformRead,
  'GET /platform/rewards/rates/external-sources': platformRead,
  'GET /platform/rewards/unallocated-funds': platformRead,
  'PUT /platform/payouts/schedule/current': { access: { need: 'platform_act' }, body: { fee_level: 'LOW' } },
  'DELETE /platform/payouts/schedule/current/fee-per-vbyte': { access: { need: 'platform_act' } },
  'PUT /platform/rewards/rates/current': { access: { need: 'platform_act' }, body: { rate: 50 } },
  'POST /platform/payouts/blockchain-requests/{request_id}/resend': { access: { need: 'platform_act' } },
  'POST /platform/payouts/blockchain-requests/{request_id}/reverse': { access: { need: 'platform_act' } },
  'POST /platform/rewards/unallocated-funds/{transaction_id}/refund': { access: { need: 'platform_act' } },
  // Promo codes.
  'GET /platform/promocodes': platformRead,
  'GET /platform/promocodes/generate': platformRead,
  'GET /platform/promocodes/{id}': platformRead,
  'POST /platform/promocodes': { access: { need: 'manage_promocodes' }, body: promoCodeBody },
  'PUT /platform/promocodes/{id}': { access: { need: 'manage_promocodes' }, body: promoCodeBody },
  // The account is in the body: the world's miner account, which every miner grant reaches.
  'POST /promocodes/apply': {
    access: { need: 'apply_promocode' },
    get body() {
      return { miner_id: world.miner, code: 'NO-SUCH-CODE' };
    },
  },
  'GET /miners/{miner_id}/promocode': { access: { need: 'payments', on: 'miner_id', kind: 'miner' } },
  // Pool users. The confirmations name someone else, so an allowed call is a 400 and changes nothing.
  'GET /pools/{pool_id}/users': { access: { need: 'read_users', on: 'pool_id', kind: 'pool' } },
  'DELETE /pools/{pool_id}/sessions/{session_id}': { access: { need: 'manage_users', on: 'pool_id', kind: 'pool' } },
  'GET /users/{user_id}': { access: { need: 'read_users', on: 'user' } },
  'GET /users/{user_id}/permissions': { access: { need: 'read_users', on: 'user' } },
  'GET /users/{user_id}/sessions': { access: { need: 'read_users', on: 'user' } },
  'GET /users/{user_id}/invites': { access: { need: 'read_users', on: 'user' } },
  'GET /users/{user_id}/deletion-request': { access: { need: 'read_users', on: 'user' } },
  'POST /users/{user_id}/invites': {
    access: { need: 'manage_users', on: 'user' },
    body: { kind: 'pool', account_id: unknownId, role: 'viewer' },
  },
  'POST /users/{user_id}/2fa/reset': {
    access: { need: 'manage_users', on: 'user' },
    body: { email: 'not-the-user@example.com' },
  },
  'DELETE /users/{user_id}': { access: { need: 'manage_users', on: 'user' }, query: 'email=not-the-user@example.com' },
  // Removal requests: the request is unknown here, so an allowed decision ends in 404.
  'GET /pools/{pool_id}/removal-requests': { access: { need: 'read_removal_requests', on: 'pool_id', kind: 'pool' } },
  'POST /pools/{pool_id}/removal-requests/{request_id}/approve': {
    access: { need: 'decide_removal', on: 'pool_id', kind: 'pool' },
  },
  'POST /pools/{pool_id}/removal-requests/{request_id}/reject': {
    access: { need: 'decide_removal', on: 'pool_id', kind: 'pool' },
    body: { reason: 'matrix' },
  },
  'GET /miners/summary': { access: { need: 'accounts_summary' } },
};
// The pool and operator views share their paths: one entry for each.
for (const kind of ['pool', 'operator'] as const) {
  const base = `/${kind}s/{id}`;
  Object.assign(operations, {
    [`GET ${base}`]: accountOp(kind, 'monitoring'),
    [`GET ${base}/stats`]: accountOp(kind, 'monitoring'),
    [`GET ${base}/charts`]: accountOp(kind, 'monitoring', 'period=PT1H'),
    [`GET ${base}/miners`]: accountOp(kind, 'monitoring'),
    [`GET ${base}/miners/export`]: accountOp(kind, 'export_customers'),
    [`GET ${base}/workers/statuses`]: accountOp(kind, 'monitoring'),
    [`GET ${base}/workers`]: accountOp(kind, 'workers'),
    [`GET ${base}/workers/export`]: accountOp(kind, 'workers'),
    [`GET ${base}/balance`]: accountOp(kind, 'payments'),
    [`GET ${base}/money-version`]: accountOp(kind, 'payments'),
    [`GET ${base}/earned-all-time`]: accountOp(kind, 'payments'),
    [`GET ${base}/processing-earnings`]: accountOp(kind, 'payments'),
    [`GET ${base}/payments`]: accountOp(kind, 'payments'),
    [`GET ${base}/daily-earnings`]: accountOp(kind, 'payments'),
    [`GET ${base}/payments/export`]: accountOp(kind, 'payments'),
    [`GET ${base}/earned-from-miner/{miner_id}`]: accountOp(kind, 'payments'),
  });
}

// Access control: the same four calls on the three kinds of account.
for (const kind of ['pool', 'operator', 'miner'] as const) {
  const path = `/${kind}s/{id}/access`;
  Object.assign(operations, {
    [`GET ${path}`]: accountOp(kind, 'read_access'),
    [`POST ${path}`]: {
      ...accountOp(kind, 'manage_access'),
      body: { email: 'matrix-invitee@example.com', role: 'viewer' },
    },
    [`PUT ${path}`]: {
      ...accountOp(kind, 'manage_access'),
      body: { permission_id: unknownId, role: 'viewer', sections: [] },
    },
    [`DELETE ${path}`]: accountOp(kind, 'manage_access', `permission_id=${unknownId}`),
  });
}

// ---------------------------------------------------------------------------

const ingestToken = 'access-matrix-ingest-token-0123456789abcdef';
const priceSource = useLoopbackPriceSource({ BTCUSDT: '97123.45' });
const testApp = useTestApp(identity, { ingestToken, money: priceSource.money });

interface Case {
  operation: string;
  actor: Actor;
  url: string;
  allowed: boolean;
  body?: object;
}

/** The requests of one operation: for every actor, every target it can name. */
function casesOf(key: string, operation: Operation, other: Actor): Case[] {
  const path = key.split(' ')[1]!;
  const fill = (values: Record<string, string>) =>
    path.replace(
      /\{(\w+)\}/g,
      (_, name: string) => values[name] ?? (name.endsWith('token') ? 'no-such-watcher-token' : unknownId),
    );
  const withQuery = (url: string, extra?: string) => {
    const query = [operation.query, extra].filter(Boolean).join('&');
    return `${backendApiPath}${url}${query ? `?${query}` : ''}`;
  };
  const { access } = operation;
  const cases: Case[] = [];
  for (const actor of actors) {
    const base = { operation: key, actor, ...(operation.body ? { body: operation.body } : {}) };
    if (access.need === 'public') {
      cases.push({
        ...base,
        url: withQuery(fill({ operator_title: worldNames.operator, token: 'matrix-watcher-workers-1' })),
        allowed: true,
      });
    } else if (access.need === 'signed_in') {
      cases.push({ ...base, url: withQuery(fill({})), allowed: actor.kind === 'user' });
    } else if (access.need === 'self') {
      for (const whose of [actor, other]) {
        const id = whose.userId ?? unknownId;
        cases.push({ ...base, url: withQuery(fill({ id })), allowed: actor.kind === 'user' && whose === actor });
      }
    } else if (access.on === 'user') {
      const pool = world.accounts.find((ref) => ref.kind === 'pool' && ref.id === world.pool)!;
      const url = withQuery(fill({ user_id: other.userId! }));
      cases.push({ ...base, url, allowed: expectedAllowed(actor, access.need, pool) });
    } else if (access.on === undefined) {
      cases.push({ ...base, url: withQuery(fill({})), allowed: expectedAllowed(actor, access.need, undefined) });
    } else {
      for (const target of world.accounts.filter((ref) => ref.kind === access.kind)) {
        const allowed = expectedAllowed(actor, access.need, target);
        let url: string;
        if (access.on === 'wallet_id') url = withQuery(fill({ wallet_id: world.wallets[target.id]! }));
        else if (access.on === 'worker') url = withQuery(fill({}), `id=${world.workers[target.id]}`);
        else if (access.on === 'ids') url = withQuery(fill({}), `id=${target.id}`);
        else if (key.includes('{miner_id}') && access.on === 'id') {
          // An operator's or pool's view of one of its customers: the customer of that operator or pool.
          const customer = world.accounts.find(
            (ref) => ref.kind === 'miner' && (ref.operator === target.id || ref.pool === target.id),
          );
          url = withQuery(fill({ id: target.id, miner_id: customer!.id }));
        } else url = withQuery(fill({ [access.on]: target.id }));
        cases.push({ ...base, url, allowed });
      }
    }
  }
  return cases;
}

async function send(method: string, item: Case) {
  return testApp.app.inject({
    method: method as 'GET',
    url: item.url,
    ...actorCredentials(item.actor),
    ...(item.body ? { payload: item.body } : {}),
  });
}

describe('the policy table', () => {
  it('grants each need to exactly the roles written out by hand, with the step-up written out by hand', () => {
    const named = actors.filter((actor) => actor.grants?.length === 1);
    const differences: string[] = [];
    for (const need of Object.keys(accessTable) as Need[]) {
      const rule = accessTable[need] as { secondFactor: string };
      if (rule.secondFactor !== expected[need].stepUp) {
        differences.push(`${need}: step-up ${rule.secondFactor}, expected ${expected[need].stepUp}`);
      }
      for (const actor of named) {
        const granted = grants(asPermission(actor.grants![0]!), need);
        if (granted !== expected[need].holders.includes(actor.name as ActorName)) {
          differences.push(`${need}: ${actor.name} ${granted ? 'granted' : 'refused'}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('the access matrix', () => {
  it('covers every operation of the OpenAPI document, and each answer matches the policy table', async () => {
    await seedWorld(testApp, world, actors, ingestToken);
    const backendOperations = (await documentedOperations(testApp.app))
      .filter(({ path }) => path.startsWith(`${backendApiPath}/`))
      .map(({ method, path }) => `${method} ${path.slice(backendApiPath.length)}`);
    const unmapped = backendOperations.filter((key) => !(key in operations));
    expect(unmapped, 'operations with no entry in the access map').toEqual([]);

    const other = actors.find((actor) => actor.name === 'miner-owner')!;
    const results = { cases: 0, allowed: 0, denied: 0 };
    const wrong: string[] = [];
    for (const key of backendOperations) {
      const [method] = key.split(' ') as [string];
      for (const item of casesOf(key, operations[key]!, other)) {
        const response = await send(method, item);
        results.cases += 1;
        // Every user proved a second factor a moment ago: a 401 or 403 is a refusal of who they are.
        const refused = [401, 403, 404].includes(response.statusCode);
        const accessRefusal = [401, 403].includes(response.statusCode);
        if (item.allowed) {
          results.allowed += 1;
          if (accessRefusal)
            wrong.push(
              `${item.actor.name} was refused ${method} ${item.url}: ${response.statusCode} ${response.body.slice(0, 80)}`,
            );
        } else {
          results.denied += 1;
          if (!refused) wrong.push(`LEAK: ${item.actor.name} got ${response.statusCode} for ${method} ${item.url}`);
        }
        expect(response.statusCode, `${item.actor.name} ${method} ${item.url}`).toBeLessThan(500);
      }
    }
    console.log(
      `access matrix: ${backendOperations.length} operations × ${actors.length} actors = ${results.cases} cases ` +
        `(${results.allowed} allowed, ${results.denied} denied), ${wrong.length} wrong`,
    );
    expect(wrong).toEqual([]);
    // About 7,600 requests one after another: tens of seconds on a busy 2-core machine.
  }, 300_000);

  it('asks every write for the step-up written out by hand: a stale second factor, and none set up', async () => {
    const other = actors.find((actor) => actor.name === 'miner-owner')!;
    const wrong: string[] = [];
    const checked: string[] = [];
    for (const [key, operation] of Object.entries(operations)) {
      const { access } = operation;
      if (!(access.need in expected) || expected[access.need as Need].stepUp === 'none') continue;
      const { stepUp } = expected[access.need as Need];
      const [method] = key.split(' ') as [string];
      const item = casesOf(key, operation, other).find((candidate) => candidate.allowed && candidate.actor.userId);
      if (!item) {
        wrong.push(`${key}: nobody allowed to try it`);
        continue;
      }
      const person = identity.users.get(item.actor.userId!)!;
      const saved = { age: person.secondFactorAge, credentials: person.credentials };
      try {
        person.secondFactorAge = 3_600;
        const stale = await send(method, item);
        const staleCode = stale.statusCode === 403 ? stale.json<{ error: { code: string } }>().error.code : undefined;
        if (staleCode !== 'mfa_required')
          wrong.push(`${key} by ${item.actor.name}, an hour-old second factor: ${stale.statusCode} ${staleCode}`);
        if (stepUp === 'required') {
          person.credentials = { ...person.credentials, totp: false };
          const none = await send(method, item);
          const noneCode = none.statusCode === 403 ? none.json<{ error: { code: string } }>().error.code : undefined;
          if (noneCode !== 'second_factor_setup_required')
            wrong.push(`${key} by ${item.actor.name}, no second factor: ${none.statusCode} ${noneCode}`);
        }
        checked.push(key);
      } finally {
        person.secondFactorAge = saved.age;
        person.credentials = saved.credentials;
      }
    }
    expect(wrong).toEqual([]);
    // Hand-counted: wallets 4, splits 3, access 9, removal 1, fees 3, platform 6, promo codes 2, users 4, API keys 3,
    // removal decisions 2.
    expect(checked).toHaveLength(37);
  }, 120_000);
});
