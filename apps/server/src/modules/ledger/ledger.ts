import type { Transaction } from 'kysely';
import type { Queryable } from '../../db/database.js';
import type { Database, LedgerAccountKind } from '../../db/schema.js';
import { sats, type Sats, sumSats } from '../../domain/sats.js';

/** One side of a transfer: a signed amount in satoshi on one ledger account. */
export interface Posting {
  account: string;
  amount: Sats;
}

/** Who owns a ledger account: a miner account, an operator, or one of the pool's own accounts. */
export type LedgerOwner =
  | { kind: 'miner'; poolId: string; minerId: string }
  | { kind: 'operator_income'; poolId: string; operatorId: string }
  | { kind: Exclude<LedgerAccountKind, 'miner' | 'operator_income'>; poolId: string };

/**
 * The ledger account of an owner, made on first use. Safe under concurrency: the partial
 * unique indexes of migration 007 decide the one row.
 */
export async function ledgerAccountId(db: Queryable, owner: LedgerOwner): Promise<string> {
  const insert = db.insertInto('ledger_accounts').values({
    kind: owner.kind,
    pool_id: owner.poolId,
    miner_id: owner.kind === 'miner' ? owner.minerId : null,
    operator_id: owner.kind === 'operator_income' ? owner.operatorId : null,
  });
  const inserted = await (
    owner.kind === 'miner'
      ? insert.onConflict((oc) => oc.column('miner_id').where('kind', '=', 'miner').doNothing())
      : owner.kind === 'operator_income'
        ? insert.onConflict((oc) => oc.column('operator_id').where('kind', '=', 'operator_income').doNothing())
        : insert.onConflict((oc) =>
            oc.columns(['pool_id', 'kind']).where('kind', 'not in', ['miner', 'operator_income']).doNothing(),
          )
  )
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  let query = db.selectFrom('ledger_accounts').select('id').where('kind', '=', owner.kind);
  if (owner.kind === 'miner') query = query.where('miner_id', '=', owner.minerId);
  else if (owner.kind === 'operator_income') query = query.where('operator_id', '=', owner.operatorId);
  else query = query.where('pool_id', '=', owner.poolId);
  return (await query.executeTakeFirstOrThrow()).id;
}

/** The pool's own ledger accounts a payout or a refund moves money through. */
export interface PoolAccounts {
  clearing: string;
  chain: string;
  unallocated: string;
}

/** The pool's payout clearing, chain and unallocated accounts, made on first use. */
export async function poolAccounts(db: Queryable, poolId: string): Promise<PoolAccounts> {
  const [clearing, chain, unallocated] = await Promise.all(
    (['payout_clearing', 'chain', 'unallocated'] as const).map((kind) => ledgerAccountId(db, { kind, poolId })),
  );
  return { clearing: clearing!, chain: chain!, unallocated: unallocated! };
}

/** Thrown for a transfer that could not be right; a programming error, never user input. */
export class LedgerError extends Error {}

/** The non-zero postings of a transfer, after checking they balance (Sats are integer satoshi by type). */
function checkedEntries(key: string, postings: readonly Posting[]): Posting[] {
  const entries = postings.filter((posting) => posting.amount !== 0);
  if (sumSats(entries.map((posting) => posting.amount)) !== 0) {
    throw new LedgerError(`Transfer ${key} does not balance`);
  }
  return entries;
}

/**
 * Moves money: one transfer with its entries, in the caller's transaction, so the
 * business rows written beside it (a payment, a request's status) commit or roll back
 * with it. `key` names the business event; posting a key again is a no-op and returns
 * undefined, which is what makes every job safe to run twice or on two instances.
 *
 * The database checks the rest (migration 007): the entries balance at commit, balances
 * follow the entries, and no account but the reward fund and the chain goes negative.
 */
export async function postTransfer(
  trx: Transaction<Database>,
  key: string,
  kind: string,
  postings: readonly Posting[],
  /** When the movement happened: the job's clock (the demo replays past days), not the database's. */
  at?: Date,
): Promise<string | undefined> {
  return (await postTransfers(trx, [{ key, kind, postings }], at)).get(key);
}

/** The balance of a ledger account, locked until the transaction ends (read before debiting it). */
export async function lockedBalance(trx: Transaction<Database>, accountId: string): Promise<Sats> {
  const row = await trx
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return sats(row.balance);
}

/** One transfer of a batch: its idempotency key, its kind and its postings. */
export interface TransferRequest {
  key: string;
  kind: string;
  postings: readonly Posting[];
}

/**
 * postTransfer for many transfers at once (a batch of a daily job): two statements
 * whatever the batch size. Returns the ids of the transfers posted now, by key; a key
 * posted before (or by a concurrent transaction that commits) is left out and moves
 * nothing. Keys are inserted in the order given, so two jobs that sort their batches the
 * same way wait for each other instead of deadlocking.
 */
export async function postTransfers(
  trx: Transaction<Database>,
  transfers: readonly TransferRequest[],
  /** When the movements happened: the job's clock, as for postTransfer. */
  at?: Date,
): Promise<Map<string, string>> {
  const stamp = at ? { created_at: at } : {};
  const checked = transfers.map((transfer) => ({
    ...transfer,
    entries: checkedEntries(transfer.key, transfer.postings),
  }));
  if (checked.length === 0) return new Map();
  const inserted = await trx
    .insertInto('ledger_transfers')
    .values(checked.map((transfer) => ({ key: transfer.key, kind: transfer.kind, ...stamp })))
    .onConflict((oc) => oc.column('key').doNothing())
    .returning(['id', 'key'])
    .execute();
  const ids = new Map(inserted.map((row) => [row.key, row.id]));
  const entries = checked.flatMap((transfer) => {
    const id = ids.get(transfer.key);
    return id
      ? transfer.entries.map((posting) => ({
          transfer_id: id,
          account_id: posting.account,
          amount: posting.amount,
          ...stamp,
        }))
      : [];
  });
  if (entries.length > 0) await trx.insertInto('ledger_entries').values(entries).execute();
  return ids;
}

/** The ledger accounts of many miner accounts of one pool, made on first use (ledgerAccountId in bulk). */
export async function minerLedgerAccounts(
  db: Queryable,
  poolId: string,
  minerIds: readonly string[],
): Promise<Map<string, string>> {
  if (minerIds.length === 0) return new Map();
  await db
    .insertInto('ledger_accounts')
    .values(minerIds.map((minerId) => ({ kind: 'miner' as const, pool_id: poolId, miner_id: minerId })))
    .onConflict((oc) => oc.column('miner_id').where('kind', '=', 'miner').doNothing())
    .execute();
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'miner_id'])
    .where('kind', '=', 'miner')
    .where('miner_id', 'in', [...minerIds])
    .execute();
  return new Map(rows.map((row) => [row.miner_id!, row.id]));
}
