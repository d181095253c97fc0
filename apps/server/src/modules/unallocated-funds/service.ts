import { canonicalBitcoinAddress } from '@pool/bitcoin';
import type { BitcoinNetwork, Paginated, UnallocatedFunds } from '@pool/contract';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import { toPaginated, type Page } from '../../db/page.js';
import { ApiError } from '../../http/api-error.js';
import { chainUnavailable } from '../chain/index.js';
import type { PoolsRepository } from '../pools/index.js';
import type { RefundSender } from './refunds.js';
import type { UnallocatedFundsRepository, UnallocatedRow } from './repository.js';

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

const alreadyRefunded = () =>
  new ApiError(409, 'unallocated_funds_transaction_already_refunded', 'Transaction already refunded');

export interface UnallocatedFundsServiceDeps {
  repository: UnallocatedFundsRepository;
  pools: PoolsRepository;
  refunds: RefundSender;
  policy: AccessPolicy;
  network: BitcoinNetwork;
}

/**
 * The platform's unallocated funds (product §7 "Platform"): coins the current pool received
 * that belong to no account, and their refunds. Every call needs a platform permission.
 */
export class UnallocatedFundsService {
  constructor(private readonly deps: UnallocatedFundsServiceDeps) {}

  async list(
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
    const { policy, repository, refunds, network } = this.deps;
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
    const refunded = await refunds.refund(funds, address).catch(chainUnavailable);
    if (!refunded) throw alreadyRefunded();
    return toUnallocated(refunded);
  }
}
