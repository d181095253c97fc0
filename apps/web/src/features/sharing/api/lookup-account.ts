import { accountLookupSchema, type AccountLookup } from '@pool/contract';
import { api } from '@/lib/api-client';

/** GET /miners/lookup-by-account-name: the account of that exact name (any case), or a 404 ApiError. */
export async function lookupAccount(accountName: string, signal?: AbortSignal): Promise<AccountLookup> {
  const body = await api('GET /miners/lookup-by-account-name', {
    query: { account_name: accountName },
    signal,
  });
  return accountLookupSchema.parse(body);
}
