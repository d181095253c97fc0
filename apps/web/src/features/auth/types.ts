import type {
  LoginFlow,
  RecoveryFlow,
  RegistrationFlow,
  SettingsFlow,
  UiNode,
  UiNodeInputAttributes,
  UiText,
  VerificationFlow,
} from '@ory/client-fetch';

export type { LoginFlow, RecoveryFlow, RegistrationFlow, SettingsFlow, UiNode, UiText, VerificationFlow };

/** The self-service flows of product §3. */
export type FlowKind = 'login' | 'registration' | 'recovery' | 'verification' | 'settings';

export interface FlowByKind {
  login: LoginFlow;
  registration: RegistrationFlow;
  recovery: RecoveryFlow;
  verification: VerificationFlow;
  settings: SettingsFlow;
}

/** Any self-service flow: what the form needs is its id and its `ui`. */
export type SelfServiceFlow = FlowByKind[FlowKind];

/** An input node with its attributes narrowed. */
export type InputNode = UiNode & { attributes: UiNodeInputAttributes & { node_type: 'input' } };

/** The JSON body of a submission (product §7: csrf_token and the entered fields). */
export type FlowBody = Record<string, unknown>;
