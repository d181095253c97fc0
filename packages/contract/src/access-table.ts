import { pagesOf, type GuardedPage } from './access.js';
import type { AccessRole, Permission, PermissionType, SectionPermission } from './identity.js';

/** Which permissions of one type grant a need: every role, the roles listed, or the roles whose pages include one. */
export type RoleRule = 'any' | readonly AccessRole[] | { page: GuardedPage };

export interface AccessRule {
  /** What the need covers. */
  about: string;
  /** The permission types that grant it on the accounts they reach, and which of their roles. */
  grants: Partial<Record<PermissionType, RoleRule>>;
  /** What a watcher link needs to have it: always, a section of the link, or (absent) never. */
  watcher?: 'always' | SectionPermission;
  /** A read-only API key of the account has it (absent: never; no key ever has a write). */
  apiKey?: true;
  /**
   * The step-up the need asks for, declared on every row so that no write can forget it:
   * `none`; `when_set_up`: a second factor proven within the last minutes when the user has
   * one (mfa_required), while a user without one confirms money changes with an e-mailed
   * code; `required`: a fresh second factor, refusing people who have none set up
   * (second_factor_setup_required). Every write that changes who gets money is `required`
   * for staff and `when_set_up` for the account's own people.
   */
  secondFactor: 'none' | 'when_set_up' | 'required';
  /**
   * On a miner account that has an owner of its own (a miner permission with the owner role
   * on it or on its parent), only the account's own people hold this need: pool and operator
   * staff support such an account, they do not take it over. An account with no owner of its
   * own (an operator's customer it runs itself) stays under its staff's full control.
   */
  ownPeopleOnlyWhenOwned?: true;
}

const owners: readonly AccessRole[] = ['owner', 'admin'];

/**
 * Who may do what: the one table the server's policy decides from (product §6), the
 * access-matrix test reads and the web asks (`can`) to leave out what would be refused. Pools reach their operators and
 * miner accounts, operators their customers, miner permissions their account and its
 * sub-accounts, the platform every account.
 */
