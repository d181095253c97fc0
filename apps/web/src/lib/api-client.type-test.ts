/**
 * Checked by `tsc -p apps/web` (npm run check), never run: each `@ts-expect-error` line is a
 * call the contract's types must refuse, so the check fails if the client stops catching it.
 */
import { api, download } from './api-client';

const id = '11111111-1111-4111-8111-111111111111';

export async function typedCalls() {
  // The right calls type-check, and the answer is the contract's type.
  const balance = await api('GET /miners/{id}/balance', { params: { id } });
  const held = balance.balance;
  // @ts-expect-error a field the answer does not have
  void balance.pending;
  await api('PUT /identity/{id}/navigation', { params: { id }, body: { pinned: [], bookmarked: [] } });
  await download('GET /miners/{id}/payments/export', { params: { id }, query: { period: 'P30D', format: 'csv' } });
  const kind = 'pools' as 'pools' | 'operators' | 'miners';
  await api(`GET /${kind}/{id}/stats`, { params: { id } });

  // @ts-expect-error a path the backend does not have
  await api('GET /miners/{id}/balances', { params: { id } });
  // @ts-expect-error a method the path does not have
  await api('DELETE /miners/{id}/balance', { params: { id } });
  // @ts-expect-error a parameter of another name
  await api('GET /miners/{id}/balance', { params: { miner_id: id } });
  // @ts-expect-error the path parameters left out
  await api('GET /miners/{id}/balance');
  // @ts-expect-error a query field the operation does not take
  await api('GET /miners/{id}/payments', { params: { id }, query: { pages: 2 } });
  // @ts-expect-error a body field of the wrong type
  await api('PUT /identity/{id}/navigation', { params: { id }, body: { pinned: 'all', bookmarked: [] } });
  // @ts-expect-error a body for an operation that takes none
  await api('GET /miners/{id}/balance', { params: { id }, body: {} });
  // @ts-expect-error a file fetched as JSON
  await api('GET /miners/{id}/payments/export', { params: { id } });
  // @ts-expect-error an account kind that has no such operation (operators have no blocks)
  await api(`GET /${kind}/{id}/blocks`, { params: { id } });
  return held;
}
