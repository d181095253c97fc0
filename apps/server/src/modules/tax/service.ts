import { satoshiToKopecks, type TaxIncome, type TaxIncomeBasis } from '@pool/contract';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { TaxRepository } from './repository.js';

/** A price of numeric(30, 8) text in kopecks per BTC, rounded half up: "8900000.125" → 890000013. */
export function kopecksOfPrice(price: string): bigint {
  const [whole = '0', fraction = ''] = price.split('.');
  const digits = BigInt(whole + fraction.padEnd(8, '0').slice(0, 8)); // hundred-millionths of a ruble
  return (digits + 500_000n) / 1_000_000n;
}

/**
 * GET /miners/{id}/tax-income: the year's income per month (by crediting date or by
 * mining day) for the tax calculator, each pool day's income at that day's recorded BTC/RUB price (rounded to the
 * kopeck per day), with what had no price kept apart so the page can say so.
 */
export class TaxService {
  constructor(
    private readonly repository: TaxRepository,
    private readonly policy: AccessPolicy,
  ) {}

  async income(ctx: RequestContext, minerId: string, year: number, basis: TaxIncomeBasis): Promise<TaxIncome> {
    const miner = await this.policy.authorize(ctx, 'miner', minerId, 'tax_income');
    const months = Array.from({ length: 12 }, (_, index) => ({
      month: index + 1,
      satoshi: 0,
      kopecks: 0n,
      unpriced_satoshi: 0,
    }));
    for (const row of await this.repository.yearIncome(miner.id, miner.pool_id, year, basis)) {
      const month = months[row.month - 1]!;
      month.satoshi += row.satoshi;
      if (row.price === null) month.unpriced_satoshi += row.satoshi;
      else month.kopecks += satoshiToKopecks(BigInt(row.satoshi), kopecksOfPrice(row.price));
    }
    return { year, basis, months: months.map((month) => ({ ...month, kopecks: Number(month.kopecks) })) };
  }
}
