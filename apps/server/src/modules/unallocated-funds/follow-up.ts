import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { ChainAdapter, IncomingTransfer } from '../chain/index.js';
import { UnallocatedFundsRepository, type UnallocatedRow } from './repository.js';
import { RefundSender } from './refunds.js';

/**
 * What the payouts poll (payouts-job.ts), which follows the chain every minute, does for
 * unallocated funds: it records the deposits the chain confirmed, and resolves refunds a
 * crash or an unanswering chain left claimed.
 */
export interface UnallocatedFundsFollowUp {
  /** Records confirmed deposits as the pool's unallocated funds, each output once. */
  recordDeposits(poolId: string, deposits: IncomingTransfer[]): Promise<void>;
  /** Refunds claimed before `leaseStart` and never finished. */
  abandonedRefunds(leaseStart: Date): Promise<UnallocatedRow[]>;
  /** Records an abandoned refund if the chain sent it, else gives its claim back. */
  resumeRefund(claimed: UnallocatedRow): Promise<void>;
}

export function unallocatedFundsFollowUp(deps: {
  db: Db;
  chain: ChainAdapter;
  clock: Clock;
}): UnallocatedFundsFollowUp {
  const repository = new UnallocatedFundsRepository(deps.db);
  const refunds = new RefundSender({ repository, chain: deps.chain, clock: deps.clock });
  return {
    async recordDeposits(poolId, deposits) {
      const accounts = await repository.poolAccounts(poolId);
      for (const deposit of deposits) await repository.recordDeposit(poolId, deposit, accounts);
    },
    abandonedRefunds: (leaseStart) => repository.abandonedRefunds(leaseStart),
    resumeRefund: (claimed) => refunds.resumeRefund(claimed),
  };
}
