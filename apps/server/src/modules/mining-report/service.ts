import {
  centsOf,
  centsText,
  fiatValue,
  type MiningReport,
  type ReportAmount,
  type ReportDay,
  type ReportMoney,
} from '@pool/contract';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../http/api-error.js';
import { type DayRate, type DayRates, dayRatesBetween, latestDayRates } from '../exchange-rates/index.js';
import {
  day as dayMs,
  floorTo,
  fullDaysOffBeforeRemoval,
  offAfter,
  startOfUtcDay,
  workerFourHourKeepMs,
} from '../../domain/hashrate.js';
import { addDays, dayStart, poolDayOf } from '../../domain/pool-day.js';
import type { DayMoneyRow, MiningReportRepository } from './repository.js';

const periodMs = 4 * 3_600_000;
const moneyKeys = [
  'gross',
  'pool_fee',
  'operator_fee',
  'profit_sharing',
  'referral',
  'net',
  'payouts',
  'other',
] as const satisfies readonly (keyof ReportMoney)[];
type MoneyKey = (typeof moneyKeys)[number];

const noPrices: DayRates = { BTCUSDT: null, BTCRUB: null };

function amount(sat: number, prices: DayRates): ReportAmount {
  return {
    sat,
    usdt: prices.BTCUSDT ? fiatValue(sat, prices.BTCUSDT.price) : null,
    rub: prices.BTCRUB ? fiatValue(sat, prices.BTCRUB.price) : null,
  };
}

/**
 * The sum of amounts: satoshi, and each fiat column of the days' rounded values, unless an
 * amount other than zero has no price (a day without money needs none).
 */
function total(amounts: readonly ReportAmount[]): ReportAmount {
  const fiat = (currency: 'usdt' | 'rub') =>
    amounts.every((item) => item.sat === 0 || item[currency] !== null)
      ? centsText(amounts.reduce((sum, item) => sum + centsOf(item[currency] ?? '0.00'), 0n))
      : null;
  return { sat: amounts.reduce((sum, item) => sum + item.sat, 0), usdt: fiat('usdt'), rub: fiat('rub') };
}

function priceOf(rate: DayRate | null) {
  return rate && { price: rate.price, source: rate.source, fetched_at: rate.fetched_at.toISOString() };
}

function dayMoney(row: DayMoneyRow | undefined): Record<MoneyKey, number> {
  const money = row ?? {
    gross: 0,
    pool_fee: 0,
    operator_fee: 0,
    reward: 0,
    profit_sharing: 0,
    referral: 0,
    payouts: 0,
    other: 0,
  };
  return {
    gross: money.gross,
    pool_fee: money.pool_fee,
    operator_fee: money.operator_fee,
    profit_sharing: money.profit_sharing,
    referral: money.referral,
    net: money.reward + money.profit_sharing + money.referral,
    payouts: money.payouts,
    other: money.other,
  };
}

/** When a worker whose last share was at `lastShareAt` is removed: six full UTC days after it went off (product §9). */
function removedAt(lastShareAt: Date): number {
  return startOfUtcDay(lastShareAt.getTime() + offAfter) + (fullDaysOffBeforeRemoval + 1) * dayMs;
}

/**
 * The 4-hour periods of [from, to) the workers were expected to mine in: each from the
 * period of its first share until it is removed. The fleet's uptime is the periods it
 * sent shares in over these, so 4 rigs of 400 running is 1 %, not 100 %.
 */
export function expectedWorkerPeriods(
  workers: readonly { first_share_at: Date; last_share_at: Date }[],
  from: number,
  to: number,
): number {
  let periods = 0;
  for (const worker of workers) {
    const start = Math.max(from, floorTo(worker.first_share_at.getTime(), periodMs));
    const end = Math.min(to, removedAt(worker.last_share_at));
    if (end > start) periods += Math.ceil((end - start) / periodMs);
  }
  return periods;
}

/**
 * The monthly mining report of a miner account: per pool day (from the day the account
 * existed) and for the month, the account's work (from the account's 4-hour buckets, kept 400 days, and the
 * workers', kept 35), its money (from the payments, by the day each is for) and the
 * day's BTC prices. Balances are the payments' sums, which are the ledger's balance.
 */
export class MiningReportService {
  constructor(
    private readonly repository: MiningReportRepository,
    private readonly db: Db,
    private readonly policy: AccessPolicy,
    private readonly clock: Clock,
  ) {}

