import { errors } from '../errors.js';
import { rateLimitAddress } from './client-address.js';
import type { FlowContext } from '../flows/common.js';
import type { PendingCode } from '../repository/flows.js';
import { claimHit, clearRateLimits, hitRateLimit, takeBackHit, windowStartOf } from '../repository/rate-limits.js';

/** A counter in one fixed window: its key, its window and how many hits it allows. */
interface Limit {
  key: string;
  windowSeconds: number;
  max: number;
}

/** The client, as every counter here counts it (an IPv6 client by its /64). */
const client = (ctx: FlowContext) => rateLimitAddress(ctx.request.ip);

const loginPairPrefix = (identifier: string) => `login:pair:${identifier.toLowerCase()}:`;

/**
 * The sign-in limits (see README "Limits"). An identifier is limited only together with the
 * address trying it, so a stranger guessing a user's password slows down himself, never
 * the owner signing in from elsewhere: 5 tries a minute, then the pair's limit per window
 * (progressively slower), and every address has a ceiling over all identifiers.
 */
function loginLimits(ctx: FlowContext, identifier: string): Limit[] {
  const { perIdentifier, perAddress, windowSeconds } = ctx.core.options.loginRateLimit;
  const pair = `${loginPairPrefix(identifier)}${client(ctx)}`;
  return [
    { key: `${pair}:1m`, windowSeconds: 60, max: Math.min(5, perIdentifier) },
    { key: pair, windowSeconds, max: perIdentifier },
    { key: `login:ip:${client(ctx)}`, windowSeconds, max: perAddress },
  ];
}

/**
 * Counts an attempt before it is checked: each counter is one atomic upsert, so concurrent
 * attempts cannot all slip under a limit together. Over any limit the attempt is answered
 * 429 (Kratos-shaped, with retry-after) and not evaluated.
 */
async function claimAttempt(ctx: FlowContext, counters: Limit[]): Promise<void> {
  const hits = await Promise.all(
    counters.map((limit) => hitRateLimit(ctx.core.db, limit.key, ctx.now, limit.windowSeconds)),
  );
  const exceeded = counters.filter((limit, index) => hits[index]! > limit.max);
  if (exceeded.length > 0) refuse(ctx, exceeded);
}

/** Answers 429 (Kratos-shaped) with retry-after: when the last of the exceeded windows ends. */
function refuse(ctx: FlowContext, exceeded: Limit[]): never {
  const retryAfter = Math.max(
    ...exceeded.map(({ windowSeconds }) => {
      const windowMs = windowSeconds * 1000;
      return Math.ceil((windowMs - (ctx.now.getTime() % windowMs)) / 1000);
    }),
  );
  ctx.reply.header('retry-after', String(retryAfter));
  throw errors.tooManyRequests(retryAfter);
}

/** A password or second-factor attempt on an identifier, counted before it is checked. */
export const claimLoginAttempt = (ctx: FlowContext, identifier: string) =>
  claimAttempt(ctx, loginLimits(ctx, identifier));

/**
 * A sign-in succeeded: the identifier's counters start again everywhere (a proven owner
 * is not slowed by a stranger's failures), and the attempt is taken back from the
 * address's ceiling, which counts failures only.
 */
export async function loginSucceeded(ctx: FlowContext, identifier: string): Promise<void> {
  const { windowSeconds } = ctx.core.options.loginRateLimit;
  await Promise.all([
    clearRateLimits(ctx.core.db, loginPairPrefix(identifier)),
    takeBackHit(ctx.core.db, `login:ip:${client(ctx)}`, ctx.now, windowSeconds),
  ]);
}

/** Registrations per client address and hour: bounds account creation by one machine. */
export const registrationsPerAddressPerHour = 20;

export const claimRegistrationAttempt = (ctx: FlowContext) =>
  claimAttempt(ctx, [
    { key: `registration:ip:${client(ctx)}`, windowSeconds: 3600, max: registrationsPerAddressPerHour },
  ]);

const quarterHourSeconds = 15 * 60;
const daySeconds = 24 * 3600;

