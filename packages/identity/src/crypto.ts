import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** URL-safe random token (session tokens, CSRF tokens). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Secrets are stored as SHA-256 digests; tokens carry enough entropy that no salt is needed. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Codes (6 digits) are salted with their flow id so that equal codes in two flows differ at rest. */
export const hashCode = (code: string, salt: string) => sha256(`${salt}\0${code}`).toString('base64url');

/** Compares two strings without leaking where they differ (hashing first equalises lengths). */
export function constantTimeEqual(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

export const randomDigits = (length: number) => Array.from({ length }, () => String(randomInt(0, 10))).join('');
