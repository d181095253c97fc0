import { ApiError } from '../../http/api-error.js';
import { normalizePercent } from '../../domain/percent.js';
import { defaultFeePercent, totalFeePercent } from '../fees/index.js';
import type { OperatorsRepository } from './repository.js';

export class OperatorsService {
  constructor(private readonly operators: OperatorsRepository) {}

  /**
   * The operator hub's branding for /{operatorId}/auth and the fee a customer who signs up
   * there pays; public, so it returns only public fields.
   */
  async lookupByTitle(title: string) {
    const operator = await this.operators.findByTitle(title.toLowerCase());
    if (!operator) throw ApiError.notFound('No such operator');
    const customerFee = normalizePercent(operator.customer_fee_percent);
    return {
      data: {
        id: operator.id,
        name: operator.name,
        title: operator.title,
        pool_fee_percent: defaultFeePercent.pool,
        customer_fee_percent: customerFee,
        total_fee_percent: totalFeePercent(defaultFeePercent.pool, customerFee),
      },
    };
  }
}
