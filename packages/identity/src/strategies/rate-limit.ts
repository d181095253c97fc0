import { errors } from '../errors.js';
import type { FlowContext } from '../flows/common.js';
import { limits } from '../options.js';
import { clearRateLimits, hitRateLimit, takeBackHit } from '../repository/rate-limits.js';

/** A counter in one fixed window: its key, its window and how many hits it allows. */
interface Limit {
  key: string;
  windowSeconds: number;
  max: number;
}

const loginPairPrefix = (identifier: string) => `login:pair:${identifier.toLowerCase()}:`;

/**
 * The sign-in limits (see README "Limits"). An identifier is limited only together with the
 * address trying it, so a stranger guessing a user's password slows down himself, never
 * the owner signing in from elsewhere: 5 tries a minute, then the pair's limit per window
 * (progressively slower), and every address has a ceiling over all identifiers.
 */
function loginLimits(ctx: FlowContext, identifier: string): Limit[] {
  const { perIdentifier, perAddress, windowSeconds } = ctx.core.options.loginRateLimit;
  const pair = `${loginPairPrefix(identifier)}${ctx.request.ip}`;
  return [
    { key: `${pair}:1m`, windowSeconds: 60, max: Math.min(5, perIdentifier) },
    { key: pair, windowSeconds, max: perIdentifier },
    { key: `login:ip:${ctx.request.ip}`, windowSeconds, max: perAddress },
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
  if (exceeded.length === 0) return;
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
    takeBackHit(ctx.core.db, `login:ip:${ctx.request.ip}`, ctx.now, windowSeconds),
  ]);
}

/** Registrations per client address and hour: bounds account creation by one machine. */
export const registrationsPerAddressPerHour = 20;

export const claimRegistrationAttempt = (ctx: FlowContext) =>
  claimAttempt(ctx, [
    { key: `registration:ip:${ctx.request.ip}`, windowSeconds: 3600, max: registrationsPerAddressPerHour },
  ]);

/** Code guesses per client address and hour, over every address and flow it tries. */
export const codeGuessesPerAddressPerHour = 30;

/**
 * A recovery or verification code submitted for an address, counted before it is compared.
 * The count belongs to the address the code was sent to, for the hour: new flows and
 * resends (each with a fresh code) do not reset it, and concurrent guesses are counted one
 * by one. Returns false when the guess may not be evaluated (the flow shows it as spent).
 */
export async function claimCodeGuess(ctx: FlowContext, email: string): Promise<boolean> {
  const [byEmail, byAddress] = await Promise.all([
    hitRateLimit(ctx.core.db, `code-guess:${email.toLowerCase()}`, ctx.now, 3600),
    hitRateLimit(ctx.core.db, `code-guess:ip:${ctx.request.ip}`, ctx.now, 3600),
  ]);
  return byEmail <= limits.maxCodeAttempts && byAddress <= codeGuessesPerAddressPerHour;
}

/** Code e-mails per address and hour: bounds inbox flooding and resends. */
export const codeMailsPerHour = 10;

/**
 * Whether another code may be mailed to this address now. Over the limit the flow goes on as
 * if it was sent (the answer must not differ), but nothing is sent.
 */
export async function mayMailCode(ctx: FlowContext, email: string): Promise<boolean> {
  const hits = await hitRateLimit(ctx.core.db, `code-mail:${email.toLowerCase()}`, ctx.now, 3600);
  if (hits <= codeMailsPerHour) return true;
  ctx.core.options.logger.warn(`identity: too many code e-mails to ${email} this hour; not sending another`);
  return false;
}
