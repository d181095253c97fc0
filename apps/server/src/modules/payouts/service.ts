import type {
  BitcoinNetwork,
  BlockchainPayoutRequest,
  BlockchainPayoutStatus,
  Paginated,
  PayoutScheduleItem,
  UnallocatedFunds,
} from '@pool/contract';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { toPaginated, type Page } from '../../db/page.js';
import { ApiError } from '../../http/api-error.js';
import type { PoolsRepository } from '../pools/repository.js';
import { poolDayOf } from '../rewards/pool-day.js';
import { canonicalBitcoinAddress } from '../wallets/address.js';
import { ChainError, type ChainAdapter } from './chain/chain.js';
import type { PayoutRequestRow, PayoutsRepository, ScheduleChanges, UnallocatedRow } from './repository.js';
import { currentPayoutDate, payoutTimeOfDay } from './rules.js';
import { payoutRequestKey, type ChainSender } from './sender.js';

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

function toRequest(row: PayoutRequestRow): BlockchainPayoutRequest {
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
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function toUnallocated(row: UnallocatedRow): UnallocatedFunds {
  return {
    id: row.id,
    tx_id: row.tx_id,
    amount: row.amount,
    from_address: row.from_address,
    received_at: row.received_at.toISOString(),
    status: row.status,
    refund_address: row.status === 'refunded' ? row.refund_address : null,
    refund_tx_id: row.refund_tx_id,
    refunded_at: row.refunded_at?.toISOString() ?? null,
  };
}

const alreadyProcessed = () => new ApiError(409, 'payout_already_processed', 'Payout already processed');
const alreadyRefunded = () =>
  new ApiError(409, 'unallocated_funds_transaction_already_refunded', 'Transaction already refunded');

/** A chain failure during a platform action: 502, in the chain's words. */
function chainUnavailable(error: unknown): never {
  if (error instanceof ChainError) throw new ApiError(502, 'chain_unavailable', error.message);
  throw error;
}

/** Only a request nothing was handed to the chain for may be reversed: a failed one, or one never claimed for sending. */
function reversible(request: PayoutRequestRow): boolean {
  return request.status === 'failed' || (request.status === 'created' && request.send_started_at === null);
}

export interface PayoutsServiceDeps {
  repository: PayoutsRepository;
  pools: PoolsRepository;
  sender: ChainSender;
  chain: ChainAdapter;
  policy: AccessPolicy;
  clock: Clock;
  network: BitcoinNetwork;
}

/**
 * The platform's payout desk (product §7 "Platform"): the payout schedule, blockchain payout
 * requests with resend and reverse, and unallocated funds with refunds, all of the
 * current pool. Every call needs a platform permission.
 */
export class PayoutsService {
  constructor(private readonly deps: PayoutsServiceDeps) {}

  async schedule(ctx: RequestContext, page: Page): Promise<Paginated<PayoutScheduleItem>> {
    await this.deps.policy.requirePlatform(ctx, 'platform_read');
    const poolId = await this.deps.pools.currentPoolId();
    return toPaginated(
      await this.deps.repository.listSchedule(poolId, await this.currentDate(poolId), page),
      page,
      toScheduleItem,
    );
  }

  /** Changes the fee settings of the current item (PUT, and DELETE of the fee per vbyte). */
  async updateCurrent(ctx: RequestContext, changes: ScheduleChanges): Promise<PayoutScheduleItem> {
    const { policy, repository, clock } = this.deps;
    await policy.requirePlatform(ctx, 'platform_act');
    const poolId = await this.deps.pools.currentPoolId();
    const row = await repository.updateScheduleItem(poolId, await this.currentDate(poolId), changes, clock());
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
    return toPaginated(await this.deps.repository.listRequests(poolId, query), query, toRequest);
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
    return toRequest(sent);
  }

  /** Cancels a request nothing went out for; every payout's money returns to its wallet. */
  async reverse(ctx: RequestContext, requestId: string): Promise<BlockchainPayoutRequest> {
    const { policy, repository, chain, clock } = this.deps;
    await policy.requirePlatform(ctx, 'platform_act');
    const request = await this.request(requestId);
    if (!reversible(request)) throw alreadyProcessed();
    if (request.status === 'failed') {
      // A send that timed out may have gone out after all: then it is sent, not reversible.
      const sent = await chain.findSent(payoutRequestKey(request.id), request.created_at).catch(chainUnavailable);
      if (sent) {
        await repository.markFoundSent(request.id, request.attempts, sent.txId, clock());
        throw alreadyProcessed();
      }
    }
    const { clearing } = await repository.poolAccounts(request.pool_id);
    const reversed = await repository.reverse(request.id, request.attempts, clearing, clock());
    if (!reversed) throw alreadyProcessed();
    return toRequest(reversed);
  }

  async unallocated(
    ctx: RequestContext,
    query: Page & { status?: 'unallocated' | 'refunded' | undefined },
  ): Promise<Paginated<UnallocatedFunds>> {
    await this.deps.policy.requirePlatform(ctx, 'platform_read');
    const poolId = await this.deps.pools.currentPoolId();
    return toPaginated(await this.deps.repository.listUnallocated(poolId, query), query, toUnallocated);
  }

  /** Sends unallocated funds back: to the given address, else to where they came from. */
  async refund(
    ctx: RequestContext,
    fundsId: string,
    body: { address?: string | undefined },
  ): Promise<UnallocatedFunds> {
    const { policy, repository, sender, network } = this.deps;
    await policy.requirePlatform(ctx, 'platform_act');
    const funds = await repository.findUnallocated(await this.deps.pools.currentPoolId(), fundsId);
    if (!funds) throw ApiError.notFound('Unknown unallocated funds transaction');
    if (funds.status === 'refunded') throw alreadyRefunded();
    const input = body.address ?? funds.from_address;
    if (!input) throw ApiError.invalidFields([{ name: 'address', code: 'required' }]);
    const address = canonicalBitcoinAddress(input, network);
    if (!address) {
      throw ApiError.invalidFields([{ name: 'address', code: 'crypto_address_invalid', currency: 'BTC', network }]);
    }
    const refunded = await sender.refund(funds, address).catch(chainUnavailable);
    if (!refunded) throw alreadyRefunded();
    return toUnallocated(refunded);
  }

  private async request(requestId: string): Promise<PayoutRequestRow> {
    const { repository } = this.deps;
    const request = await repository.findRequest(await this.deps.pools.currentPoolId(), requestId);
    if (!request) throw ApiError.notFound('Unknown blockchain payout request');
    return request;
  }

  private async currentDate(poolId: string): Promise<string> {
    const now = this.deps.clock();
    const today = await this.deps.repository.scheduleItem(poolId, poolDayOf(now));
    return currentPayoutDate(now, Boolean(today?.processed_at));
  }
}
