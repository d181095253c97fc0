import { errors } from '../errors.js';
import { stringField, type Body } from '../http/body.js';
import { validateReturnTo } from '../http/urls.js';
import { limits } from '../options.js';
import type { FlowRecord, FlowType } from '../repository/flows.js';
import { insertIdentity, setCredential } from '../repository/identities.js';
import { issueSession } from '../session/issue.js';
import { identityJson, sessionJson } from '../session/json.js';
import { hashPassword } from '../strategies/password-hash.js';
import { messages } from '../ui/messages.js';
import { inputNode, submitNode, type UiNode } from '../ui/nodes.js';
import {
  createFlow,
  csrfNodes,
  defaultReturnUrl,
  flowBase,
  flowUiUrl,
  methodOf,
  uiContainer,
  type FlowContext,
} from './common.js';
import type { SubmitOutcome } from './outcome.js';
import { parseTraits, traitNodes } from './traits.js';
import { startVerificationFor } from './verification.js';
import { claimRegistrationAttempt } from '../strategies/rate-limit.js';

export async function initRegistrationFlow(
  ctx: FlowContext,
  type: FlowType,
  query: { return_to?: string },
): Promise<FlowRecord | { alreadySignedIn: string }> {
  const returnTo = validateReturnTo(ctx.core.options, ctx.urls, query.return_to);
  if (ctx.active) return { alreadySignedIn: returnTo ?? defaultReturnUrl(ctx) };
  return createFlow(ctx, {
    kind: 'registration',
    type,
    state: 'choose_method',
    returnTo,
    lifespanMs: limits.registrationFlowMs,
  });
}

export async function renderRegistrationFlow(ctx: FlowContext, flow: FlowRecord) {
  return {
    ...flowBase(flow),
    ui: uiContainer(ctx, flow, [...csrfNodes(flow), ...registrationNodes()]),
    organization_id: null,
    state: flow.state,
  };
}

function registrationNodes(): UiNode[] {
  const [email, ...otherTraits] = traitNodes('default');
  return [
    email!,
    inputNode(
      'password',
      'password',
      'password',
      { required: true, autocomplete: 'new-password' },
      messages.labelPassword(),
    ),
    ...otherTraits,
    submitNode('password', 'method', 'password', messages.registrationSignUp()),
  ];
}

/**
 * `POST /self-service/registration?flow=` (method password). On success, like Kratos's
 * `session` and `show_verification_ui` hooks: signed in, and a verification code sent.
 */
export async function submitRegistration(ctx: FlowContext, flow: FlowRecord, body: Body): Promise<SubmitOutcome> {
  if (flow.state === 'passed_challenge') {
    flow.data.messages = [messages.registrationRetrySuccess()];
    return { kind: 'invalid', flow };
  }
  if (ctx.active) throw errors.sessionAlreadyAvailable();
  if (methodOf(body) !== 'password') {
    flow.data.messages = [messages.registrationNoStrategy()];
    return { kind: 'invalid', flow };
  }
  const parsed = parseTraits(body);
  const password = stringField(body, 'password');
  const fieldMessages = parsed.ok ? {} : { ...parsed.fieldMessages };
  if (!password) fieldMessages.password = [messages.required('password')];
  else if (parsed.ok) {
    const violation = ctx.core.passwordPolicy.violation(password, parsed.traits.email);
    if (violation) fieldMessages.password = [violation];
  }
  if (!parsed.ok || Object.keys(fieldMessages).length) {
    flow.data.feedback = { values: parsed.values, fieldMessages };
    return { kind: 'invalid', flow };
  }
  // Counted once the form is complete: a typo does not spend the address's registrations.
  await claimRegistrationAttempt(ctx);
  const passwordHash = await hashPassword(password!);
  const identity = await insertIdentity(ctx.core.db, parsed.traits, ctx.now, false);
  if (!identity) {
    flow.data.feedback = { values: parsed.values };
    flow.data.messages = [messages.duplicateCredentials()];
    return { kind: 'invalid', flow };
  }
  await setCredential(ctx.core.db, identity.id, 'password', { hash: passwordHash }, ctx.now);
  const { session, token } = await issueSession(ctx, flow.type, identity, 'password');
  const verification = await startVerificationFor(ctx, flow.type, identity);
  const verificationUrl = flowUiUrl(ctx, verification);
  flow.state = 'passed_challenge';
  return {
    kind: 'done',
    body: {
      identity: identityJson(ctx.urls, identity),
      session: sessionJson(ctx.urls, session, identity),
      ...(flow.type === 'api' ? { session_token: token } : {}),
      continue_with: [
        ...(flow.type === 'api' ? [{ action: 'set_ory_session_token', ory_session_token: token }] : []),
        {
          action: 'show_verification_ui',
          flow: { id: verification.id, verifiable_address: identity.email, url: verificationUrl },
        },
      ],
    },
    redirectTo: verificationUrl,
  };
}
