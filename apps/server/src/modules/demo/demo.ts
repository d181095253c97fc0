import { randomBytes } from 'node:crypto';
import { invitationLifetimeDays } from '@pool/contract';
import type { Db } from '../../db/database.js';
import type { AccessRole, PermissionType } from '../../db/schema.js';

/** The demo users' shared password, printed at start so a new user can sign in. */
export const demoPassword = 'Demo-Pool-2026!';

/**
 * The demo pool shows its miners the mining report and the tax calculator: the
 * defaults of those flags while the demo is seeded; the settings file and POOL_* still decide.
 */
export const demoPoolSettings = { mining_report_enabled: true, tax_calculator_enabled: true } as const;

export interface DemoIdentityCreator {
  createIdentity(input: { email: string; password: string }): Promise<{ id: string }>;
}

interface DemoGrant {
  email: string;
  type: PermissionType;
  target?: 'pool' | 'demohub' | 'demo_miner' | 'demo_miner_2';
  role: AccessRole;
}

const grants: DemoGrant[] = [
  { email: 'miner@example.com', type: 'miner', target: 'demo_miner', role: 'owner' },
  { email: 'miner@example.com', type: 'miner', target: 'demo_miner_2', role: 'owner' },
  // A second person on demo_miner, so its access-control page shows more than its owner.
  { email: 'viewer@example.com', type: 'miner', target: 'demo_miner', role: 'viewer' },
  { email: 'operator@example.com', type: 'operator', target: 'demohub', role: 'owner' },
  { email: 'pool@example.com', type: 'pool', target: 'pool', role: 'admin' },
  { email: 'platform@example.com', type: 'platform', role: 'admin' },
];

export const demoEmails = [...new Set(grants.map((grant) => grant.email))];

/**
 * demohub's customers, one per chart state the demo fleet (fleet.ts) shows: a busy one
 * (ok), one that starts sending at the first start (collecting), one whose rigs stopped
 * three hours before (unavailable), one silent for over a week (stale), one that never
 * sent a share (nodata).
 */
export const demohubCustomers = [
  'demohub_customer',
  'demohub_new',
  'demohub_idle',
  'demohub_stale',
  'demohub_empty',
] as const;

/** The titles demohub gave its customers (demohub_empty has none, to show an untitled row). */
const demohubTitles: Partial<Record<(typeof demohubCustomers)[number], string>> = {
  demohub_customer: 'Riverside data centre',
  demohub_new: 'North farm (commissioning)',
  demohub_idle: 'Warehouse B',
  demohub_stale: 'Mothballed site',
};

/**
 * demohub's fee on its customers, as [customer, percent, first day relative to today, comment]:
 * a past and a current item and one scheduled for tomorrow, so the schedule shows every state.
 */
const demohubFees: [(typeof demohubCustomers)[number], string, number, string | null][] = [
  ['demohub_customer', '1.5', -30, 'Hosting contract'],
  ['demohub_customer', '2', -7, 'Hosting contract, new rack'],
  ['demohub_customer', '2.5', 1, 'From the new power tariff'],
  ['demohub_new', '1', -3, null],
  ['demohub_idle', '0.5', -20, 'Reduced while idle'],
];

/** The UTC pool day `offset` days from today. */
function poolDayFromToday(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);
}

/**
 * Seeds the demo pool on an empty database: the operator demohub with its customers, the
 * miner accounts demo_miner and demo_miner_2, and one user per role. Runs once: a
 * database that has any operator or miner account is left alone. Returns whether it seeded.
 */
export async function seedDemo(db: Db, identity: DemoIdentityCreator): Promise<boolean> {
  const existing = await db
    .selectFrom('miner_accounts')
    .select('id')
    .union(db.selectFrom('operators').select('id'))
    .limit(1)
    .execute();
  if (existing.length) return false;

  const identities = new Map<string, string>();
  for (const email of demoEmails) {
    identities.set(email, (await identity.createIdentity({ email, password: demoPassword })).id);
  }

  await db.transaction().execute(async (trx) => {
    const pool = await trx
      .updateTable('pools')
      .set({ name: 'Demo Pool' })
      .where('is_current', '=', true)
      .returning('id')
      .executeTakeFirstOrThrow();
    const demohub = await trx
      .insertInto('operators')
      .values({ pool_id: pool.id, name: 'Demo Hub', title: 'demohub', customer_fee_percent: '2' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const accounts = await trx
      .insertInto('miner_accounts')
      .values([
        { pool_id: pool.id, account_name: 'demo_miner' },
        { pool_id: pool.id, account_name: 'demo_miner_2' },
        ...demohubCustomers.map((account_name) => ({
          pool_id: pool.id,
          operator_id: demohub.id,
          account_name,
          title: demohubTitles[account_name] ?? null,
        })),
      ])
      .returning(['id', 'account_name'])
      .execute();
    // demo_miner brought demohub_customer to the pool: its referral income shows on /referrals.
    await trx
      .updateTable('miner_accounts')
      .set({ referrer_id: accounts.find((a) => a.account_name === 'demo_miner')!.id })
      .where('id', '=', accounts.find((a) => a.account_name === 'demohub_customer')!.id)
      .execute();
    // demo_miner_2 gives demo_miner 5 % of its reward: the replayed days show the split in both.
    await trx
      .insertInto('profit_sharing_schedules')
      .values({
        donor_id: accounts.find((a) => a.account_name === 'demo_miner_2')!.id,
        recipient_id: accounts.find((a) => a.account_name === 'demo_miner')!.id,
        percent: '5',
        start_date: poolDayFromToday(-20),
        created_by: identities.get('miner@example.com')!,
      })
      .execute();
    const targets: Record<NonNullable<DemoGrant['target']>, string> = {
      pool: pool.id,
      demohub: demohub.id,
      demo_miner: accounts.find((a) => a.account_name === 'demo_miner')!.id,
      demo_miner_2: accounts.find((a) => a.account_name === 'demo_miner_2')!.id,
    };
    await trx
      .insertInto('permissions')
      .values(
        grants.map((grant) => ({
          identity_id: identities.get(grant.email)!,
          type: grant.type,
          pool_id: grant.type === 'pool' ? targets.pool : null,
          operator_id: grant.type === 'operator' ? targets.demohub : null,
          miner_id: grant.type === 'miner' && grant.target ? targets[grant.target] : null,
          role: grant.role,
        })),
      )
      .execute();
    // demohub's fees on its customers: past, current and tomorrow's.
    await trx
      .insertInto('fee_schedules')
      .values(
        demohubFees.map(([customer, percent, offset, comment]) => ({
          miner_id: accounts.find((a) => a.account_name === customer)!.id,
          kind: 'operator' as const,
          percent,
          start_date: poolDayFromToday(offset),
          comment,
          created_by: identities.get('operator@example.com')!,
        })),
      )
      .execute();
    // And an invitation demo_miner's owner sent and nobody accepted yet.
    await trx
      .insertInto('invites')
      .values({
        code: randomBytes(24).toString('base64url'),
        email: 'partner@example.com',
        type: 'miner',
        miner_id: targets.demo_miner,
        role: 'accountant',
        created_by: identities.get('miner@example.com')!,
        expires_at: new Date(Date.now() + invitationLifetimeDays * 86_400_000),
      })
      .execute();
  });
  return true;
}
