import { errors } from '../errors.js';
import type { FlowContext } from '../flows/common.js';
import { hitRateLimit } from '../repository/rate-limits.js';

/**
 * Login attempts per identifier and per client address, counted in PostgreSQL so that all
 * instances share them. Over the limit: 429 with a Kratos-shaped error.
 */
export async function checkLoginRateLimit(ctx: FlowContext, identifier: string): Promise<void> {
  const { perIdentifier, perAddress, windowSeconds } = ctx.core.options.loginRateLimit;
  const [byIdentifier, byAddress] = await Promise.all([
    hitRateLimit(ctx.core.db, `login:id:${identifier.toLowerCase()}`, ctx.now, windowSeconds),
    hitRateLimit(ctx.core.db, `login:ip:${ctx.request.ip}`, ctx.now, windowSeconds),
  ]);
  if (byIdentifier > perIdentifier || byAddress > perAddress) {
    const windowMs = windowSeconds * 1000;
    const retryAfter = Math.ceil((windowMs - (ctx.now.getTime() % windowMs)) / 1000);
    ctx.reply.header('retry-after', String(retryAfter));
    throw errors.tooManyRequests(retryAfter);
  }
}
