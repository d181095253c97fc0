import type { Body } from '../http/body.js';
import { limits } from '../options.js';
import type { FlowKind, FlowRecord, FlowType } from '../repository/flows.js';
import type { FlowContext } from './common.js';
import { initLoginFlow, renderLoginFlow, submitLogin } from './login.js';
import type { SubmitOutcome } from './outcome.js';
import { initRecoveryFlow, renderRecoveryFlow, submitRecovery } from './recovery.js';
import { initRegistrationFlow, renderRegistrationFlow, submitRegistration } from './registration.js';
import { initSettingsFlow, renderSettingsFlow, requireSettingsSession, submitSettings } from './settings.js';
import { initVerificationFlow, renderVerificationFlow, submitVerification } from './verification.js';

export type FlowQuery = Record<string, string | undefined>;

/** The five self-service flows behind the same three endpoints (create, get, submit). */
export interface FlowHandler {
  init(ctx: FlowContext, type: FlowType, query: FlowQuery): Promise<FlowRecord | { alreadySignedIn: string }>;
  render(ctx: FlowContext, flow: FlowRecord): Promise<Record<string, unknown>>;
  submit(ctx: FlowContext, flow: FlowRecord, body: Body): Promise<SubmitOutcome>;
  /** Reading a flow may need the session it belongs to (settings). */
  authorizeRead?(ctx: FlowContext, flow: FlowRecord): Promise<unknown>;
  initialState: string;
  lifespanMs: number;
}

export const flowHandlers: Record<FlowKind, FlowHandler> = {
  login: {
    init: initLoginFlow,
    render: renderLoginFlow,
    submit: submitLogin,
    initialState: 'choose_method',
    lifespanMs: limits.loginFlowMs,
  },
  registration: {
    init: initRegistrationFlow,
    render: renderRegistrationFlow,
    submit: submitRegistration,
    initialState: 'choose_method',
    lifespanMs: limits.registrationFlowMs,
  },
  settings: {
    init: initSettingsFlow,
    render: renderSettingsFlow,
    submit: submitSettings,
    authorizeRead: (ctx, flow) => requireSettingsSession(ctx, flow.identityId),
    initialState: 'show_form',
    lifespanMs: limits.settingsFlowMs,
  },
  recovery: {
    init: initRecoveryFlow,
    render: renderRecoveryFlow,
    submit: submitRecovery,
    initialState: 'choose_method',
    lifespanMs: limits.recoveryFlowMs,
  },
  verification: {
    init: initVerificationFlow,
    render: renderVerificationFlow,
    submit: submitVerification,
    initialState: 'choose_method',
    lifespanMs: limits.verificationFlowMs,
  },
};

export const flowKinds = Object.keys(flowHandlers) as FlowKind[];
