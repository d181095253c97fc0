import { sql } from 'kysely';
import type { FoundBlockReport, FoundBlockState } from '@pool/contract';
import type { Db } from '../../db/database.js';
import { pageWithTotal, type Page } from '../../db/page.js';

/** Confirmations after which a block's coinbase may be spent (Bitcoin's COINBASE_MATURITY). */
export const coinbaseMaturity = 100;

/**
 * A found block's confirmations (found_blocks joined with its pool's chain_tips): none when
 * refused or orphaned; else as Bitcoin Core last counted them, or, with no node following
 * the blocks (the built-in chain), from the tip the stratum nodes report. A block the node
 * took has at least its own confirmation, even before a tip report. In bigint: heights are
 * integers, and a tip at the top of their range plus one overflows.
 */
const confirmations = sql<number>`CASE WHEN found_blocks.reject_reason IS NOT NULL OR found_blocks.orphaned THEN 0
  ELSE COALESCE(found_blocks.confirmations,
                GREATEST(COALESCE(chain_tips.height, 0)::bigint - found_blocks.height + 1, 1)) END`;
const state = sql<FoundBlockState>`CASE WHEN found_blocks.reject_reason IS NOT NULL THEN 'rejected'
  WHEN found_blocks.orphaned THEN 'orphaned'
  WHEN ${confirmations} >= ${coinbaseMaturity} THEN 'mature' ELSE 'immature' END`;

/** A block the blocks job asks the node about. */
export interface FollowedBlock {
  id: string;
  hash: string;
  height: number;
}

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

  /** Found blocks of every pool by state. */
  async countByState(): Promise<Map<FoundBlockState, number>> {
    const { rows } = await sql<{ state: FoundBlockState; count: number }>`
      SELECT ${state} AS state, count(*)::int AS count
        FROM found_blocks LEFT JOIN chain_tips ON chain_tips.pool_id = found_blocks.pool_id
       GROUP BY 1`.execute(this.db);
    return new Map(rows.map((row) => [row.state, row.count]));
  }

  /**
   * Blocks still worth asking the node about, lowest first: taken blocks short of maturity,
   * and orphaned ones that may yet return (a reorganisation back), until they lie
   * `coinbaseMaturity` blocks below the node's tip.
   */
  async toFollow(tipHeight: number, limit: number): Promise<FollowedBlock[]> {
    return this.db
      .selectFrom('found_blocks')
      .select(['id', 'hash', 'height'])
      .where('reject_reason', 'is', null)
      .where((eb) => eb.or([eb('confirmations', 'is', null), eb('confirmations', '<', coinbaseMaturity)]))
      .where((eb) => eb.or([eb('orphaned', '=', false), eb('height', '>', tipHeight - coinbaseMaturity)]))
      .orderBy('height')
      .limit(limit)
      .execute();
  }

  /** What the node said of a block: its confirmations, or -1 when it is off the best chain. */
  async recordFollowed(id: string, nodeConfirmations: number, at: Date): Promise<void> {
    await this.db
      .updateTable('found_blocks')
      .set({ confirmations: Math.max(nodeConfirmations, 0), orphaned: nodeConfirmations < 0, followed_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** A pool's blocks (or those one miner account found), highest first. */
  async list(poolId: string, page: Page, minerId?: string) {
    let base = this.db.selectFrom('found_blocks').where('found_blocks.pool_id', '=', poolId);
    if (minerId !== undefined) base = base.where('found_blocks.miner_id', '=', minerId);
    return pageWithTotal(base, page, (rows) =>
      rows
        .leftJoin('chain_tips', 'chain_tips.pool_id', 'found_blocks.pool_id')
        .select([
          'found_blocks.height',
          'found_blocks.hash',
          'found_blocks.account_name',
          'found_blocks.worker_name',
          'found_blocks.reward',
          'found_blocks.found_at',
          'found_blocks.reject_reason',
          confirmations.as('confirmations'),
          state.as('state'),
        ])
        .orderBy('found_blocks.height', 'desc')
        .orderBy('found_blocks.found_at', 'desc'),
    );
  }
}
