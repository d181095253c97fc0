import type { BlocksResponse, FoundBlockItem, FoundBlockReport } from '@pool/contract';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import { toPaginated, type Page } from '../../db/page.js';
import type { PoolsRepository } from '../pools/index.js';
import type { BlocksRepository } from './repository.js';

/** Blocks found by the pool's miners: what stratum nodes report, and the pool staff's list. */
export class BlocksService {
  constructor(
    private readonly repository: BlocksRepository,
    private readonly pools: PoolsRepository,
    private readonly policy: AccessPolicy,
  ) {}

  async accountExists(name: string): Promise<{ account: string } | undefined> {
    const account = await this.repository.findAccount(name);
    return account && { account: account.account_name };
  }

  /** The block goes to the finder's pool; a finder unknown here (deleted meanwhile) to the current pool. */
  async recordBlock(block: FoundBlockReport): Promise<{ created: boolean }> {
    const finder = await this.repository.findAccount(block.account);
    const poolId = finder?.pool_id ?? (await this.pools.currentPoolId());
    return { created: await this.repository.recordBlock(poolId, finder?.id ?? null, block) };
  }

  async raiseTip(height: number): Promise<void> {
    await this.repository.raiseTip(await this.pools.currentPoolId(), height);
  }

  /** The pool staff's list: every block the pool's miners found. */
  async list(ctx: RequestContext, poolId: string, page: Page): Promise<BlocksResponse> {
    await this.policy.authorize(ctx, 'pool', poolId, 'monitoring');
    return toPaginated(await this.repository.list(poolId, page), page, toItem);
  }

  /** The blocks a miner account's workers found, on its dashboard. */
  async listOfMiner(ctx: RequestContext, minerId: string, page: Page): Promise<BlocksResponse> {
    const account = await this.policy.authorize(ctx, 'miner', minerId, 'monitoring');
    return toPaginated(await this.repository.list(account.pool_id, page, minerId), page, toItem);
  }
}

function toItem(row: Awaited<ReturnType<BlocksRepository['list']>>['rows'][number]): FoundBlockItem {
  return {
    height: row.height,
    hash: row.hash,
    account: row.account_name,
    worker: row.worker_name,
    reward: row.reward,
    found_at: row.found_at.toISOString(),
    confirmations: row.confirmations,
    state: row.state,
    reject_reason: row.reject_reason,
  };
}
