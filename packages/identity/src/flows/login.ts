import { errors, KratosError } from '../errors.js';
import { stringField, type Body } from '../http/body.js';
import { validateReturnTo } from '../http/urls.js';
import { limits } from '../options.js';
import { saveFlow, type FlowRecord, type FlowType } from '../repository/flows.js';
import {
  credentialTypes,
  findIdentityByEmail,
  findIdentityById,
  getCredential,
  secondFactorTypes,
  claimLookupCode,
  claimTotpStep,
  setCredential,
  type IdentityRecord,
} from '../repository/identities.js';
import { recordAuthentication, type AuthenticationMethod } from '../repository/sessions.js';
import { aal2LoginUrl, needsSecondFactor } from '../session/resolve.js';
import { issueSession } from '../session/issue.js';
import { sessionJson } from '../session/json.js';
import { claimLoginAttempt, loginSucceeded } from '../strategies/rate-limit.js';
import { decoyPasswordHash, verifyPassword } from '../strategies/password-hash.js';
import { acceptedTotpStep, totpLoginNodes } from '../strategies/totp.js';
import { lookupLoginNodes, matchLookupCode } from '../strategies/lookup-secret.js';
import {
  isCredentialJson,
  newChallenge,
  relyingParty,
  verifyAssertion,
  webauthnLoginNodes,
} from '../strategies/webauthn.js';
import { messages } from '../ui/messages.js';
import { inputNode, submitNode, type UiNode } from '../ui/nodes.js';
import {
  createFlow,
  csrfNodes,
  defaultReturnUrl,
  flowBase,
  methodOf,
  uiContainer,
  type FlowContext,
} from './common.js';
import type { SubmitOutcome } from './outcome.js';

export interface LoginQuery {
  refresh?: string;
  aal?: string;
  return_to?: string;
}

/**
 * `GET /self-service/login/{browser,api}`. A signed-in client only gets a flow to re-authenticate
 * (`refresh=true`) or to add a second factor (`aal=aal2`); otherwise it is sent on (browser) or
 * told `session_already_available`.
 */
export async function initLoginFlow(
  ctx: FlowContext,
  type: FlowType,
  query: LoginQuery,
): Promise<FlowRecord | { alreadySignedIn: string }> {
  const returnTo = validateReturnTo(ctx.core.options, ctx.urls, query.return_to);
  const refresh = query.refresh === 'true';
  const active = ctx.active;
  let requestedAal: 'aal1' | 'aal2' = query.aal === 'aal2' ? 'aal2' : 'aal1';
  if (requestedAal === 'aal1' && active && !refresh && (await needsSecondFactor(ctx.core, active))) {
    // highest_available: a half-signed-in identity can only go on to its second factor.
    requestedAal = 'aal2';
  }
  if (requestedAal === 'aal2') {
    if (!active) {
      throw new KratosError(
        401,
        'session_aal1_required',
        'You can not requested a higher AAL (AAL2/AAL3) without an active session.',
        'An active session is required before a second factor can be used.',
      );
    }
    const types = await credentialTypes(ctx.core.db, active.identity.id);
    const hasSecondFactor = secondFactorTypes.some((credential) => types.has(credential));
    if ((active.session.aal === 'aal2' || !hasSecondFactor) && !refresh) {
      return { alreadySignedIn: returnTo ?? defaultReturnUrl(ctx) };
    }
  } else if (active && !refresh) {
    return { alreadySignedIn: returnTo ?? defaultReturnUrl(ctx) };
  }
  // Kratos greets a re-authentication and a second factor each with its own message.
  const greeting = [
    ...(refresh && active ? [messages.loginReAuth()] : []),
    ...(requestedAal === 'aal2' ? [messages.loginMfa()] : []),
  ];
  return createFlow(ctx, {
    kind: 'login',
    type,
    state: 'choose_method',
    identityId: active && (refresh || requestedAal === 'aal2') ? active.identity.id : null,
    returnTo,
    lifespanMs: limits.loginFlowMs,
    data: { refresh, requestedAal, ...(greeting.length ? { messages: greeting } : {}) },
  });
}

export async function renderLoginFlow(ctx: FlowContext, flow: FlowRecord) {
  return {
    ...flowBase(flow),
    organization_id: null,
    ui: uiContainer(ctx, flow, [...csrfNodes(flow), ...(await loginNodes(ctx, flow))]),
    created_at: flow.issuedAt.toISOString(),
    updated_at: flow.issuedAt.toISOString(),
    refresh: flow.data.refresh ?? false,
    requested_aal: flow.data.requestedAal ?? 'aal1',
    state: flow.state,
  };
}

