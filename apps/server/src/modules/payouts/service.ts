import type {
  BlockchainPayoutRequest,
  BlockchainPayoutStatus,
  Paginated,
  PayoutScheduleItem,
  PayoutTransaction,
} from '@pool/contract';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { toPaginated, type Page } from '../../db/page.js';
import { ApiError } from '../../http/api-error.js';
import type { PoolsRepository } from '../pools/index.js';
import { poolDayOf } from '../../domain/pool-day.js';
import { chainUnavailable } from '../chain/index.js';
import type { PayoutRequestRow, PayoutRequestsRepository } from './requests-repository.js';
import { currentPayoutDate, payoutTimeOfDay } from './rules.js';
import type { PayoutScheduleRepository, ScheduleChanges } from './schedule-repository.js';
import type { PayoutSender } from './sender.js';
import type { PayoutTransactionRow, PayoutTransactionsRepository } from './transactions-repository.js';
import type { WalletPayoutsRepository } from './wallet-payouts-repository.js';

function toScheduleItem(row: {
  date: string;
  fee_level: PayoutScheduleItem['fee_level'];
  fee_per_vbyte: number | null;
  processed: boolean;
}): PayoutScheduleItem {
  return {
    date: row.date,
    time: payoutTimeOfDay,
    fee_level: row.fee_level,
    fee_per_vbyte: row.fee_per_vbyte,
    processed: row.processed,
  };
}

function toTransaction(row: PayoutTransactionRow): PayoutTransaction {
  return {
    part: row.part,
    tx_id: row.tx_id,
    outputs: row.outputs,
    amount: row.amount,
    vsize: row.vsize,
    fee_rate: row.fee_rate,
    fee: row.fee,
    confirmations: row.confirmations,
    state: row.state,
    replaced_by: row.replaced_by,
    created_at: row.created_at.toISOString(),
  };
}

function toRequest(row: PayoutRequestRow, transactions: PayoutTransactionRow[]): BlockchainPayoutRequest {
  return {
    id: row.id,
    status: row.status,
    date: row.date,
    amount: row.amount,
    payouts: row.payouts,
    fee_level: row.fee_level,
    fee_per_vbyte: row.fee_per_vbyte,
    tx_id: row.tx_id,
    confirmations: row.confirmations,
    error: row.error,
    transactions: transactions.map(toTransaction),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const alreadyProcessed = () => new ApiError(409, 'payout_already_processed', 'Payout already processed');

/** Only a request nothing was handed to the chain for may be reversed: a failed one, or one never claimed for sending. */
function reversible(request: PayoutRequestRow): boolean {
  return request.status === 'failed' || (request.status === 'created' && request.send_started_at === null);
}

export interface PayoutsServiceDeps {
  schedule: PayoutScheduleRepository;
  requests: PayoutRequestsRepository;
  walletPayouts: WalletPayoutsRepository;
  pools: PoolsRepository;
  sender: PayoutSender;
  transactions: PayoutTransactionsRepository;
  policy: AccessPolicy;
  clock: Clock;
}

/**
 * The platform's payout desk (product §7 "Platform"): the payout schedule, and blockchain
 * payout requests with resend and reverse, all of the current pool (unallocated funds have
 * their own module). Every call needs a platform permission.
 */
export class PayoutsService {
  constructor(private readonly deps: PayoutsServiceDeps) {}

  async schedule(ctx: RequestContext, page: Page): Promise<Paginated<PayoutScheduleItem>> {
    await this.deps.policy.requirePlatform(ctx, 'platform_read');
    const poolId = await this.deps.pools.currentPoolId();
    return toPaginated(
      await this.deps.schedule.listSchedule(poolId, await this.currentDate(poolId), page),
      page,
      toScheduleItem,
    );
  }

  /** Changes the fee settings of the current item (PUT, and DELETE of the fee per vbyte). */
  async updateCurrent(ctx: RequestContext, changes: ScheduleChanges): Promise<PayoutScheduleItem> {
    const { policy, schedule, clock } = this.deps;
    await policy.requirePlatform(ctx, 'platform_act');
    const poolId = await this.deps.pools.currentPoolId();
    const row = await schedule.updateScheduleItem(poolId, await this.currentDate(poolId), changes, clock());
    // The run started between reading the current date and the update.
    if (!row) throw alreadyProcessed();
    return toScheduleItem({ ...row, processed: row.processed_at !== null });
  }

  async requests(
    ctx: RequestContext,
    query: Page & { status?: BlockchainPayoutStatus | undefined },
  ): Promise<Paginated<BlockchainPayoutRequest>> {
    await this.deps.policy.requirePlatform(ctx, 'platform_read');
    const poolId = await this.deps.pools.currentPoolId();
    const page = await this.deps.requests.listRequests(poolId, query);
    const transactions = await this.deps.transactions.ofRequests(page.rows.map((row) => row.id));
    return toPaginated(page, query, (row) =>
      toRequest(
        row,
        transactions.filter((transaction) => transaction.request_id === row.id),
      ),
    );
  }

  /**
   * Sends a failed request again (or one never sent). The chain returns the first
   * transaction if the failed attempt did go out, so nobody is paid twice.
   */
  async resend(ctx: RequestContext, requestId: string): Promise<BlockchainPayoutRequest> {
    await this.deps.policy.requirePlatform(ctx, 'platform_act');
    await this.request(requestId);
    const sent = await this.deps.sender.claimAndSend(requestId, true);
    if (!sent) throw alreadyProcessed();
    return this.withTransactions(sent);
  }

  /** Cancels a request nothing went out for; every payout's money returns to its wallet. */
  async reverse(ctx: RequestContext, requestId: string): Promise<BlockchainPayoutRequest> {
    const { policy, walletPayouts, sender, clock } = this.deps;
    await policy.requirePlatform(ctx, 'platform_act');
    const request = await this.request(requestId);
    if (!reversible(request)) throw alreadyProcessed();
    // A send that timed out may have gone out after all (in part): then it is not reversible.
    if (request.status === 'failed' && (await sender.recordFoundParts(request).catch(chainUnavailable))) {
      throw alreadyProcessed();
    }
    const { clearing } = await walletPayouts.poolAccounts(request.pool_id);
    const reversed = await walletPayouts.reverse(request.id, request.attempts, clearing, clock());
    if (!reversed) throw alreadyProcessed();
    return this.withTransactions(reversed);
  }

  private async withTransactions(row: PayoutRequestRow): Promise<BlockchainPayoutRequest> {
    return toRequest(row, await this.deps.transactions.ofRequests([row.id]));
  }

  private async request(requestId: string): Promise<PayoutRequestRow> {
    const request = await this.deps.requests.findRequest(await this.deps.pools.currentPoolId(), requestId);
    if (!request) throw ApiError.notFound('Unknown blockchain payout request');
    return request;
  }

  private async currentDate(poolId: string): Promise<string> {
    const now = this.deps.clock();
    const today = await this.deps.schedule.scheduleItem(poolId, poolDayOf(now));
    return currentPayoutDate(now, Boolean(today?.processed_at));
  }
}
