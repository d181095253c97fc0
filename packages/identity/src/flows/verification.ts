import { courierTemplates } from '../courier.js';
import { stringField, type Body } from '../http/body.js';
import { validateReturnTo } from '../http/urls.js';
import { limits } from '../options.js';
import { saveFlow, type FlowRecord, type FlowType } from '../repository/flows.js';
import { findIdentityByEmail, markEmailVerified, type IdentityRecord } from '../repository/identities.js';
import { mayMailCode } from '../strategies/rate-limit.js';
import { attachCode, checkCode, codeLocked } from '../strategies/code.js';
import { messages } from '../ui/messages.js';
import { anchorNode, inputNode, submitNode, type UiNode } from '../ui/nodes.js';
import {
  createFlow,
  csrfNodes,
  defaultReturnUrl,
  flowBase,
  flowUiUrl,
  uiContainer,
  type FlowContext,
} from './common.js';
import type { SubmitOutcome } from './outcome.js';

export async function initVerificationFlow(ctx: FlowContext, type: FlowType, query: { return_to?: string }) {
  const returnTo = validateReturnTo(ctx.core.options, ctx.urls, query.return_to);
  return createFlow(ctx, {
    kind: 'verification',
    type,
    state: 'choose_method',
    returnTo,
    lifespanMs: limits.verificationFlowMs,
  });
}

/** After registration or an address change: a flow with a code already sent (Kratos's show_verification_ui). */
export async function startVerificationFor(ctx: FlowContext, type: FlowType, identity: IdentityRecord) {
  const flow = await initVerificationFlow(ctx, type, {});
  await sendVerificationCode(ctx, flow, identity.email, identity);
  return flow;
}

async function sendVerificationCode(
  ctx: FlowContext,
  flow: FlowRecord,
  email: string,
  identity: IdentityRecord | undefined,
) {
  const { code } = attachCode(flow, email, identity?.id ?? null, ctx.now);
  if (identity && (await mayMailCode(ctx, identity.email))) {
    await ctx.core.courier.send({
      recipient: identity.email,
      ...courierTemplates.verificationCode(code, identity.traits.language),
    });
  }
  flow.state = 'sent_email';
  flow.data.messages = [messages.verificationCodeSent()];
  await saveFlow(ctx.core.db, flow, ctx.now);
}

export async function renderVerificationFlow(ctx: FlowContext, flow: FlowRecord) {
  return {
    ...flowBase(flow),
    ui: uiContainer(ctx, flow, verificationNodes(ctx, flow)),
    active: 'code',
    state: flow.state,
    ...(flow.data.continueWith ? { continue_with: flow.data.continueWith } : {}),
    transient_payload: {},
  };
}

function verificationNodes(ctx: FlowContext, flow: FlowRecord): UiNode[] {
  const email = flow.data.code?.email;
  if (flow.state === 'passed_challenge') {
    return [
      ...csrfNodes(flow),
      anchorNode('code', 'continue', flow.returnTo ?? defaultReturnUrl(ctx), messages.labelContinue()),
    ];
  }
  if (flow.state === 'sent_email') {
    return [
      inputNode('code', 'method', 'hidden', { value: 'code' }),
      inputNode(
        'code',
        'code',
        'text',
        { required: true, autocomplete: 'one-time-code' },
        messages.labelVerificationCode(),
      ),
      submitNode('code', 'method', 'code', messages.labelContinue()),
      ...csrfNodes(flow),
      ...(email ? [submitNode('code', 'email', email, messages.labelResendCode())] : []),
    ];
  }
  return [
    inputNode('code', 'email', 'email', { required: true }, messages.labelEmail()),
    submitNode('code', 'method', 'code', messages.labelContinue()),
    ...csrfNodes(flow),
  ];
}

/** `POST /self-service/verification?flow=`: a code when one was sent, else an address to send one to. */
export async function submitVerification(ctx: FlowContext, flow: FlowRecord, body: Body): Promise<SubmitOutcome> {
  if (flow.state === 'passed_challenge') {
    flow.data.messages = [messages.verificationRetrySuccess()];
    return { kind: 'invalid', flow };
  }
  const code = stringField(body, 'code');
  if (code !== undefined && flow.state === 'sent_email') {
    const check = await checkCode(ctx, flow, code);
    if (check.result !== 'ok') {
      flow.data.messages = [
        codeLocked(flow) ? messages.verificationStateFailure() : messages.verificationCodeInvalid(),
      ];
      return { kind: 'invalid', flow };
    }
    await markEmailVerified(ctx.core.db, check.identityId, check.email, ctx.now);
    flow.state = 'passed_challenge';
    flow.data.messages = [messages.verificationSuccessful()];
    return { kind: 'flow', flow, redirectTo: flowUiUrl(ctx, flow) };
  }
  const email = stringField(body, 'email')?.trim();
  if (!email) {
    flow.data.feedback = { values: { email: '' }, fieldMessages: { email: [messages.required('email')] } };
    return { kind: 'invalid', flow };
  }
  const identity = await findIdentityByEmail(ctx.core.db, email);
  await sendVerificationCode(ctx, flow, email, identity);
  return { kind: 'flow', flow, redirectTo: flowUiUrl(ctx, flow) };
}