  async report(ctx: RequestContext, minerId: string, month: string): Promise<MiningReport> {
    const account = await this.policy.authorize(ctx, 'miner', minerId, 'mining_report');
    const now = this.clock();
    const today = poolDayOf(now);
    if (month > today.slice(0, 7)) throw ApiError.invalidFields([{ name: 'querystring.month', code: 'invalid_input' }]);
    const monthStart = `${month}-01`;
    const nextMonth = addDays(`${month}-28`, 4).slice(0, 7);
    const complete = today.slice(0, 7) !== month;
    const last = complete ? addDays(`${nextMonth}-01`, -1) : today;
    const to = complete ? dayStart(`${nextMonth}-01`) : now;
    const from = dayStart(monthStart);

    const ledgerAccount = await this.repository.ledgerAccount(minerId);
    const [
      since,
      poolName,
      work,
      workerDays,
      workerSpans,
      credited,
      rates,
      money,
      opening,
      payouts,
      openingPrices,
      closingPrices,
    ] = await Promise.all([
      this.repository.accountSince(minerId),
      this.repository.poolName(account.pool_id),
      this.repository.work(minerId, from, to),
      this.repository.workerDays(minerId, from, to),
      this.repository.workerSpans(minerId),
      this.repository.creditedDays(account.pool_id, monthStart, last),
      dayRatesBetween(this.db, account.pool_id, monthStart, last),
      ledgerAccount ? this.repository.money(ledgerAccount, monthStart, last) : [],
      ledgerAccount ? this.repository.balanceBefore(ledgerAccount, monthStart) : 0,
      ledgerAccount ? this.repository.payouts(ledgerAccount, monthStart, last) : [],
      latestDayRates(this.db, account.pool_id, addDays(monthStart, -1)),
      latestDayRates(this.db, account.pool_id, last),
    ]);
    // Days before the account existed are not days without work: they are left out (but
    // never a day with money, whatever its date says).
    const first = [poolDayOf(since), ...money.map((row) => row.day)].reduce(
      (earliest, day) => (day < earliest ? day : earliest),
      last,
    );
    const listFrom = first > monthStart ? first : monthStart;
    const workOf = new Map(work.map((row) => [row.day, row]));
    const moneyOf = new Map(money.map((row) => [row.day, row]));
    // The day the retention edge falls in has lost its first hours of worker history: whole days only.
    const workersKeptFrom = addDays(poolDayOf(new Date(now.getTime() - workerFourHourKeepMs)), 1);

    const days: ReportDay[] = [];
    let seconds = 0;
    let accepted = 0;
    let fleetPeriods = 0;
    let fleetPeriodsOnline = 0;
    for (let day = listFrom; day <= last; day = addDays(day, 1)) {
      const start = dayStart(day).getTime();
      const end = Math.min(start + dayMs, to.getTime());
      const elapsedMs = end - start;
      const dayWork = workOf.get(day);
      const prices = rates.get(day) ?? noPrices;
      const sats = dayMoney(moneyOf.get(day));
      seconds += elapsedMs / 1000;
      accepted += dayWork?.accepted ?? 0;
      const kept = day >= workersKeptFrom;
      const fleet = workerDays.get(day) ?? { workers: 0, periods: 0 };
      const expected = kept ? expectedWorkerPeriods(workerSpans, start, end) : 0;
      const online = Math.min(expected, fleet.periods);
      fleetPeriods += expected;
      fleetPeriodsOnline += online;
      days.push({
        day,
        hash_rate: elapsedMs > 0 ? ((dayWork?.accepted ?? 0) * 2 ** 32) / (elapsedMs / 1000) : 0,
        uptime: kept ? (expected > 0 ? online / expected : 0) : null,
        active_workers: kept ? fleet.workers : null,
        credited: credited.has(day),
        prices: { BTCUSDT: priceOf(prices.BTCUSDT), BTCRUB: priceOf(prices.BTCRUB) },
        ...(Object.fromEntries(moneyKeys.map((key) => [key, amount(sats[key], prices)])) as Record<
          MoneyKey,
          ReportAmount
        >),
      });
    }
    const moneyTotals = Object.fromEntries(moneyKeys.map((key) => [key, total(days.map((day) => day[key]))])) as Record<
      MoneyKey,
      ReportAmount
    >;
    const keptWorkers = days.flatMap((day) => (day.active_workers === null ? [] : [day.active_workers]));
    const keptDays = days.some((day) => day.uptime !== null);
    const closing = opening + moneyTotals.net.sat - moneyTotals.payouts.sat + moneyTotals.other.sat;
    const pricesOf = (day: string) => rates.get(day) ?? noPrices;
    return {
      account: { id: account.id, name: account.name },
      pool: { name: poolName },
      month,
      complete,
      days,
      totals: {
        ...moneyTotals,
        hash_rate: seconds > 0 ? (accepted * 2 ** 32) / seconds : 0,
        uptime: keptDays ? (fleetPeriods > 0 ? fleetPeriodsOnline / fleetPeriods : 0) : null,
        active_workers: keptWorkers.length ? Math.max(...keptWorkers) : null,
      },
      opening_balance: amount(opening, openingPrices),
      closing_balance: amount(closing, closingPrices),
      payouts: payouts.map((payout) => ({
        id: payout.id,
        day: payout.day,
        created_at: payout.created_at.toISOString(),
        status: payout.status,
        amount: amount(payout.amount, pricesOf(payout.day)),
        address: payout.address,
        tx_id: payout.tx_id,
      })),
    };
  }
}
