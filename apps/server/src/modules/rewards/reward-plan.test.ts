import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negateSats } from '../../domain/sats.js';
import { batchMinerIds, dayIncome, planRewardBatch, type Credit, type PlannedReward } from './reward-plan.js';
import type { DayWorkRow } from './rewards-repository.js';
import { rewardOf } from './rewards-job.js';

const day = '2026-06-10';
const at = new Date('2026-06-11T09:00:00Z');
const accounts = { rewardFund: 'L-fund', poolIncome: 'L-pool', operators: new Map([['op', 'L-op']]) };
/** Each miner's ledger account is its id with an L- in front. */
const ledgerOf = (minerId: string) => `L-${minerId}`;
const minersOf = (credits: readonly Credit[]) => new Map(batchMinerIds(credits).map((id) => [id, ledgerOf(id)]));

function row(minerId: string, accepted: number, fees: Partial<DayWorkRow> = {}): DayWorkRow {
  return {
    miner_id: minerId,
    operator_id: null,
    accepted,
    pool_fee: '2',
    operator_fee: null,
    referrer_id: null,
    promo: null,
    ...fees,
  };
}

const sumOf = (amounts: number[]) => amounts.reduce((sum, amount) => sum + amount, 0);

describe('planRewardBatch', () => {
  it('writes a reward with every fee, a split and a referral as computed by hand', () => {
    // 100 TH/s for the day (round(accepted × 2^32 / 86,400) = 10^14 H/s) at 50,000 sat per TH/s:
    // gross 5,000,000; pool fee 2 % = 100,000, of which the referrer's 20 % = 20,000;
    // operator fee 1 % of 4,900,000 = 49,000; after fees 4,851,000; the split 10 % = 485,100.
    const work = row('m1', 2011656761.1694336, { operator_id: 'op', operator_fee: '1', referrer_id: 'ref' });
    const credit = {
      row: work,
      result: rewardOf(work, 50_000, { profitSplits: [{ recipient: 'friend', percent: '10' }], referralPercent: '20' }),
    };
    const [plan] = planRewardBatch({ day, rate: 50_000, at, credits: [credit], miners: minersOf([credit]), accounts });
    expect(plan!.transfer).toEqual({
      key: 'reward:m1:2026-06-10',
      kind: 'reward',
      postings: [
        { account: 'L-fund', amount: -5_000_000 },
        { account: 'L-m1', amount: 4_851_000 },
        { account: 'L-pool', amount: 80_000 },
        { account: 'L-op', amount: 49_000 },
        { account: 'L-ref', amount: 20_000 },
      ],
    });
    expect(plan!.payment).toMatchObject({
      account_id: 'L-m1',
      amount: 4_851_000,
      gross: 5_000_000,
      fee: 100_000,
      operator_fee: 49_000,
      hash_rate: 100_000_000_000_000,
      fee_percent: '2',
    });
    expect(plan!.referralPayment).toMatchObject({ account_id: 'L-ref', amount: 20_000, counterparty_miner_id: 'm1' });
    expect(plan!.splits).toEqual([
      {
        transfer: {
          key: 'split:m1:friend:2026-06-10',
          kind: 'profit_sharing',
          postings: [
            { account: 'L-m1', amount: -485_100 },
            { account: 'L-friend', amount: 485_100 },
          ],
        },
        payments: [
          expect.objectContaining({ account_id: 'L-m1', direction: 'outgoing', amount: 485_100 }),
          expect.objectContaining({ account_id: 'L-friend', direction: 'incoming', amount: 485_100 }),
        ],
      },
    ]);
    expect(plan!.income).toEqual([
      { account: 'L-pool', amount: 80_000 },
      { account: 'L-op', amount: 49_000 },
    ]);
  });

  it('writes no payment for a reward the fees took whole, and still pays the pool', () => {
    const work = row('m2', 2011656761.1694336, { pool_fee: '100' });
    const credit = { row: work, result: rewardOf(work, 50_000) };
    const [plan] = planRewardBatch({ day, rate: 50_000, at, credits: [credit], miners: minersOf([credit]), accounts });
    expect(plan!.payment).toBeNull();
    expect(plan!.transfer.postings).toEqual([
      { account: 'L-fund', amount: -5_000_000 },
      { account: 'L-m2', amount: 0 },
      { account: 'L-pool', amount: 5_000_000 },
    ]);
  });

  const percent = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => (hundredths / 100).toFixed(2));
  const work = fc.record({
    accepted: fc.double({ min: 0, max: 1e12, noNaN: true }),
    rate: fc.integer({ min: 1, max: 1_000_000 }),
    poolFee: percent,
    operatorFee: fc.option(percent),
    referral: fc.boolean(),
    splits: fc.uniqueArray(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 }),
    splitPercent: fc.integer({ min: 1, max: 33 }),
  });
  type Work = typeof work extends fc.Arbitrary<infer T> ? T : never;
  const creditOf = (drawn: Work, index: number): Credit => {
    const day = row(`m${index}`, drawn.accepted, {
      pool_fee: drawn.poolFee,
      operator_id: drawn.operatorFee ? 'op' : null,
      operator_fee: drawn.operatorFee,
      referrer_id: drawn.referral ? 'ref' : null,
    });
    return {
      row: day,
      result: rewardOf(day, drawn.rate, {
        profitSplits: drawn.splits.map((recipient) => ({ recipient, percent: String(drawn.splitPercent) })),
        referralPercent: '20',
      }),
    };
  };
  const credits = fc.array(work, { maxLength: 8 }).map((drawn) => drawn.map(creditOf));
  const plan = (batch: Credit[]): PlannedReward[] =>
    planRewardBatch({ day, rate: 1, at, credits: batch, miners: minersOf(batch), accounts });

  it('balances every transfer and moves money out of the reward fund only', () => {
    fc.assert(
      fc.property(credits, (batch) => {
        for (const planned of plan(batch)) {
          for (const transfer of [planned.transfer, ...planned.splits.map((split) => split.transfer)]) {
            expect(sumOf(transfer.postings.map((posting) => posting.amount))).toBe(0);
            expect(transfer.postings.every((posting) => Number.isSafeInteger(posting.amount))).toBe(true);
          }
          const fund = planned.transfer.postings.filter((posting) => posting.account === 'L-fund');
          expect(fund).toEqual([{ account: 'L-fund', amount: -Number(planned.credit.result.gross) }]);
          expect(planned.transfer.postings.filter((posting) => posting.amount < 0)).toEqual(
            fund.filter((p) => p.amount < 0),
          );
        }
      }),
    );
  });

  it('writes payments equal to the postings they describe', () => {
    fc.assert(
      fc.property(credits, (batch) => {
        for (const planned of plan(batch)) {
          const minerAccount = ledgerOf(planned.credit.row.miner_id);
          const postedTo = (account: string) =>
            sumOf(planned.transfer.postings.filter((p) => p.account === account).map((p) => p.amount));
          expect(planned.payment?.amount ?? 0).toBe(postedTo(minerAccount));
          expect(planned.payment === null).toBe(postedTo(minerAccount) === 0);
          expect(planned.referralPayment?.amount ?? 0).toBe(postedTo('L-ref'));
          expect(sumOf(planned.income.map((income) => income.amount))).toBe(postedTo('L-pool') + postedTo('L-op'));
          let given = 0;
          for (const split of planned.splits) {
            const [donor, recipient] = split.transfer.postings;
            const [outgoing, incoming] = split.payments;
            expect(donor!.account).toBe(minerAccount);
            expect([outgoing.account_id, negateSats(outgoing.amount)]).toEqual([donor!.account, donor!.amount]);
            expect([incoming.account_id, incoming.amount]).toEqual([recipient!.account, recipient!.amount]);
            expect(incoming.amount).toBeGreaterThan(0);
            given += incoming.amount;
          }
          // A donor gives out of its own reward after fees, never more.
          expect(given).toBeLessThanOrEqual(postedTo(minerAccount));
          expect(postedTo(minerAccount) - given).toBe(Number(planned.credit.result.net));
        }
      }),
    );
  });

  it("adds up the day's income payments to what the posted transfers paid the pool and operators", () => {
    fc.assert(
      fc.property(credits, fc.array(fc.boolean()), (batch, skipped) => {
        // A rerun or another instance may have posted some rewards before: only the rest count.
        const posted = plan(batch).filter((_, index) => !skipped[index]);
        const income = dayIncome(posted, 'L-pool');
        const paidTo = (account: string) =>
          sumOf(
            posted.flatMap((planned) =>
              planned.transfer.postings.filter((p) => p.account === account).map((p) => p.amount),
            ),
          );
        expect(income.map(([account]) => account)).toEqual(['L-pool', ...(paidTo('L-op') > 0 ? ['L-op'] : [])].sort());
        for (const [account, amount] of income) expect(amount).toBe(paidTo(account));
      }),
    );
  });
});
