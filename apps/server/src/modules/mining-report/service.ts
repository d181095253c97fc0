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
import { dayRatesBetween, type DayRate, type DayRates } from '../exchange-rates/day-rates.js';
import { workerFourHourKeepMs } from '../monitoring/rules.js';
import { addDays, dayStart, poolDayOf } from '../rewards/pool-day.js';
import type { DayMoneyRow, MiningReportRepository } from './repository.js';

const dayMs = 86_400_000;
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

/**
 * The monthly mining report of a miner account (issue 13): per pool day and for the
 * month, the account's work (from the account's 4-hour buckets, kept 400 days, and the
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
    const first = `${month}-01`;
    const nextMonth = addDays(`${month}-28`, 4).slice(0, 7);
    const complete = today.slice(0, 7) !== month;
    const last = complete ? addDays(`${nextMonth}-01`, -1) : today;
    const from = dayStart(first);
    const to = complete ? dayStart(`${nextMonth}-01`) : now;

    const ledgerAccount = await this.repository.ledgerAccount(minerId);
    const [poolName, work, workers, rates, money, opening, payouts] = await Promise.all([
      this.repository.poolName(account.pool_id),
      this.repository.work(minerId, from, to),
      this.repository.activeWorkers(minerId, from, to),
      dayRatesBetween(this.db, account.pool_id, first, last),
      ledgerAccount ? this.repository.money(ledgerAccount, first, last) : [],
      ledgerAccount ? this.repository.balanceBefore(ledgerAccount, first) : 0,
      ledgerAccount ? this.repository.payouts(ledgerAccount, first, last) : [],
    ]);
    const workOf = new Map(work.map((row) => [row.day, row]));
    const moneyOf = new Map(money.map((row) => [row.day, row]));
    const workersKeptFrom = poolDayOf(new Date(now.getTime() - workerFourHourKeepMs));

    const days: ReportDay[] = [];
    let seconds = 0;
    let accepted = 0;
    let periods = 0;
    let periodsWithShares = 0;
    for (let day = first; day <= last; day = addDays(day, 1)) {
      const elapsedMs = Math.min(dayMs, to.getTime() - dayStart(day).getTime());
      const dayPeriods = Math.ceil(elapsedMs / periodMs);
      const dayWork = workOf.get(day);
      const prices = rates.get(day) ?? noPrices;
      const sats = dayMoney(moneyOf.get(day));
      seconds += elapsedMs / 1000;
      accepted += dayWork?.accepted ?? 0;
      periods += dayPeriods;
      periodsWithShares += Math.min(dayPeriods, dayWork?.periods ?? 0);
      days.push({
        day,
        hash_rate: elapsedMs > 0 ? ((dayWork?.accepted ?? 0) * 2 ** 32) / (elapsedMs / 1000) : 0,
        uptime: dayPeriods > 0 ? Math.min(dayPeriods, dayWork?.periods ?? 0) / dayPeriods : 0,
        active_workers: day >= workersKeptFrom ? (workers.get(day) ?? 0) : null,
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
        uptime: periods > 0 ? periodsWithShares / periods : 0,
        active_workers: keptWorkers.length ? Math.max(...keptWorkers) : null,
      },
      opening_balance: amount(opening, pricesOf(first)),
      closing_balance: amount(closing, pricesOf(last)),
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
