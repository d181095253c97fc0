import { sql, type Transaction } from 'kysely';
import type { Db, Queryable } from '../../db/database.js';
import { pageWithTotal, type Page } from '../../db/page.js';
import type { Database } from '../../db/schema.js';
import type { Sats } from '../../domain/sats.js';

export type LimitKind = 'min' | 'max';

/** What is in force for a wallet: the newest address and limits (null: never set). */
export interface WalletState {
  id: string;
  miner_id: string;
  address: string | null;
  address_set_at: Date | null;
  /** The newest address replaced an earlier one (a change, not the first address). */
  address_replaced: boolean;
  min_payment: Sats | null;
  max_payment: Sats | null;
}

/** The amount of the newest limit of a kind of wallet `w`. */
const currentLimit = (kind: LimitKind) =>
  sql<Sats | null>`(SELECT l.amount FROM wallet_limits l WHERE l.wallet_id = w.id AND l.kind = ${kind} ORDER BY l.id DESC LIMIT 1)`;

/** Marks the newest row of a history (the window spans every row of it; LIMIT applies after). */
const newestRow = sql<boolean>`id = max(id) OVER ()`.as('current');

/** One row of an address or limit history; `current` marks the newest. */
export interface HistoryRow<T> {
  value: T;
  created_at: Date;
  current: boolean;
}

/** Wallets with their address and limit histories (migration 007): the newest row is in force. */
export class WalletsRepository {
  constructor(private readonly db: Db) {}

  /** The miner account's wallet, made on first use; the unique miner_id decides the one row under concurrency. */
  async walletOf(minerId: string): Promise<string> {
    const find = () => this.db.selectFrom('wallets').select('id').where('miner_id', '=', minerId).executeTakeFirst();
    const existing = await find();
    if (existing) return existing.id;
    const inserted = await this.db
      .insertInto('wallets')
      .values({ miner_id: minerId })
      .onConflict((oc) => oc.column('miner_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return (inserted ?? (await find()))!.id;
  }

  /** The miner account a wallet belongs to; undefined for an unknown wallet. */
  async minerOf(walletId: string): Promise<string | undefined> {
    return (await this.db.selectFrom('wallets').select('miner_id').where('id', '=', walletId).executeTakeFirst())
      ?.miner_id;
  }

  /**
   * Holds the wallet row until the transaction ends, so two changes of one wallet (a new
   * minimum against a new maximum) see each other. A statement of its own: a statement
   * that waited for the lock still reads what it computed from its snapshot before.
   */
  async lock(trx: Transaction<Database>, walletId: string): Promise<void> {
    await trx.selectFrom('wallets').select('id').where('id', '=', walletId).forUpdate().execute();
  }

  /** What is in force for the wallet, read in the transaction when one is given. */
  async state(walletId: string, trx?: Transaction<Database>): Promise<WalletState | undefined> {
    return (trx ?? this.db)
      .selectFrom('wallets as w')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('wallet_addresses')
            .select(['id', 'address', 'created_at'])
            .whereRef('wallet_id', '=', 'w.id')
            .orderBy('id', 'desc')
            .limit(1)
            .as('a'),
        (join) => join.onTrue(),
      )
      .select([
        'w.id',
        'w.miner_id',
        'a.address',
        'a.created_at as address_set_at',
        sql<boolean>`EXISTS (SELECT 1 FROM wallet_addresses earlier WHERE earlier.wallet_id = w.id AND earlier.id < a.id)`.as(
          'address_replaced',
        ),
        currentLimit('min').as('min_payment'),
        currentLimit('max').as('max_payment'),
      ])
      .where('w.id', '=', walletId)
      .executeTakeFirst();
  }

  /** The address history, newest first. */
  async addresses(walletId: string, page: Page): Promise<{ rows: HistoryRow<string>[]; total: number }> {
    const base = this.db.selectFrom('wallet_addresses').where('wallet_id', '=', walletId);
    return pageWithTotal(base, page, (rows) =>
      rows.select(['address as value', 'created_at', newestRow]).orderBy('id', 'desc'),
    );
  }

  /** A limit's history, newest first. */
  async limits(walletId: string, kind: LimitKind, page: Page): Promise<{ rows: HistoryRow<Sats>[]; total: number }> {
    const base = this.db.selectFrom('wallet_limits').where('wallet_id', '=', walletId).where('kind', '=', kind);
    return pageWithTotal(base, page, (rows) =>
      rows.select([sql<Sats>`amount`.as('value'), 'created_at', newestRow]).orderBy('id', 'desc'),
    );
  }

  /** `by` is null for the demo seed, which acts for nobody. */
  async addAddress(
    trx: Queryable,
    row: { walletId: string; address: string; by: string | null; at: Date },
  ): Promise<void> {
    await trx
      .insertInto('wallet_addresses')
      .values({ wallet_id: row.walletId, address: row.address, created_by: row.by, created_at: row.at })
      .execute();
  }

  async addLimit(
    trx: Queryable,
    row: { walletId: string; kind: LimitKind; amount: Sats; by: string | null; at: Date },
  ): Promise<void> {
    await trx
      .insertInto('wallet_limits')
      .values({ wallet_id: row.walletId, kind: row.kind, amount: row.amount, created_by: row.by, created_at: row.at })
      .execute();
  }

  /** Runs work in one transaction. */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
