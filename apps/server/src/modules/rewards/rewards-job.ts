import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordDayRates } from '../exchange-rates/index.js';
import { defaultFeePercent } from '../fees/index.js';
import { ledgerAccountId, minerLedgerAccounts, postTransfers } from '../ledger/index.js';
import { defaultMoneySettings, type ModuleDeps } from '../module-deps.js';
import { PoolsRepository } from '../pools/index.js';
import { type ReferralTerms, splitsInForce } from '../terms/index.js';
import type { Share } from '../../domain/percent.js';
import { type Sats, sumSats, zeroSats } from '../../domain/sats.js';
import { computeFpps, deducted, poolIncomeOf, type DeductionKind, type FppsResult } from './fpps.js';
import { addDays, poolDayOf, rewardDueAt } from '../../domain/pool-day.js';
import {
  batchMinerIds,
  dayIncome,
  planRewardBatch,
  type Credit,
  type PlannedReward,
  type RunAccounts,
} from './reward-plan.js';
import { RewardsRepository, type DayWorkRow } from './rewards-repository.js';
import { notifyRewardsCredited } from '../notifications/index.js';

export type RewardsJobDeps = Pick<ModuleDeps, 'db' | 'clock' | 'log'> & {
  /** The pool's referral terms (MoneySettings.referral); the default terms when absent. */
  referral?: ReferralTerms;
};

/** How far back runDue looks for days not credited (a server down for weeks). */
export const rewardLookbackDays = 35;
/** Accounts credited per transaction. */
export const rewardBatchSize = 500;

/** What one run of a pool day credited (the accounts a concurrent run credited are not counted). */
export interface RewardRunSummary {
  poolId: string;
  day: string;
  rate: number;
  accounts: number;
  gross: Sats;
  net: Sats;
  poolFees: Sats;
  operatorFees: Sats;
  /** Moved from donors to recipients by profit splits. */
  profitSplits: Sats;
  /** Paid to referrers out of the pool fees. */
  referrals: Sats;
}

/** What else shapes an account's reward than its work and fees: its splits and its referrer's share. */
export interface RewardSharing {
  profitSplits?: readonly Share[];
  /** The referrer's percent of the pool fee, applied when the row has a referrer. */
  referralPercent?: string;
}

/**
 * The FPPS reward of an account's work with the fees, splits and referral in force: the
 * one mapping from the stored schedules to the pipeline, for the daily run and the
 * processing estimate alike.
 */
export function rewardOf(row: DayWorkRow, rate: number, sharing: RewardSharing = {}): FppsResult {
  return computeFpps({
    accepted: row.accepted,
    rate,
    poolFeePercent: row.pool_fee ?? defaultFeePercent.pool,
    promo: row.promo ? { type: row.promo.type, percent: row.promo.percent } : null,
    operatorFee: row.operator_id && row.operator_fee ? { recipient: row.operator_id, percent: row.operator_fee } : null,
    profitSplits: sharing.profitSplits ?? [],
    referral:
      row.referrer_id && sharing.referralPercent
        ? { recipient: row.referrer_id, percent: sharing.referralPercent }
        : null,
  });
}

function emptySummary(poolId: string, day: string, rate: number): RewardRunSummary {
  return {
    poolId,
    day,
    rate,
    accounts: 0,
    gross: zeroSats,
    net: zeroSats,
    poolFees: zeroSats,
    operatorFees: zeroSats,
    profitSplits: zeroSats,
    referrals: zeroSats,
  };
}

function addToSummary(summary: RewardRunSummary, { result }: Credit): void {
  const add = (total: Sats, amount: Sats) => sumSats([total, amount]);
  const sum = (total: Sats, kind: DeductionKind) => add(total, deducted(result, kind));
  summary.accounts += 1;
  summary.gross = add(summary.gross, result.gross);
  summary.net = add(summary.net, result.net);
  summary.poolFees = add(summary.poolFees, poolIncomeOf(result));
  summary.operatorFees = sum(summary.operatorFees, 'operator_fee');
  summary.profitSplits = sum(summary.profitSplits, 'profit_split');
  summary.referrals = sum(summary.referrals, 'referral');
}

