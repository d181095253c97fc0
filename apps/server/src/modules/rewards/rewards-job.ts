import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordDayRates } from '../exchange-rates/day-rates.js';
import { defaultFeePercent } from '../fees/schedule.js';
import { ledgerAccountId, minerLedgerAccounts, postTransfers, type Posting } from '../ledger/ledger.js';
import { defaultMoneySettings, type ModuleDeps } from '../module-deps.js';
import { PoolsRepository } from '../pools/repository.js';
import { splitsInForce, type ReferralTerms } from '../sharing/in-force.js';
import { computeFpps, deducted, poolIncomeOf, type Deduction, type FppsResult, type Share } from './fpps.js';
import { addDays, poolDayOf, rewardDueAt } from './pool-day.js';
import {
  RewardsRepository,
  type DayWorkRow,
  type RewardPaymentRow,
  type SharingPaymentRow,
} from './rewards-repository.js';
import { notifyRewardsCredited } from '../notifications/events.js';

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
  gross: number;
  net: number;
  poolFees: number;
  operatorFees: number;
  /** Moved from donors to recipients by profit splits. */
  profitSplits: number;
  /** Paid to referrers out of the pool fees. */
  referrals: number;
}

/** The pool's own ledger accounts a run posts to, and the operators' as they appear. */
interface RunAccounts {
  rewardFund: string;
  poolIncome: string;
  operators: Map<string, string>;
}

/** One account's reward of the day: the pipeline's result and where the money goes. */
interface Credit {
  row: DayWorkRow;
  result: FppsResult;
  /** What the pool keeps of its fee (the fee less the referral). */
  poolIncome: number;
  operatorFee: number;
  /** The profit splits and the referral that move money (amount above zero). */
  splits: Deduction[];
  referral: Deduction | undefined;
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

function creditOf(row: DayWorkRow, rate: number, sharing: RewardSharing): Credit {
  const result = rewardOf(row, rate, sharing);
  const moving = (kind: Deduction['kind']) => result.deductions.filter((d) => d.kind === kind && d.amount > 0n);
  return {
    row,
    result,
    poolIncome: Number(poolIncomeOf(result)),
    operatorFee: Number(deducted(result, 'operator_fee')),
    splits: moving('profit_split'),
    referral: moving('referral')[0],
  };
}

function emptySummary(poolId: string, day: string, rate: number): RewardRunSummary {
  return {
    poolId,
    day,
    rate,
    accounts: 0,
    gross: 0,
    net: 0,
    poolFees: 0,
    operatorFees: 0,
    profitSplits: 0,
    referrals: 0,
  };
}

function addToSummary(summary: RewardRunSummary, credit: Credit): void {
  summary.accounts += 1;
  summary.gross += Number(credit.result.gross);
  summary.net += Number(credit.result.net);
  summary.poolFees += credit.poolIncome;
  summary.operatorFees += credit.operatorFee;
  summary.profitSplits += credit.splits.reduce((sum, split) => sum + Number(split.amount), 0);
  summary.referrals += Number(credit.referral?.amount ?? 0n);
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
        .map((row) =>
          creditOf(row, run.rate, {
            profitSplits: splits.get(row.miner_id) ?? [],
            referralPercent: this.referral.sharePercent,
          }),
        )
        .filter((credit) => credit.result.gross > 0n);
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
    for (const { row, operatorFee } of credits) {
      const operatorId = row.operator_id;
      if (operatorFee > 0 && operatorId && !accounts.operators.has(operatorId)) {
        accounts.operators.set(
          operatorId,
          await ledgerAccountId(this.deps.db, { kind: 'operator_income', poolId, operatorId }),
        );
      }
    }
  }