export const accessTable = {
  monitoring: {
    about: 'the dashboard of an account: hashrate, charts, worker counts',
    grants: { pool: 'any', operator: 'any', miner: 'any' },
    watcher: 'always',
    apiKey: true,
    secondFactor: 'none',
  },
  workers: {
    about: 'worker lists and per-worker data (the workers page)',
    grants: { pool: 'any', operator: { page: 'workers' }, miner: { page: 'workers' } },
    watcher: 'section_workers_read',
    apiKey: true,
    secondFactor: 'none',
  },
  payments: {
    about: 'balances, earnings, payments, fees and wallets to read (the payments page)',
    grants: { pool: 'any', operator: { page: 'payments' }, miner: { page: 'payments' } },
    watcher: 'section_payments_read',
    apiKey: true,
    secondFactor: 'none',
  },
  export_customers: {
    about:
      'the customers table of a pool or an operator as a file (its balances only for who reads payments): its staff, never a watcher link or an API key',
    grants: { pool: 'any', operator: 'any' },
    secondFactor: 'none',
  },
  fee_income: {
    about:
      "an operator's fee income per customer and per day and its file: who reads its payments (the service refuses those whose every permission carries total_fee_hide)",
    grants: { pool: 'any', operator: { page: 'payments' } },
    secondFactor: 'none',
  },
  mining_report: {
    about: "a miner account's monthly mining report and its PDF/XLSX (the payments page's rule; never a watcher link)",
    grants: { pool: 'any', operator: { page: 'payments' }, miner: { page: 'payments' } },
    secondFactor: 'none',
  },
  manage_wallet: {
    about: "changing a miner account's payout address and limits: its own owners and admins only",
    grants: { miner: owners },
    secondFactor: 'when_set_up',
  },
  manage_watchers: {
    about: "creating and revoking a miner account's read-only links",
    grants: { miner: owners },
    secondFactor: 'none',
  },
  manage_alerts: {
    about: "setting a miner account's alert thresholds (hashrate drop, workers down, no shares): its owners and admins",
    grants: { miner: owners },
    secondFactor: 'none',
  },
  manage_api_keys: {
    about:
      "listing, creating and revoking a miner account's read-only API keys: its owners and admins, a fresh second factor when they have one (a key outlives the session that made it)",
    grants: { miner: owners },
    secondFactor: 'when_set_up',
  },
  remove_account: {
    about: 'asking for the removal of a miner account: its owner only',
    grants: { miner: ['owner'] },
    secondFactor: 'when_set_up',
  },
  manage_fees: {
    about: "setting an account's pool fee: the pool's owners and admins, or the platform's",
    grants: { pool: owners, platform: owners },
    secondFactor: 'required',
  },
  manage_operator_fees: {
    about: "setting an operator's fee on its customers: the operator's owners and admins",
    grants: { operator: owners },
    secondFactor: 'required',
  },
  profit_sharing: {
    about: "a miner account's profit splits to read: part of its payments, never a watcher's",
    grants: { pool: 'any', operator: { page: 'payments' }, miner: { page: 'payments' } },
    secondFactor: 'none',
  },
  manage_profit_sharing: {
    about:
      "giving a share of a miner account's reward to another account, changing or stopping it: its owners and admins",
    grants: { miner: owners },
    secondFactor: 'when_set_up',
  },
  tax_income: {
    about: "a miner account's income valued in rubles for the tax calculator: its payments, never a watcher's",
    grants: { pool: 'any', operator: { page: 'payments' }, miner: { page: 'payments' } },
    secondFactor: 'none',
  },
  referrals: {
    about: "a miner account's referral code and the accounts it referred (the referrals page)",
    grants: { pool: 'any', operator: { page: 'referrals' }, miner: { page: 'referrals' } },
    secondFactor: 'none',
  },
  transfers: {
    about: "hashrate transfers: a miner account's boundary workers, incoming and outgoing (the transfers page)",
    grants: { pool: 'any', operator: { page: 'transfers' }, miner: { page: 'transfers' } },
    secondFactor: 'none',
  },
  read_access: {
    about: 'who has access to an account, with roles and sections (the access-control page)',
    grants: { pool: 'any', operator: { page: 'accessControl' }, miner: { page: 'accessControl' } },
    secondFactor: 'none',
  },
  manage_access: {
    about:
      "inviting people to an account, changing their role or sections, revoking: the account's owners and admins; on a customer account with an owner of its own, only its own people",
    grants: { pool: owners, operator: owners, miner: owners },
    secondFactor: 'when_set_up',
    ownPeopleOnlyWhenOwned: true,
  },
  create_customer: {
    about: 'creating a customer account owned by the operator',
    grants: { operator: owners },
    secondFactor: 'none',
  },
  create_pool_miner: {
    about: 'creating a miner account directly in the pool (pool staff)',
    grants: { pool: owners },
    secondFactor: 'none',
  },
  create_sub_account: {
    about: 'creating a sub-account under a miner account: its owners and admins',
    grants: { miner: owners },
    secondFactor: 'none',
  },
  manage_title: {
    about: "naming an account's title: its owners and admins, its operator's or its pool's",
    grants: { pool: owners, operator: owners, miner: owners },
    secondFactor: 'none',
  },
  money_notices: {
    about:
      "being told of an account's rewards, payouts, wallet changes and removal: its own people and its operator's who read payments (pool staff reach every account and are not told of each)",
    grants: { operator: { page: 'payments' }, miner: { page: 'payments' } },
    secondFactor: 'none',
  },
  worker_notices: {
    about:
      "being told of an account's workers going down or coming back: its own people and its operator's who see workers",
    grants: { operator: { page: 'workers' }, miner: { page: 'workers' } },
    secondFactor: 'none',
  },
  platform_read: {
    about: 'the platform area: rates, payout schedule and requests, unallocated funds',
    grants: { platform: 'any' },
    secondFactor: 'none',
  },
  payout_desk_read: {
    about:
      "the payout desk's detail: who a payout request paid in which transaction, the hot wallet against what is owed, the next run's preview",
    grants: { platform: 'any' },
    secondFactor: 'none',
  },
  platform_act: {
    about: 'platform money actions: rates, payout schedule, resend, reverse, refunds',
    grants: { platform: ['owner', 'admin', 'treasurer'] },
    secondFactor: 'required',
  },
  manage_promocodes: {
    about: "creating and editing the platform's promo codes: its owners and admins",
    grants: { platform: owners },
    secondFactor: 'required',
  },
  read_users: {
    about:
      "the people with access to a pool's accounts: their sessions, second factors, invitations, permissions, removal requests",
    grants: { pool: 'any', platform: 'any' },
    secondFactor: 'none',
  },
  manage_users: {
    about:
      "revoking a pool user's session, resetting their second factor, inviting or deleting them: the pool's owners and admins, or the platform's",
    grants: { pool: owners, platform: owners },
    secondFactor: 'when_set_up',
  },
  read_removal_requests: {
    about: "the removal requests of a pool's miner accounts, with the money left on each: pool and platform staff",
    grants: { pool: 'any', platform: 'any' },
    secondFactor: 'none',
  },
  decide_removal: {
    about:
      "approving (closing the account) or rejecting a removal request of a pool's miner account: the pool's owners and admins, or the platform's",
    grants: { pool: owners, platform: owners },
    secondFactor: 'when_set_up',
  },
  accounts_summary: {
    about:
      'the summary across the miner accounts a person holds a permission on: each figure still shown only as the account allows (balances to who reads payments)',
    grants: { miner: 'any' },
    secondFactor: 'none',
  },
  apply_promocode: {
    about: "applying a promo code to a miner account: the account's owners and admins",
    grants: { miner: owners },
    secondFactor: 'none',
  },
} as const satisfies Record<string, AccessRule>;

export type Need = keyof typeof accessTable;

/** Does this permission grant the need (on whatever it reaches)? */
export function grants(permission: Pick<Permission, 'type' | 'role' | 'sections'>, need: Need): boolean {
  const rule: RoleRule | undefined = (accessTable[need] as AccessRule).grants[permission.type];
  if (rule === undefined) return false;
  if (rule === 'any') return true;
  if ('page' in rule) return pagesOf(permission).includes(rule.page);
  return rule.includes(permission.role);
}

/**
 * Whom an access manager may touch: an owner any role; an admin every role but owner (they
 * neither give it nor change or revoke an owner).
 */
export function mayManageRole(actorRole: AccessRole, role: AccessRole): boolean {
  return actorRole === 'owner' || role !== 'owner';
}