/**
 * The 09:00 UTC FPPS reward run (product §9): credits every miner account for a pool day
 * from its 4-hour hashrate buckets, with the day's rate and the fees in force that day.
 *
 * Each account's reward is one ledger transfer keyed `reward:<miner_id>:<day>` with its
 * payment, in batches of 500 accounts per transaction. The key, not a lock, is what
 * makes a rerun or a second instance credit nothing twice: a transfer whose key exists
 * (or is being committed by another run) is skipped with its payment.
 *
 * Money between accounts (product §3), in the same transaction as the reward it comes from:
 * - the reward transfer credits the account its reward after fees, the pool its fee less
 *   the referral, the operator its fee, and the referrer (while the referral lasts) its
 *   share of the pool fee, with a referral payment (type profit_sharing) to the referrer;
 * - then each profit split is its own transfer `split:<donor>:<recipient>:<day>` from the
 *   donor to the recipient, with an outgoing payment for one and an incoming for the other.
 * A split is a share of the donor's own reward after fees: money an account receives by a
 * split or a referral is never split again, so a chain A → B → C moves A's share to B and
 * B's share of B's own reward to C, in any order and without counting anything twice (and
 * a cycle A → B → A is two independent splits).
 */
export class RewardsJob {
  private readonly repository: RewardsRepository;
  private readonly pools: PoolsRepository;
  private readonly referral: ReferralTerms;

  constructor(
    private readonly deps: RewardsJobDeps,
    private readonly batchSize = rewardBatchSize,
  ) {
    this.referral = deps.referral ?? defaultMoneySettings.referral;
    this.repository = new RewardsRepository(deps.db, deps.clock, this.referral);
    this.pools = new PoolsRepository(deps.db);
  }

  /**
   * Credits every pool day whose 09:00 UTC of the next day has passed and that is not
   * credited yet, oldest first, within the last 35 days, from the first day with a rate
   * and a share (a server that was down catches up).
   */
  async runDue(): Promise<RewardRunSummary[]> {
    const summaries: RewardRunSummary[] = [];
    for (const poolId of await this.pools.poolIds()) {
      for (const day of await this.dueDays(poolId)) {
        const summary = await this.runDay(poolId, day);
        if (summary) summaries.push(summary);
      }
    }
    return summaries;
  }

  /** Credits one pool day. Safe to call twice or on two instances at once. Null when the day has no rate. */
  async runDay(poolId: string, day: string): Promise<RewardRunSummary | null> {
    const run = await this.repository.startRun(poolId, day);
    if (!run) {
      this.deps.log.warn({ poolId, day }, 'rewards: no reward rate in force, the day is not credited');
      return null;
    }
    await recordDayRates(this.deps, poolId, day);
    const summary = emptySummary(poolId, day, run.rate);
    if (run.completed) return summary;
    const accounts = await this.runAccounts(poolId);
    for await (const rows of this.batches(poolId, day)) {
      const splits = await splitsInForce(
        this.deps.db,
        rows.map((row) => row.miner_id),
        day,
      );
      const credits = rows
        .map((row) => ({
          row,
          result: rewardOf(row, run.rate, {
            profitSplits: splits.get(row.miner_id) ?? [],
            referralPercent: this.referral.sharePercent,
          }),
        }))
        .filter((credit) => credit.result.gross > 0);
      await this.ensureOperators(poolId, credits, accounts);
      const credited = await this.deps.db
        .transaction()
        .execute((trx) => this.creditBatch(trx, poolId, day, run.rate, credits, accounts));
      for (const credit of credited) addToSummary(summary, credit);
    }
    // Before the day is marked complete, so a crash in between repeats it (keyed: nothing twice).
    await notifyRewardsCredited(this.deps.db, poolId, day);
    await this.repository.completeRun(poolId, day);
    this.deps.log.info(summary, 'rewards: pool day credited');
    return summary;
  }

