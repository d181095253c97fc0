import { ApiError } from '../../http/api-error.js';
import type { OperatorsRepository } from './repository.js';

export class OperatorsService {
  constructor(private readonly operators: OperatorsRepository) {}

  /** The operator hub's branding for /{operatorId}/auth; public, so it returns only public fields. */
  async lookupByTitle(title: string) {
    const operator = await this.operators.findByTitle(title.toLowerCase());
    if (!operator) throw ApiError.notFound('No such operator');
    return { data: operator };
  }
}