async function loginNodes(ctx: FlowContext, flow: FlowRecord): Promise<UiNode[]> {
  const identity = flow.identityId ? await findIdentityById(ctx.core.db, flow.identityId) : undefined;
  if (flow.data.requestedAal === 'aal2' && identity) {
    const types = await credentialTypes(ctx.core.db, identity.id);
    return [
      ...(types.has('webauthn') ? await webauthnNodes(ctx, flow, identity) : []),
      ...(types.has('totp') ? totpLoginNodes() : []),
      ...(types.has('lookup_secret') ? lookupLoginNodes() : []),
    ];
  }
  if (flow.data.refresh && identity) {
    return [
      inputNode('default', 'identifier', 'hidden', { value: identity.email }),
      passwordNode(),
      submitNode('password', 'method', 'password', messages.loginSignIn()),
    ];
  }
  return [
    inputNode(
      'default',
      'identifier',
      'text',
      { value: '', required: true },
      messages.labelGenerated('E-Mail', 'traits.email'),
    ),
    passwordNode(),
    submitNode('password', 'method', 'password', messages.loginWithPassword()),
  ];
}

async function webauthnNodes(ctx: FlowContext, flow: FlowRecord, identity: IdentityRecord): Promise<UiNode[]> {
  if (!flow.data.webauthnLoginChallenge) {
    // The challenge must stay the same between showing the form and verifying the answer.
    flow.data.webauthnLoginChallenge = newChallenge();
    await saveFlow(ctx.core.db, flow, ctx.now);
  }
  const config = await getCredential(ctx.core.db, identity.id, 'webauthn');
  const { identifier, nodes } = await webauthnLoginNodes(
    relyingParty(ctx.core.options, ctx.urls),
    ctx.urls,
    identity.email,
    config?.keys ?? [],
    flow.data.webauthnLoginChallenge,
  );
  return [identifier, ...nodes];
}

const passwordNode = () =>
  inputNode(
    'password',
    'password',
    'password',
    { required: true, autocomplete: 'current-password' },
    messages.labelPassword(),
  );

/** `POST /self-service/login?flow=`: password (first factor, refresh) or totp / lookup_secret (second factor). */
export async function submitLogin(ctx: FlowContext, flow: FlowRecord, body: Body): Promise<SubmitOutcome> {
  if (flow.state === 'passed_challenge') {
    flow.data.messages = [messages.loginRetrySuccess()];
    return { kind: 'invalid', flow };
  }
  if (ctx.active && !flow.data.refresh && flow.data.requestedAal !== 'aal2') throw errors.sessionAlreadyAvailable();
  // Kratos's script posts the form natively: the trigger is a button, so `method` may be absent.
  const method = stringField(body, 'webauthn_login') !== undefined ? 'webauthn' : methodOf(body);
  if (flow.data.requestedAal === 'aal2') {
    if (method === 'totp' || method === 'lookup_secret' || method === 'webauthn') {
      return submitSecondFactor(ctx, flow, body, method);
    }
  } else if (method === 'password') {
    return submitPassword(ctx, flow, body);
  }
  flow.data.messages = [messages.loginNoStrategy()];
  return { kind: 'invalid', flow };
}

async function submitPassword(ctx: FlowContext, flow: FlowRecord, body: Body): Promise<SubmitOutcome> {
  const refreshing =
    flow.data.refresh && flow.identityId ? await findIdentityById(ctx.core.db, flow.identityId) : undefined;
  const identifier = refreshing?.email ?? stringField(body, 'identifier')?.trim();
  const password = stringField(body, 'password');
  if (!identifier || !password) {
    flow.data.feedback = {
      values: { identifier },
      fieldMessages: {
        ...(identifier ? {} : { identifier: [messages.required('identifier')] }),
        ...(password ? {} : { password: [messages.required('password')] }),
      },
    };
    return { kind: 'invalid', flow };
  }
  await claimLoginAttempt(ctx, identifier);
  const identity = await findIdentityByEmail(ctx.core.db, identifier);
  const credential = identity && (await getCredential(ctx.core.db, identity.id, 'password'));
  // Verify against a decoy when unknown, so both failures take equally long.
  const valid = await verifyPassword(credential?.hash ?? (await decoyPasswordHash()), password);
  if (!identity || !credential || !valid || identity.state !== 'active') {
    flow.data.feedback = { values: { identifier } };
    flow.data.messages = [messages.invalidCredentials()];
    return { kind: 'invalid', flow };
  }
  await loginSucceeded(ctx, identifier);
  return completeLogin(ctx, flow, identity, 'password');
}

async function submitSecondFactor(
  ctx: FlowContext,
  flow: FlowRecord,
  body: Body,
  method: 'totp' | 'lookup_secret' | 'webauthn',
): Promise<SubmitOutcome> {
  const active = ctx.active;
  if (!active || active.identity.id !== flow.identityId) throw errors.identityMismatch();
  const identityId = active.identity.id;
  const inputName = { totp: 'totp_code', lookup_secret: 'lookup_secret', webauthn: 'webauthn_login' }[method];
  const submitted = stringField(body, inputName)?.trim();
  if (!submitted) {
    flow.data.feedback = { fieldMessages: { [inputName]: [messages.required(inputName)] } };
    return { kind: 'invalid', flow };
  }
  await claimLoginAttempt(ctx, active.identity.email);
  const outcome = await verifySecondFactor(ctx, flow, identityId, method, submitted);
  if (outcome) return outcome;
  await loginSucceeded(ctx, active.identity.email);
  return completeLogin(ctx, flow, active.identity, method);
}

