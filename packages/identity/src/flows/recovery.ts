import { courierTemplates } from '../courier.js';
import { stringField, type Body } from '../http/body.js';
import { validateReturnTo } from '../http/urls.js';
import { limits } from '../options.js';
import { saveFlow, type FlowRecord, type FlowType } from '../repository/flows.js';
import { findIdentityByEmail, findIdentityById, markEmailVerified } from '../repository/identities.js';
import { issueSession } from '../session/issue.js';
import { deactivateOtherSessions } from '../repository/sessions.js';
import { loginSucceeded, mayMailCode } from '../strategies/rate-limit.js';
import { attachCode, checkCode, codeLocked } from '../strategies/code.js';
import { messages } from '../ui/messages.js';
import { inputNode, submitNode, type UiNode } from '../ui/nodes.js';
import { createFlow, csrfNodes, flowBase, flowUiUrl, uiContainer, type FlowContext } from './common.js';
import type { SubmitOutcome } from './outcome.js';
import { createSettingsFlow } from './settings.js';

export async function initRecoveryFlow(ctx: FlowContext, type: FlowType, query: { return_to?: string }) {
  const returnTo = validateReturnTo(ctx.core.options, ctx.urls, query.return_to);
  return createFlow(ctx, {
    kind: 'recovery',
    type,
    state: 'choose_method',
    returnTo,
    lifespanMs: limits.recoveryFlowMs,
  });
}

export async function renderRecoveryFlow(ctx: FlowContext, flow: FlowRecord) {
  return {
    ...flowBase(flow),
    ui: uiContainer(ctx, flow, [...csrfNodes(flow), ...recoveryNodes(flow)]),
    active: 'code',
    state: flow.state,
    ...(flow.data.continueWith ? { continue_with: flow.data.continueWith } : {}),
    transient_payload: {},
  };
}

function recoveryNodes(flow: FlowRecord): UiNode[] {
  if (flow.state === 'passed_challenge') return [];
  if (flow.state === 'sent_email') {
    const email = flow.data.code?.email;
    return [
      inputNode(
        'code',
        'code',
        'text',
        { required: true, autocomplete: 'one-time-code', pattern: '[0-9]+', maxlength: 6 },
        messages.labelRecoveryCode(),
      ),
      inputNode('code', 'method', 'hidden', { value: 'code' }),
      submitNode('code', 'method', 'code', messages.labelContinue()),
      ...(email ? [submitNode('code', 'email', email, messages.labelResendCode())] : []),
    ];
  }
  return [
    inputNode('code', 'email', 'email', { required: true }, messages.labelEmail()),
    submitNode('code', 'method', 'code', messages.labelContinue()),
  ];
}

/**
 * `POST /self-service/recovery?flow=`: an address (send or resend a code; the answer never
 * tells whether the address is known) or a code (sign in, privileged, and go to settings).
 */
export async function submitRecovery(ctx: FlowContext, flow: FlowRecord, body: Body): Promise<SubmitOutcome> {
  if (flow.state === 'passed_challenge') {
    flow.data.messages = [messages.recoveryRetrySuccess()];
    return { kind: 'invalid', flow };
  }
  if (codeLocked(flow)) {
    // Its code is out of guesses: this flow is spent (a new flow brings a new code).
    flow.data.messages = [messages.recoveryStateFailure()];
    return { kind: 'invalid', flow };
  }
  const code = stringField(body, 'code');
  if (code !== undefined && flow.state === 'sent_email') return submitCode(ctx, flow, code);
  const email = stringField(body, 'email')?.trim();
  if (!email) {
    flow.data.feedback = { fieldMessages: { email: [messages.required('email')] } };
    return { kind: 'invalid', flow };
  }
  const identity = await findIdentityByEmail(ctx.core.db, email);
  const { code: sent } = attachCode(flow, email, identity?.id ?? null, ctx.now);
  if (identity && (await mayMailCode(ctx, identity.email))) {
    await ctx.core.courier.send({
      recipient: identity.email,
      ...courierTemplates.recoveryCode(sent, identity.traits.language),
    });
  }
  flow.state = 'sent_email';
  flow.data.messages = [messages.recoveryCodeSent()];
  return { kind: 'flow', flow, redirectTo: flowUiUrl(ctx, flow) };
}

async function submitCode(ctx: FlowContext, flow: FlowRecord, code: string): Promise<SubmitOutcome> {
  const check = await checkCode(ctx, flow, code);
  const identity = check.result === 'ok' ? await findIdentityById(ctx.core.db, check.identityId) : undefined;
  if (check.result !== 'ok' || !identity) {
    flow.data.messages = [codeLocked(flow) ? messages.recoveryStateFailure() : messages.recoveryCodeInvalid()];
    return { kind: 'invalid', flow };
  }
  // Receiving the code proves the address.
  await markEmailVerified(ctx.core.db, identity.id, check.email, ctx.now);
  const { token, session } = await issueSession(ctx, flow.type, identity, 'code_recovery');
  // A recovered account may have been taken over: every other session ends, and the
  // address's sign-in counters start again.
  await deactivateOtherSessions(ctx.core.db, identity.id, session.id);
  await loginSucceeded(ctx, identity.email);
  const settings = await createSettingsFlow(ctx, flow.type, identity.id, flow.returnTo ?? undefined);
  const privilegedUntil = new Date(ctx.now.getTime() + limits.privilegedSessionMs);
  settings.data.messages = [messages.recoverySuccessful(privilegedUntil, ctx.now)];
  await saveFlow(ctx.core.db, settings, ctx.now);
  const settingsUrl = flowUiUrl(ctx, settings);
  flow.state = 'passed_challenge';
  flow.data.continueWith = [
    ...(flow.type === 'api' ? [{ action: 'set_ory_session_token', ory_session_token: token }] : []),
    { action: 'show_settings_ui', flow: { id: settings.id, url: settingsUrl } },
  ];
  return { kind: 'flow', flow, redirectTo: settingsUrl };
}
