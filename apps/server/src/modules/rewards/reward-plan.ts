import { negateSats, type Sats, sumSats, zeroSats } from '../../domain/sats.js';
import type { Posting } from '../ledger/index.js';
import { deducted, poolIncomeOf, type Deduction, type FppsResult } from './fpps.js';
import type { DayWorkRow, RewardPaymentRow, SharingPaymentRow } from './rewards-repository.js';

/** The pool's own ledger accounts a run posts to, and the operators' income accounts. */
export interface RunAccounts {
  rewardFund: string;
  poolIncome: string;
  operators: Map<string, string>;
}

/** One account's reward of the day: the FPPS result and the work row it came from. */
export interface Credit {
  row: DayWorkRow;
  result: FppsResult;
}

/** A ledger transfer to post, named by the business event it records. */
export interface PlannedTransfer {
  key: string;
  kind: 'reward' | 'profit_sharing';
  postings: Posting[];
}

/** A payment row whose transfer id the ledger gives when its transfer is posted. */
type Unposted<Row> = Omit<Row, 'transfer_id'>;

/** A profit split of a reward: its own transfer, and the donor's and recipient's payments. */
export interface PlannedSplit {
  transfer: PlannedTransfer;
  payments: [Unposted<SharingPaymentRow>, Unposted<SharingPaymentRow>];
}

/** Everything one account's reward of a day writes, if its reward transfer is new. */
export interface PlannedReward {
  credit: Credit;
  transfer: PlannedTransfer;
  /** The account's reward payment (none when the fees took the whole reward). */
  payment: Unposted<RewardPaymentRow> | null;
  /** The referrer's payment, paid by the reward transfer. */
  referralPayment: Unposted<SharingPaymentRow> | null;
  /** Posted after the reward transfers, so a donor is credited before it gives. */
  splits: PlannedSplit[];
  /** What the day's income payments of the pool and the operator grow by. */
  income: { account: string; amount: Sats }[];
}

export interface RewardBatch {
  day: string;
  /** Satoshi per TH/s per day. */
  rate: number;
  /** The run's time (the demo replays past days). */
  at: Date;
  credits: readonly Credit[];
  /** The ledger account of each miner account the batch touches (rewarded, split recipients, referrers). */
  miners: ReadonlyMap<string, string>;
  accounts: RunAccounts;
}

/** The miner accounts a batch touches: the rewarded ones and the recipients of their splits and referrals. */
export function batchMinerIds(credits: readonly Credit[]): string[] {
  return [
    ...new Set(
      credits.flatMap(({ row, result }) => [
        row.miner_id,
        ...result.deductions
          .filter((deduction) => deduction.kind === 'profit_split' || deduction.kind === 'referral')
          .map((deduction) => deduction.recipient!),
      ]),
    ),
  ];
}

/**
 * What the day's income payments grow by for the rewards posted now, per account and in
 * account order (so concurrent runs lock the income payments alike). The pool's is there
 * even at zero: its income payment of the day is written whatever a batch adds.
 */
export function dayIncome(posted: readonly PlannedReward[], poolIncome: string): [string, Sats][] {
  const income = new Map<string, Sats>([[poolIncome, zeroSats]]);
  for (const { account, amount } of posted.flatMap((plan) => plan.income)) {
    income.set(account, sumSats([income.get(account) ?? zeroSats, amount]));
  }
  return [...income].sort(([a], [b]) => a.localeCompare(b));
}

export const rewardKey = (minerId: string, day: string) => `reward:${minerId}:${day}`;
export const splitKey = (donor: string, recipient: string, day: string) => `split:${donor}:${recipient}:${day}`;

/** The deductions of one kind that move money (above zero). */
const moving = (result: FppsResult, kind: Deduction['kind']) =>
  result.deductions.filter((deduction) => deduction.kind === kind && deduction.amount > 0n);

/**
 * What a batch of rewards writes, decided without the database: for each account its
 * reward transfer (the reward fund pays the account its reward after fees, the pool its
 * fee less the referral, the operator its fee, the referrer its share of the pool fee),
 * its profit splits as transfers of their own, the payment rows of both, and the income
 * they add. Every transfer balances, and every payment equals the posting it describes;
 * the writer (RewardsJob) posts the transfers and keeps the rest for the new ones only.
 */
export function planRewardBatch(batch: RewardBatch): PlannedReward[] {
  const { day, rate, at, miners, accounts } = batch;
  const ledgerOf = (minerId: string) => {
    const account = miners.get(minerId);
    if (!account) throw new Error(`The batch has no ledger account for miner ${minerId}`);
    return account;
  };
  return batch.credits.map((credit): PlannedReward => {
    const { row, result } = credit;
    const miner = row.miner_id;
    const { afterFees } = result;
    const poolIncome = poolIncomeOf(result);
    const operatorFee = deducted(result, 'operator_fee');
    const referral = moving(result, 'referral')[0];
    const operatorAccount = operatorFee > 0 ? accounts.operators.get(row.operator_id!) : undefined;
    if (operatorFee > 0 && !operatorAccount) throw new Error(`No income account for operator ${row.operator_id}`);
    const transfer: PlannedTransfer = {
      key: rewardKey(miner, day),
      kind: 'reward',
      postings: [
        { account: accounts.rewardFund, amount: negateSats(result.gross) },
        { account: ledgerOf(miner), amount: afterFees },
        { account: accounts.poolIncome, amount: poolIncome },
        ...(operatorAccount ? [{ account: operatorAccount, amount: operatorFee }] : []),
        ...(referral ? [{ account: ledgerOf(referral.recipient!), amount: referral.amount }] : []),
      ],
    };
    const splits = moving(result, 'profit_split').map((split): PlannedSplit => {
      const recipient = split.recipient!;
      const { amount } = split;
      const common = {
        sharing_type: 'profit_sharing' as const,
        share_percent: split.percent,
        amount,
        pool_day: day,
        created_at: at,
      };
      return {
        transfer: {
          key: splitKey(miner, recipient, day),
          kind: 'profit_sharing',
          postings: [
            { account: ledgerOf(miner), amount: negateSats(amount) },
            { account: ledgerOf(recipient), amount },
          ],
        },
        payments: [
          { ...common, account_id: ledgerOf(miner), direction: 'outgoing', counterparty_miner_id: recipient },
          { ...common, account_id: ledgerOf(recipient), direction: 'incoming', counterparty_miner_id: miner },
        ],
      };
    });
    return {
      credit,
      transfer,
      payment:
        afterFees > 0
          ? {
              account_id: ledgerOf(miner),
              amount: afterFees,
              pool_day: day,
              hash_rate: Number(result.hashRate),
              rate,
              gross: result.gross,
              fee_percent: result.poolFeePercent,
              fee: deducted(result, 'pool_fee'),
              operator_fee: operatorFee,
              promo_code: row.promo?.code ?? null,
              created_at: at,
            }
          : null,
      referralPayment: referral
        ? {
            account_id: ledgerOf(referral.recipient!),
            direction: 'incoming',
            sharing_type: 'referral',
            counterparty_miner_id: miner,
            share_percent: referral.percent,
            amount: referral.amount,
            pool_day: day,
            created_at: at,
          }
        : null,
      splits,
      income: [
        { account: accounts.poolIncome, amount: poolIncome },
        ...(operatorAccount ? [{ account: operatorAccount, amount: operatorFee }] : []),
      ],
    };
  });
}