/**
 * Recovery and verification codes have 6 digits, so one guess has one chance in 10^6. A guess
 * is compared only when every counter below takes it. The first three belong to whoever
 * guesses (his flow's code, his client address), so a stranger's failures never spend the
 * owner's code or count against the owner's address; the e-mail address's day counts only
 * guesses the others let through. One client address can therefore never keep the owner
 * from recovering, and using up an e-mail address's day takes ten of them.
 */
export const codeGuessLimits = {
  /** Guesses of one code, then it is spent; a resend is a new code with its own count. */
  perCode: 5,
  /** Guesses by one client address in a quarter of an hour, over every e-mail address. */
  perAddress: 10,
  /** Guesses by one client address at one e-mail address's codes in a day. */
  perAddressAndEmail: 10,
  /**
   * Guesses at one e-mail address's codes in a day, over all its flows, resends and client
   * addresses: 100 guesses of one chance in 10^6 each give at most 100 / 10^6 = 1 chance in
   * 10,000 a day of guessing any of its codes.
   */
  perEmail: 100,
} as const;

export type CodeGuessClaim = 'claimed' | 'code_spent';

/**
 * Counts a guess at a code before it is compared, each counter by one conditional upsert that
 * never counts past its limit, so concurrent guesses are counted one by one. A spent code
 * answers 'code_spent' (the flow shows it); over a client address's or the e-mail address's
 * limit the answer is 429 with retry-after, and the code stays good for a later try.
 */
export async function claimCodeGuess(ctx: FlowContext, code: PendingCode): Promise<CodeGuessClaim> {
  const db = ctx.core.db;
  // One row per code, keyed by its hash (salted by the flow id), in a window of its own that
  // starts when the code expires, so housekeeping drops it a day after.
  if (!(await claimHit(db, `code-guess:code:${code.hash}`, new Date(code.expiresAt), codeGuessLimits.perCode))) {
    return 'code_spent';
  }
  const email = code.email.toLowerCase();
  const ip = client(ctx);
  const counters: Limit[] = [
    { key: `code-guess:ip:${ip}`, windowSeconds: quarterHourSeconds, max: codeGuessLimits.perAddress },
    { key: `code-guess:pair:${email}:${ip}`, windowSeconds: daySeconds, max: codeGuessLimits.perAddressAndEmail },
    { key: `code-guess:email:${email}`, windowSeconds: daySeconds, max: codeGuessLimits.perEmail },
  ];
  for (const limit of counters) {
    if (!(await claimHit(db, limit.key, windowStartOf(ctx.now, limit.windowSeconds), limit.max))) refuse(ctx, [limit]);
  }
  return 'claimed';
}

/**
 * Code e-mails (sends and resends). One client address may have 3 sent to one e-mail address
 * in a quarter of an hour; an e-mail address gets 10 (an inbox is not flooded), counting only
 * the sends its client address's limit let through. So one client address cannot use up the
 * owner's sends, and a flood from many holds the owner's code back for the rest of a quarter
 * of an hour at most at a time.
 */
export const codeMailLimits = { perAddressAndEmail: 3, perEmail: 10, windowSeconds: quarterHourSeconds } as const;

/**
 * Whether another code may be mailed to this address now. Over a limit the flow goes on as if
 * it was sent (the answer must not differ), but nothing is sent.
 */
export async function mayMailCode(ctx: FlowContext, email: string): Promise<boolean> {
  const windowStart = windowStartOf(ctx.now, codeMailLimits.windowSeconds);
  const address = email.toLowerCase();
  const { perAddressAndEmail, perEmail } = codeMailLimits;
  const allowed =
    (await claimHit(ctx.core.db, `code-mail:pair:${address}:${client(ctx)}`, windowStart, perAddressAndEmail)) &&
    (await claimHit(ctx.core.db, `code-mail:email:${address}`, windowStart, perEmail));
  if (!allowed) ctx.core.options.logger.warn(`identity: too many code e-mails to ${email} now; not sending another`);
  return allowed;
}
