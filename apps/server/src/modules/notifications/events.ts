import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { Notifier } from './notifier.js';

/**
 * miner-reward for a credited pool day: one notice per account credited that day (amount,
 * hashrate, rate), read from the day's reward payments. Keyed by account and day, so the run
 * calling it again (a rerun, a crash before the day was marked complete) queues nothing twice.
 */
export async function notifyRewardsCredited(db: Db, poolId: string, day: string): Promise<number> {
  const { rows } = await sql<{
    miner_id: string;
    account_name: string;
    amount: number;
    hash_rate: number;
    rate: number;
  }>`
    SELECT l.miner_id, m.account_name, p.amount, p.hash_rate, p.rate
    FROM payments p
    JOIN ledger_accounts l ON l.id = p.account_id AND l.kind = 'miner'
    JOIN miner_accounts m ON m.id = l.miner_id
    WHERE p.type = 'reward' AND p.pool_day = ${day} AND l.pool_id = ${poolId}
  `.execute(db);
  return new Notifier(db).emitToAccounts(
    'miner-reward',
    rows.map((row) => ({
      minerId: row.miner_id,
      key: `miner-reward:${row.miner_id}:${day}`,
      payload: { account_name: row.account_name, day, amount: row.amount, hash_rate: row.hash_rate, rate: row.rate },
    })),
  );
}

/**
 * miner-payout for one payout request: "sent" for each wallet paid once the request has a
 * transaction, "completed" once it is confirmed. Keyed by payment and stage; safe to call on
 * every pass of the payout run and its follow-up.
 */
export async function notifyPayoutRequest(db: Db, requestId: string): Promise<number> {
  const { rows } = await sql<{
    payment_id: string;
    miner_id: string;
    account_name: string;
    amount: number;
    address: string | null;
    tx_id: string | null;
    status: string;
  }>`
    SELECT p.id AS payment_id, l.miner_id, m.account_name, p.amount, p.address, r.tx_id, r.status
    FROM payments p
    JOIN blockchain_payout_requests r ON r.id = p.payout_request_id
    JOIN ledger_accounts l ON l.id = p.account_id AND l.kind = 'miner'
    JOIN miner_accounts m ON m.id = l.miner_id
    WHERE p.payout_request_id = ${requestId} AND p.type = 'payout' AND r.tx_id IS NOT NULL
      AND r.status IN ('sent', 'completed')
  `.execute(db);
  const stages = (status: string) => (status === 'completed' ? (['sent', 'completed'] as const) : (['sent'] as const));
  return new Notifier(db).emitToAccounts(
    'miner-payout',
    rows.flatMap((row) =>
      stages(row.status).map((stage) => ({
        minerId: row.miner_id,
        key: `miner-payout:${row.payment_id}:${stage}`,
        payload: { account_name: row.account_name, stage, amount: row.amount, address: row.address, tx_id: row.tx_id },
      })),
    ),
  );
}

/**
 * miner-wallet-address-changed / miner-wallet-minpay-changed, queued in the change's own
 * transaction: who changed it (their e-mail is filled in when sent), from which address,
 * and until when payouts pause. Always also by e-mail (the switch is required).
 */
export async function notifyWalletChanged(
  trx: Db,
  change: {
    walletId: string;
    kind: 'address' | 'min';
    value: string | number;
    byIdentity: string;
    fromAddress: string | undefined;
    pausedUntil: string | null;
    at: Date;
  },
): Promise<number> {
  const wallet = await trx
    .selectFrom('wallets as w')
    .innerJoin('miner_accounts as m', 'm.id', 'w.miner_id')
    .select(['w.miner_id', 'm.account_name'])
    .where('w.id', '=', change.walletId)
    .executeTakeFirstOrThrow();
  const event = change.kind === 'address' ? 'miner-wallet-address-changed' : 'miner-wallet-minpay-changed';
  return new Notifier(trx).emitToAccounts(
    event,
    [
      {
        minerId: wallet.miner_id,
        key: `${event}:${change.walletId}:${change.at.toISOString()}`,
        payload: {
          account_name: wallet.account_name,
          ...(change.kind === 'address' ? { address: change.value } : { amount: change.value }),
          changed_by_identity: change.byIdentity,
          from_address: change.fromAddress ?? null,
          paused_until: change.pausedUntil,
        },
      },
    ],
    trx,
  );
}

/**
 * delete-miner: the removal of an account was requested, or pool staff completed or rejected
 * it (with the reason they gave). Keyed by the request and stage. Emitted before the account
 * is closed: a closed account's people are no longer told.
 */
export async function notifyRemoval(
  db: Db,
  removal: { minerId: string; requestId: string; stage: 'requested' | 'completed' | 'rejected'; reason?: string },
): Promise<number> {
  const account = await db
    .selectFrom('miner_accounts')
    .select('account_name')
    .where('id', '=', removal.minerId)
    .executeTakeFirstOrThrow();
  return new Notifier(db).emitToAccounts('delete-miner', [
    {
      minerId: removal.minerId,
      key: `delete-miner:${removal.requestId}:${removal.stage}`,
      payload: {
        account_name: account.account_name,
        stage: removal.stage,
        ...(removal.reason ? { reason: removal.reason } : {}),
      },
    },
  ]);
}

/**
 * user-login: a sign-in from a device (browser) and address pair the user never signed in
 * from before. The first session of an identity is no news (its registration or first
 * sign-in); keyed by session.
 */
export async function notifySignIn(
  db: Db,
  signIn: { identityId: string; sessionId: string; ipAddress: string | null; userAgent: string | null; at: Date },
): Promise<number> {
  const { rows } = await sql<{ earlier: number; same: number }>`
    SELECT count(*)::int AS earlier,
      count(*) FILTER (WHERE ip_address IS NOT DISTINCT FROM ${signIn.ipAddress}
                         AND user_agent IS NOT DISTINCT FROM ${signIn.userAgent})::int AS same
    FROM identity_sessions
    WHERE identity_id = ${signIn.identityId} AND id <> ${signIn.sessionId}
  `.execute(db);
  const { earlier, same } = rows[0]!;
  if (earlier === 0 || same > 0) return 0;
  return new Notifier(db).emitToIdentity('user-login', signIn.identityId, `user-login:${signIn.sessionId}`, {
    at: signIn.at.toISOString(),
    address: signIn.ipAddress,
    device: signIn.userAgent?.slice(0, 200) ?? null,
  });
}
