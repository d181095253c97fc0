import { constantTimeEqual, hashCode, randomDigits } from '../crypto.js';
import type { FlowContext } from '../flows/common.js';
import { limits } from '../options.js';
import type { FlowRecord } from '../repository/flows.js';
import { claimCodeGuess } from './rate-limit.js';

/**
 * One-time codes for recovery and verification: 6 digits, hashed at rest (salted with the
 * flow id), valid for 15 minutes. Guesses are limited per code, per client address and per
 * address they were sent to (claimCodeGuess, codeGuessLimits). An unknown address gets a
 * code that was never sent, so the flow looks the same either way.
 */
export function attachCode(flow: FlowRecord, email: string, identityId: string | null, now: Date): { code: string } {
  const code = randomDigits(6);
  flow.data.code = {
    hash: hashCode(code, flow.id),
    email,
    identityId,
    expiresAt: new Date(now.getTime() + limits.codeLifespanMs).toISOString(),
  };
  return { code };
}

export type CodeCheck =
  { result: 'ok'; email: string; identityId: string } | { result: 'wrong' } | { result: 'locked' };

/**
 * Compares a submitted code, after counting the guess: a code out of guesses is spent, unread;
 * over the guesser's or the address's limit the answer is 429 (claimCodeGuess).
 */
export async function checkCode(ctx: FlowContext, flow: FlowRecord, submitted: string): Promise<CodeCheck> {
  const pending = flow.data.code;
  if (!pending || pending.spent) return { result: 'locked' };
  if ((await claimCodeGuess(ctx, pending)) === 'code_spent') {
    pending.spent = true;
    return { result: 'locked' };
  }
  const matches = constantTimeEqual(pending.hash, hashCode(submitted.trim(), flow.id));
  if (!matches || !pending.identityId || new Date(pending.expiresAt).getTime() <= ctx.now.getTime()) {
    return { result: 'wrong' };
  }
  delete flow.data.code;
  return { result: 'ok', email: pending.email, identityId: pending.identityId };
}

export const codeLocked = (flow: FlowRecord) => flow.data.code?.spent === true;
