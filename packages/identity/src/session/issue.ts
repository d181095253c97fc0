import type { FlowContext } from '../flows/common.js';
import { setCookie, sessionCookieName } from '../http/cookies.js';
import type { IdentityRecord } from '../repository/identities.js';
import { insertSession, type AuthenticationMethod } from '../repository/sessions.js';
import type { FlowType } from '../repository/flows.js';

/** Starts a session; a browser gets it as a cookie, an API client as a token in the response. */
export async function issueSession(
  ctx: FlowContext,
  flowType: FlowType,
  identity: IdentityRecord,
  method: AuthenticationMethod,
) {
  const issued = await insertSession(ctx.core.db, {
    identityId: identity.id,
    method,
    now: ctx.now,
    lifespanMs: ctx.core.options.sessionLifespanMs,
    ipAddress: ctx.request.ip ?? null,
    userAgent: ctx.request.headers['user-agent'] ?? null,
  });
  if (flowType === 'browser') setSessionCookie(ctx, issued.token, issued.session.expiresAt);
  return issued;
}

export function setSessionCookie(ctx: FlowContext, token: string, expires: Date) {
  setCookie(ctx.reply, ctx.urls, sessionCookieName, token, expires);
}
