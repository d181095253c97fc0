import { promoCodeStatusSchema, type PromoCodeStatus } from '@pool/contract';
import { readPage, writePage } from '@/lib/search-params';

/** The promo code list's state, kept in the address: status tab, search and page. */
export interface PromoCodesParams {
  status: PromoCodeStatus | 'all';
  search: string;
  page: number;
}

export const promoSearchMaxLength = 100;
export const defaultPromoCodesParams: PromoCodesParams = { status: 'all', search: '', page: 1 };

export function parsePromoCodesParams(search: URLSearchParams): PromoCodesParams {
  const status = promoCodeStatusSchema.safeParse(search.get('status'));
  return {
    status: status.success ? status.data : 'all',
    search: (search.get('search') ?? '').slice(0, promoSearchMaxLength),
    page: readPage(search),
  };
}

export function serializePromoCodesParams(params: PromoCodesParams, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['status', 'search', 'page']) next.delete(key);
  if (params.status !== 'all') next.set('status', params.status);
  if (params.search) next.set('search', params.search);
  writePage(next, params.page);
  return next;
}
