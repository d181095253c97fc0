import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import { type BitcoinCoreChain, ChainError } from '../chain/index.js';
import type { BlocksRepository } from './repository.js';

/** What following found blocks asks of Bitcoin Core. */
export type BlockFollowingNode = Pick<BitcoinCoreChain, 'tipHeight' | 'blockConfirmations'>;

/** Blocks asked about per run: a pool finds a few a day, so this is many days' worth. */
const blocksPerRun = 500;

/**
 * Follows the blocks the pool found against Bitcoin Core, every minute: each one's
 * confirmations until it is mature (100), and whether a reorganisation left it off the best
 * chain (orphaned: getblockheader counts -1) or brought it back. Without a node (the
 * built-in chain) there is nothing to ask: confirmations count from the reported tip.
 */
export class BlocksJob {
  constructor(
    private readonly repository: BlocksRepository,
    private readonly node: BlockFollowingNode | undefined,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Answers how many blocks the node was asked about. */
  async follow(): Promise<number> {
    if (!this.node) return 0;
    const blocks = await this.repository.toFollow(await this.node.tipHeight(), blocksPerRun);
    for (const block of blocks) {
      let confirmations: number;
      try {
        confirmations = await this.node.blockConfirmations(block.hash);
      } catch (error) {
        // A refusal is about this block (the node never saw it: another node took it and did
        // not relay it); the others are still followed. No answer at all fails the run.
        if (!(error instanceof ChainError && error.refused)) throw error;
        this.log.warn({ block: block.hash, height: block.height, err: error }, 'found block unknown to Bitcoin Core');
        continue;
      }
      await this.repository.recordFollowed(block.id, confirmations, this.clock());
    }
    return blocks.length;
  }
}