  /**
   * One transaction: the batch's reward transfers, then the profit splits of the rewards
   * posted now, the payments of both, and the day's income payments of the pool and
   * operators for exactly those. Returns the credits this run posted.
   */
  private async creditBatch(
    trx: Transaction<Database>,
    poolId: string,
    day: string,
    rate: number,
    credits: readonly Credit[],
    accounts: RunAccounts,
  ): Promise<Credit[]> {
    const miners = await minerLedgerAccounts(trx, poolId, [
      ...new Set(
        credits.flatMap((credit) => [
          credit.row.miner_id,
          ...credit.splits.map((split) => split.recipient!),
          ...(credit.referral ? [credit.referral.recipient!] : []),
        ]),
      ),
    ]);
    const keyOf = (credit: Credit) => `reward:${credit.row.miner_id}:${day}`;
    const at = this.deps.clock();
    const posted = await postTransfers(
      trx,
      credits.map((credit) => ({
        key: keyOf(credit),
        kind: 'reward',
        postings: this.postings(credit, miners, accounts),
      })),
      at,
    );
    const credited = credits.filter((credit) => posted.has(keyOf(credit)));
    // After the rewards, in their own statement: a donor is credited before it gives.
    const splitKeyOf = (credit: Credit, split: Deduction) => `split:${credit.row.miner_id}:${split.recipient}:${day}`;
    const splitTransfers = await postTransfers(
      trx,
      credited.flatMap((credit) =>
        credit.splits.map((split) => ({
          key: splitKeyOf(credit, split),
          kind: 'profit_sharing',
          postings: [
            { account: miners.get(credit.row.miner_id)!, amount: -Number(split.amount) },
            { account: miners.get(split.recipient!)!, amount: Number(split.amount) },
          ],
        })),
      ),
      at,
    );
    await this.repository.insertRewardPayments(
      trx,
      credited
        .filter((credit) => credit.result.afterFees > 0n)
        .map((credit): RewardPaymentRow => ({
          account_id: miners.get(credit.row.miner_id)!,
          amount: Number(credit.result.afterFees),
          pool_day: day,
          transfer_id: posted.get(keyOf(credit))!,
          hash_rate: Number(credit.result.hashRate),
          rate,
          gross: Number(credit.result.gross),
          fee_percent: credit.result.poolFeePercent,
          fee: Number(deducted(credit.result, 'pool_fee')),
          operator_fee: credit.operatorFee,
          promo_code: credit.row.promo?.code ?? null,
          created_at: at,
        })),
    );
    await this.repository.insertSharingPayments(
      trx,
      credited.flatMap((credit): SharingPaymentRow[] => {
        const miner = credit.row.miner_id;
        const referral: SharingPaymentRow[] = credit.referral
          ? [
              {
                account_id: miners.get(credit.referral.recipient!)!,
                direction: 'incoming',
                sharing_type: 'referral',
                counterparty_miner_id: miner,
                share_percent: credit.referral.percent,
                amount: Number(credit.referral.amount),
                pool_day: day,
                transfer_id: posted.get(keyOf(credit))!,
                created_at: at,
              },
            ]
          : [];
        return [
          ...referral,
          ...credit.splits.flatMap((split): SharingPaymentRow[] => {
            const common = {
              sharing_type: 'profit_sharing' as const,
              share_percent: split.percent,
              amount: Number(split.amount),
              pool_day: day,
              transfer_id: splitTransfers.get(splitKeyOf(credit, split))!,
              created_at: at,
            };
            return [
              {
                ...common,
                account_id: miners.get(miner)!,
                direction: 'outgoing',
                counterparty_miner_id: split.recipient!,
              },
              {
                ...common,
                account_id: miners.get(split.recipient!)!,
                direction: 'incoming',
                counterparty_miner_id: miner,
              },
            ];
          }),
        ];
      }),
    );
    await this.addIncome(trx, day, credited, accounts, at);
    return credited;
  }

  private postings(credit: Credit, miners: Map<string, string>, accounts: RunAccounts): Posting[] {
    const { row, result, poolIncome, operatorFee, referral } = credit;
    return [
      { account: accounts.rewardFund, amount: -Number(result.gross) },
      { account: miners.get(row.miner_id)!, amount: Number(result.afterFees) },
      { account: accounts.poolIncome, amount: poolIncome },
      ...(operatorFee > 0 ? [{ account: accounts.operators.get(row.operator_id!)!, amount: operatorFee }] : []),
      ...(referral ? [{ account: miners.get(referral.recipient!)!, amount: Number(referral.amount) }] : []),
    ];
  }

  private async addIncome(
    trx: Transaction<Database>,
    day: string,
    credited: readonly Credit[],
    accounts: RunAccounts,
    at: Date,
  ): Promise<void> {
    const income = new Map<string, number>([[accounts.poolIncome, 0]]);
    for (const { row, poolIncome, operatorFee } of credited) {
      income.set(accounts.poolIncome, income.get(accounts.poolIncome)! + poolIncome);
      if (operatorFee > 0) {
        const account = accounts.operators.get(row.operator_id!)!;
        income.set(account, (income.get(account) ?? 0) + operatorFee);
      }
    }
    // Always in the same order, so concurrent runs lock the income payments alike.
    for (const [account, amount] of [...income].sort(([a], [b]) => a.localeCompare(b))) {
      await this.repository.addIncome(trx, account, day, amount, at);
    }
  }
}
