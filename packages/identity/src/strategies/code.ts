import { constantTimeEqual, hashCode, randomDigits } from '../crypto.js';
import { limits } from '../options.js';
import type { FlowRecord } from '../repository/flows.js';

/**
 * One-time codes for recovery and verification: 6 digits, hashed at rest (salted with the
 * flow id), valid for 15 minutes, at most 5 wrong guesses per flow. An unknown address gets
 * a code that was never sent, so the flow looks the same either way.
 */
export function attachCode(flow: FlowRecord, email: string, identityId: string | null, now: Date): { code: string } {
  const code = randomDigits(6);
  flow.data.code = {
    hash: hashCode(code, flow.id),
    email,
    identityId,
    expiresAt: new Date(now.getTime() + limits.codeLifespanMs).toISOString(),
    attempts: 0,
  };
  return { code };
}

export type CodeCheck =
  { result: 'ok'; email: string; identityId: string } | { result: 'wrong' } | { result: 'locked' };

export function checkCode(flow: FlowRecord, submitted: string, now: Date): CodeCheck {
  const pending = flow.data.code;
  if (!pending || pending.attempts >= limits.maxCodeAttempts) return { result: 'locked' };
  const matches = constantTimeEqual(pending.hash, hashCode(submitted.trim(), flow.id));
  if (!matches || !pending.identityId || new Date(pending.expiresAt).getTime() <= now.getTime()) {
    pending.attempts += 1;
    return { result: 'wrong' };
  }
  delete flow.data.code;
  return { result: 'ok', email: pending.email, identityId: pending.identityId };
}

export const codeLocked = (flow: FlowRecord) => (flow.data.code?.attempts ?? 0) >= limits.maxCodeAttempts;
