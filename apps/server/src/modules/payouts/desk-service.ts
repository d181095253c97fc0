import type { NextRunPreview, Paginated, PayoutProblem, PayoutRequestPayment, PayoutWallet } from '@pool/contract';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { toPaginated, type Page } from '../../db/page.js';
import { ApiError } from '../../http/api-error.js';
import type { MoneySettings } from '../module-deps.js';
import type { PoolsRepository } from '../pools/index.js';
import { poolDayOf } from '../../domain/pool-day.js';
import { ChainError, type ChainAdapter } from '../chain/index.js';
import type { PayoutDeskRepository } from './desk-repository.js';
import { leastNetworkFee, planNextRun } from './next-run.js';
import type { PayoutRequestRow, PayoutRequestsRepository } from './requests-repository.js';
import { addressChangePauseStart, currentPayoutDate, payoutMoment } from './rules.js';
import { defaultFeeLevel, type PayoutScheduleRepository } from './schedule-repository.js';
import { payoutFee } from './sender.js';
import type { WalletPayoutsRepository } from './wallet-payouts-repository.js';

export interface PayoutDeskServiceDeps {
  desk: PayoutDeskRepository;
  requests: PayoutRequestsRepository;
  schedule: PayoutScheduleRepository;
  walletPayouts: WalletPayoutsRepository;
  pools: PoolsRepository;
  chain: ChainAdapter;
  policy: AccessPolicy;
  clock: Clock;
  settings: Pick<MoneySettings, 'payoutFeeRate'>;
}

/** A chain read for the desk: the answer, or the node's words when it did not answer. */
async function ask<T>(read: () => Promise<T>): Promise<{ value: T } | { error: ChainError }> {
  try {
    return { value: await read() };
  } catch (error) {
    if (!(error instanceof ChainError)) throw error;
    return { error };
  }
}

const chainProblem = (error: ChainError): PayoutProblem => ({
  reason: error.refused ? 'chain_refused' : 'node_down',
  message: error.message,
});

/**
 * Why a run paid nothing while balances were due: its send failed (the chain's reason), or
 * it took no payouts although wallets were at their minimum. Null for a run that paid.
 */
function runProblem(request: PayoutRequestRow): PayoutProblem | null {
  if (request.status === 'failed') {
    return { reason: request.failure_reason ?? 'chain_refused', message: request.error };
  }
  if (request.status !== 'created' && request.payouts === 0 && (request.at_minimum ?? 0) > 0) {
    return { reason: 'none_payable', message: null };
  }
  return null;
}

/**
 * The payout desk's detail (product §7 "Platform"), of the current pool: who a request
 * paid in which transaction, the hot wallet against what is owed, and the next run's
 * preview, computed by the run's own rules so the two cannot disagree.
 */
export class PayoutDeskService {
  constructor(private readonly deps: PayoutDeskServiceDeps) {}

  async requestPayments(ctx: RequestContext, requestId: string, page: Page): Promise<Paginated<PayoutRequestPayment>> {
    const { policy, pools, requests, desk } = this.deps;
    await policy.requirePlatform(ctx, 'payout_desk_read');
    if (!(await requests.findRequest(await pools.currentPoolId(), requestId))) {
      throw ApiError.notFound('Unknown blockchain payout request');
    }
    return toPaginated(await desk.requestPayments(requestId, page), page, (row) => row);
  }

  async wallet(ctx: RequestContext): Promise<PayoutWallet> {
    const { policy, pools, requests, desk, chain } = this.deps;
    await policy.requirePlatform(ctx, 'payout_desk_read');
    const poolId = await pools.currentPoolId();
    const [balance, owed, latest] = await Promise.all([
      ask(() => chain.walletBalance()),
      desk.owed(poolId),
      requests.latestRequest(poolId),
    ]);
    const held = 'value' in balance ? balance.value : null;
    const due = owed.balancesDue + owed.pendingPayouts;
    return {
      balance: held,
      chain: chain.kind,
      chain_error: 'error' in balance ? balance.error.message : null,
      balances_due: owed.balancesDue,
      pending_payouts: owed.pendingPayouts,
      shortfall: held === null ? null : Math.max(0, due - held),
      last_run: latest
        ? {
            date: latest.date,
            request_id: latest.id,
            status: latest.status,
            payouts: latest.payouts,
            amount: latest.amount,
            problem: runProblem(latest),
          }
        : null,
    };
  }

  /**
   * What the next run would pay at today's balances: the run's candidates at the moment it
   * runs (a changed address still paused then is not paid), walletPayout of each, the
   * sender's transactions and fee rate. Problems say what would stop it.
   */
  async nextRun(ctx: RequestContext): Promise<NextRunPreview> {
    const { policy, pools, schedule, walletPayouts, chain, clock, settings } = this.deps;
    await policy.requirePlatform(ctx, 'payout_desk_read');
    const poolId = await pools.currentPoolId();
    const now = clock();
    const today = await schedule.scheduleItem(poolId, poolDayOf(now));
    const date = currentPayoutDate(now, Boolean(today?.processed_at));
    const runAt = payoutMoment(date);
    // A run that is due already decides at its own moment, now.
    const decidesAt = runAt > now ? runAt : now;
    const item = date === today?.date ? today : await schedule.scheduleItem(poolId, date);
    // An item not made yet is made with the default level when the run comes.
    const feeSettings = { fee_level: item?.fee_level ?? defaultFeeLevel, fee_per_vbyte: item?.fee_per_vbyte ?? null };
    const [candidates, atMinimum] = await Promise.all([
      walletPayouts.payoutCandidates(poolId, addressChangePauseStart(decidesAt)),
      walletPayouts.atMinimum(poolId),
    ]);
    const plan = planNextRun(candidates);
    const problems: PayoutProblem[] = [];
    const fee = await ask(() => payoutFee(chain, feeSettings, settings.payoutFeeRate));
    const feeRate = 'value' in fee ? fee.value.perVbyte : null;
    const feeEstimate = feeRate === null ? null : leastNetworkFee(plan.parts, feeRate);
    if ('error' in fee) problems.push(chainProblem(fee.error));
    else if (fee.value.wanted !== null && fee.value.wanted > settings.payoutFeeRate.max) {
      problems.push({ reason: 'fee_above_ceiling', message: null });
    }
    if (plan.payouts.length === 0 && atMinimum > 0) problems.push({ reason: 'none_payable', message: null });
    if (plan.total > 0) {
      const balance = await ask(() => chain.walletBalance());
      if ('error' in balance) {
        if (!problems.some((problem) => problem.reason === 'node_down')) problems.push(chainProblem(balance.error));
      } else if (balance.value !== null && balance.value < plan.total + (feeEstimate ?? 0)) {
        problems.push({ reason: 'wallet_short', message: null });
      }
    }
    return {
      date,
      run_at: runAt.toISOString(),
      fee_level: feeSettings.fee_level,
      fee_per_vbyte: feeSettings.fee_per_vbyte,
      fee_rate: feeRate,
      at_minimum: atMinimum,
      payouts: plan.payouts,
      total: plan.total,
      transactions: plan.parts.length,
      below_dust: plan.belowDust,
      fee_estimate: feeEstimate,
      problems,
    };
  }
}
