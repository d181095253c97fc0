import type { PromoCodesParams } from '../promocodes-search-params';

/** Query keys of promo codes: the platform's list and codes, and the code in force on a miner account. */
export const promoCodeKeys = {
  all: ['platform', 'promocodes'] as const,
  list: (params: PromoCodesParams) => ['platform', 'promocodes', 'list', params] as const,
  code: (id: string) => ['platform', 'promocodes', id] as const,
  inForce: (minerId: string) => ['miners', minerId, 'promocode'] as const,
};