/** Checks a second factor; the failure to show, or undefined when it was right (and is now used up). */
async function verifySecondFactor(
  ctx: FlowContext,
  flow: FlowRecord,
  identityId: string,
  method: 'totp' | 'lookup_secret' | 'webauthn',
  submitted: string,
): Promise<SubmitOutcome | undefined> {
  if (method === 'totp') {
    const credential = await getCredential(ctx.core.db, identityId, 'totp');
    const step = credential && acceptedTotpStep(credential, submitted, ctx.now);
    // A code counts once: a replay, even one racing the first use, finds its step taken.
    if (!credential || step === undefined || !(await claimTotpStep(ctx.core.db, identityId, step, ctx.now))) {
      flow.data.messages = [messages.totpWrong()];
      return { kind: 'invalid', flow };
    }
  } else if (method === 'webauthn') {
    const config = await getCredential(ctx.core.db, identityId, 'webauthn');
    const challenge = flow.data.webauthnLoginChallenge;
    if (!isCredentialJson(submitted)) {
      flow.data.messages = [messages.validationGeneric('Unable to parse WebAuthn response.')];
      return { kind: 'invalid', flow };
    }
    const used =
      config && challenge
        ? await verifyAssertion(relyingParty(ctx.core.options, ctx.urls), challenge, submitted, config.keys)
        : undefined;
    if (!config || !used) {
      flow.data.messages = [messages.invalidCredentials()];
      return { kind: 'invalid', flow };
    }
    const keys = config.keys.map((key) => (key.id === used.id ? used : key));
    await setCredential(ctx.core.db, identityId, 'webauthn', { keys }, ctx.now);
    // An assertion answers one challenge only.
    flow.data.webauthnLoginChallenge = newChallenge();
  } else {
    const credential = await getCredential(ctx.core.db, identityId, 'lookup_secret');
    const match = credential ? matchLookupCode(credential, identityId, submitted) : { result: 'invalid' as const };
    if (match.result !== 'ok' || !credential) {
      flow.data.messages = [match.result === 'used' ? messages.lookupAlreadyUsed() : messages.lookupInvalid()];
      return { kind: 'invalid', flow };
    }
    if (!(await claimLookupCode(ctx.core.db, identityId, match.index, ctx.now))) {
      flow.data.messages = [messages.lookupAlreadyUsed()];
      return { kind: 'invalid', flow };
    }
  }
  return undefined;
}

/**
 * A step succeeded: a first login starts a session, a refresh or second factor updates the
 * current one. Then `highest_available` applies: an identity with a second factor is sent to
 * the aal2 login (422 for a browser asking JSON, 303 for a form post).
 */
/** The host hears of a new session (its sign-in notice); a failure there is logged, the sign-in stands. */
async function tellSignIn(ctx: FlowContext, identityId: string, sessionId: string): Promise<void> {
  const { onSignIn, logger } = ctx.core.options;
  if (!onSignIn) return;
  try {
    await onSignIn({
      identityId,
      sessionId,
      ipAddress: ctx.request.ip ?? null,
      userAgent: ctx.request.headers['user-agent'] ?? null,
      at: ctx.now,
    });
  } catch (error) {
    logger.warn(`sign-in notice failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function completeLogin(
  ctx: FlowContext,
  flow: FlowRecord,
  identity: IdentityRecord,
  method: AuthenticationMethod,
): Promise<SubmitOutcome> {
  const secondFactor = method !== 'password';
  const completed = {
    method,
    aal: secondFactor ? ('aal2' as const) : ('aal1' as const),
    completed_at: ctx.now.toISOString(),
  };
  const current = ctx.active?.identity.id === identity.id ? ctx.active : undefined;
  let session;
  let token: string | undefined;
  if (current && (secondFactor || flow.data.refresh)) {
    session = await recordAuthentication(ctx.core.db, current.session.id, completed, { firstFactor: !secondFactor });
    token = current.token;
  } else {
    const issued = await issueSession(ctx, flow.type, identity, method);
    session = issued.session;
    token = issued.token;
    await tellSignIn(ctx, identity.id, issued.session.id);
  }
  flow.state = 'passed_challenge';
  const returnTo = flow.returnTo ?? defaultReturnUrl(ctx);
  const active = { session, identity, token, via: flow.type === 'browser' ? ('cookie' as const) : ('header' as const) };
  if (flow.type === 'browser' && (await needsSecondFactor(ctx.core, active))) {
    return { kind: 'redirect', redirectTo: aal2LoginUrl(ctx.urls, flow.returnTo ?? undefined) };
  }
  const body: Record<string, unknown> = { session: sessionJson(ctx.urls, session, identity) };
  if (flow.type === 'api') {
    body.session_token = token;
    body.continue_with = [{ action: 'set_ory_session_token', ory_session_token: token }];
  } else {
    body.continue_with = [{ action: 'redirect_browser_to', redirect_browser_to: returnTo }];
  }
  return { kind: 'done', body, redirectTo: returnTo };
}