  /** The accounts that worked on the day, a batch at a time, in id order. */
  private async *batches(poolId: string, day: string): AsyncGenerator<DayWorkRow[]> {
    let after: string | null = null;
    for (;;) {
      const rows = await this.repository.dayWork(poolId, day, after, this.batchSize);
      if (rows.length === 0) return;
      yield rows;
      after = rows.at(-1)!.miner_id;
    }
  }

  private async dueDays(poolId: string): Promise<string[]> {
    const now = this.deps.clock();
    const today = poolDayOf(now);
    const yesterday = addDays(today, -1);
    const last = now >= rewardDueAt(yesterday) ? yesterday : addDays(yesterday, -1);
    const [firstShare, firstRate] = await Promise.all([
      this.repository.firstShareAt(poolId),
      this.repository.firstRateDay(poolId),
    ]);
    if (!firstShare || !firstRate) return [];
    const first = [addDays(today, -rewardLookbackDays), poolDayOf(firstShare), firstRate].sort().at(-1)!;
    if (first > last) return [];
    const done = await this.repository.completedDays(poolId, first, last);
    const days: string[] = [];
    for (let day = first; day <= last; day = addDays(day, 1)) if (!done.has(day)) days.push(day);
    return days;
  }

  private async runAccounts(poolId: string): Promise<RunAccounts> {
    const [rewardFund, poolIncome] = await Promise.all([
      ledgerAccountId(this.deps.db, { kind: 'reward_fund', poolId }),
      ledgerAccountId(this.deps.db, { kind: 'pool_income', poolId }),
    ]);
    return { rewardFund, poolIncome, operators: new Map() };
  }

  /** The income accounts of operators met for the first time in this run. */
  private async ensureOperators(poolId: string, credits: readonly Credit[], accounts: RunAccounts): Promise<void> {
    for (const { row, result } of credits) {
      const operatorId = row.operator_id;
      if (deducted(result, 'operator_fee') > 0 && operatorId && !accounts.operators.has(operatorId)) {
        accounts.operators.set(
          operatorId,
          await ledgerAccountId(this.deps.db, { kind: 'operator_income', poolId, operatorId }),
        );
      }
    }
  }

  /**
   * The writer of a batch's plan (reward-plan.ts), in one transaction: the reward
   * transfers, then the profit splits of the rewards posted now, the payments of both,
   * and the day's income payments of the pool and operators for exactly those. A reward
   * whose key was posted before (a rerun, another instance) writes nothing. Returns the
   * credits this run posted.
   */
  private async creditBatch(
    trx: Transaction<Database>,
    poolId: string,
    day: string,
    rate: number,
    credits: readonly Credit[],
    accounts: RunAccounts,
  ): Promise<Credit[]> {
    const miners = await minerLedgerAccounts(trx, poolId, batchMinerIds(credits));
    const at = this.deps.clock();
    const plans = planRewardBatch({ day, rate, at, credits, miners, accounts });
    const posted = await postTransfers(
      trx,
      plans.map((plan) => plan.transfer),
      at,
    );
    const credited = plans.filter((plan) => posted.has(plan.transfer.key));
    const rewardId = (plan: PlannedReward) => posted.get(plan.transfer.key)!;
    const splitIds = await postTransfers(
      trx,
      credited.flatMap((plan) => plan.splits.map((split) => split.transfer)),
      at,
    );
    await this.repository.insertRewardPayments(
      trx,
      credited.flatMap((plan) => (plan.payment ? [{ ...plan.payment, transfer_id: rewardId(plan) }] : [])),
    );
    await this.repository.insertSharingPayments(trx, [
      ...credited.flatMap((plan) =>
        plan.referralPayment ? [{ ...plan.referralPayment, transfer_id: rewardId(plan) }] : [],
      ),
      ...credited.flatMap((plan) =>
        plan.splits.flatMap((split) =>
          split.payments.map((payment) => ({ ...payment, transfer_id: splitIds.get(split.transfer.key)! })),
        ),
      ),
    ]);
    for (const [account, amount] of dayIncome(credited, accounts.poolIncome)) {
      await this.repository.addIncome(trx, account, day, amount, at);
    }
    return credited.map((plan) => plan.credit);
  }
}
