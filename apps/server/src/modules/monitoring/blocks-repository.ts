import { sql } from 'kysely';
import type { FoundBlockReport } from '@pool/contract';
import type { Db } from '../../db/database.js';
import { pageWithTotal, type Page } from '../../db/page.js';

/** A found block's state: rejected by the node, or taken and then immature until its coinbase may be spent. */
export type BlockState = 'immature' | 'mature' | 'rejected';
/** Confirmations after which a block's coinbase may be spent (Bitcoin's COINBASE_MATURITY). */
export const coinbaseMaturity = 100;

/** Found blocks and the chain tip the stratum nodes report (migration 011). */
export class BlocksRepository {
  constructor(private readonly db: Db) {}

  /** A live account by name, regardless of case (the stratum node's authorize check). */
  async findAccount(name: string): Promise<{ id: string; pool_id: string; account_name: string } | undefined> {
    return this.db
      .selectFrom('miner_accounts')
      .select(['id', 'pool_id', 'account_name'])
      .where(sql<string>`lower(account_name)`, '=', name.toLowerCase())
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** Records a found block once: a retried report of the same hash changes nothing. Answers whether it was new. */
  async recordBlock(poolId: string, minerId: string | null, block: FoundBlockReport): Promise<boolean> {
    const inserted = await this.db
      .insertInto('found_blocks')
      .values({
        pool_id: poolId,
        miner_id: minerId,
        account_name: block.account,
        worker_name: block.worker,
        height: block.height,
        hash: block.hash,
        reward: block.reward,
        found_at: new Date(block.time),
        reject_reason: block.reject_reason ?? null,
      })
      .onConflict((conflict) => conflict.column('hash').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Raises the pool's known tip; an older report (another node behind) never lowers it. */
  async raiseTip(poolId: string, height: number): Promise<void> {
    await this.db
      .insertInto('chain_tips')
      .values({ pool_id: poolId, height })
      .onConflict((conflict) =>
        conflict.column('pool_id').doUpdateSet({
          height: sql<number>`GREATEST(chain_tips.height, excluded.height)`,
          updated_at: sql<Date>`now()`,
        }),
      )
      .execute();
  }

  /** Found blocks of every pool by state, confirmations counted from each pool's tip. */
  async countByState(): Promise<Map<BlockState, number>> {
    const { rows } = await sql<{ state: BlockState; count: number }>`
      SELECT CASE WHEN b.reject_reason IS NOT NULL THEN 'rejected'
                  WHEN COALESCE(t.height, 0)::bigint - b.height + 1 >= ${coinbaseMaturity} THEN 'mature'
                  ELSE 'immature' END AS state,
             count(*)::int AS count
        FROM found_blocks b LEFT JOIN chain_tips t ON t.pool_id = b.pool_id
       GROUP BY 1`.execute(this.db);
    return new Map(rows.map((row) => [row.state, row.count]));
  }

  /** The pool's blocks, highest first, with confirmations from the known tip. */
  async list(poolId: string, page: Page) {
    return pageWithTotal(this.db.selectFrom('found_blocks').where('found_blocks.pool_id', '=', poolId), page, (base) =>
      base
        .leftJoin('chain_tips', 'chain_tips.pool_id', 'found_blocks.pool_id')
        .select([
          'found_blocks.height',
          'found_blocks.hash',
          'found_blocks.account_name',
          'found_blocks.worker_name',
          'found_blocks.reward',
          'found_blocks.found_at',
          'found_blocks.reject_reason',
          // A block the node took has at least its own confirmation, even before a tip report.
          // In bigint: heights are integers, and a tip at the top of their range plus one overflows.
          sql<number>`CASE WHEN found_blocks.reject_reason IS NULL
              THEN GREATEST(COALESCE(chain_tips.height, 0)::bigint - found_blocks.height + 1, 1) ELSE 0 END`.as(
            'confirmations',
          ),
        ])
        .orderBy('found_blocks.height', 'desc')
        .orderBy('found_blocks.found_at', 'desc'),
    );
  }
}
