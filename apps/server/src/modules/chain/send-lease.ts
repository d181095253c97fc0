/**
 * How long a started send (a payout request, a refund) belongs to whoever started it. A
 * claim older than this was left by a crash, and another run may take it over: by then
 * the first caller's chain call has long timed out (rpcTimeoutMs of @pool/bitcoin), so the two never
 * overlap.
 */
export const sendLeaseMs = 5 * 60_000;

/** Claims of sends started before this moment were left by a crash (see sendLeaseMs). */
export function sendLeaseStart(now: Date): Date {
  return new Date(now.getTime() - sendLeaseMs);
}
