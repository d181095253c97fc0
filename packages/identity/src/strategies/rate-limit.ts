import { errors } from '../errors.js';
import type { FlowContext } from '../flows/common.js';
import { hitRateLimit, rateLimitHits } from '../repository/rate-limits.js';

const loginKeys = (ctx: FlowContext, identifier: string) => [
  `login:id:${identifier.toLowerCase()}`,
  `login:ip:${ctx.request.ip}`,
];

/**
 * Failed login attempts (password or second factor) per identifier and per client address are
 * counted in PostgreSQL, so all instances share them. Once a limit is reached, every attempt is
 * answered 429 (Kratos-shaped) until the window ends; successful sign-ins do not count.
 */
export async function assertLoginAllowed(ctx: FlowContext, identifier: string): Promise<void> {
  const { perIdentifier, perAddress, windowSeconds } = ctx.core.options.loginRateLimit;
  const [byIdentifier, byAddress] = await Promise.all(
    loginKeys(ctx, identifier).map((key) => rateLimitHits(ctx.core.db, key, ctx.now, windowSeconds)),
  );
  if (byIdentifier! >= perIdentifier || byAddress! >= perAddress) {
    const windowMs = windowSeconds * 1000;
    const retryAfter = Math.ceil((windowMs - (ctx.now.getTime() % windowMs)) / 1000);
    ctx.reply.header('retry-after', String(retryAfter));
    throw errors.tooManyRequests(retryAfter);
  }
}

export async function countFailedLogin(ctx: FlowContext, identifier: string): Promise<void> {
  const { windowSeconds } = ctx.core.options.loginRateLimit;
  await Promise.all(loginKeys(ctx, identifier).map((key) => hitRateLimit(ctx.core.db, key, ctx.now, windowSeconds)));
}

/** Code e-mails per address and hour: bounds inbox flooding and guessing across many flows. */
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
