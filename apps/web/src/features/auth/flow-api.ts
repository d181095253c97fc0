import type { ContinueWith } from '@ory/client-fetch';
import { createBrowserLoginFlow } from './api/create-browser-login-flow';
import { createBrowserRecoveryFlow } from './api/create-browser-recovery-flow';
import { createBrowserRegistrationFlow } from './api/create-browser-registration-flow';
import { createBrowserSettingsFlow } from './api/create-browser-settings-flow';
import { createBrowserVerificationFlow } from './api/create-browser-verification-flow';
import { getLoginFlow } from './api/get-login-flow';
import { getRecoveryFlow } from './api/get-recovery-flow';
import { getRegistrationFlow } from './api/get-registration-flow';
import { getSettingsFlow } from './api/get-settings-flow';
import { getVerificationFlow } from './api/get-verification-flow';
import { updateLoginFlow } from './api/update-login-flow';
import { updateRecoveryFlow } from './api/update-recovery-flow';
import { updateRegistrationFlow } from './api/update-registration-flow';
import { updateSettingsFlow } from './api/update-settings-flow';
import { updateVerificationFlow } from './api/update-verification-flow';
import type { FlowBody, FlowByKind, FlowKind } from './types';

/** What a successful submission gave: the next state of the flow, or the end of it. */
export type SubmitResult<K extends FlowKind> =
  | { kind: 'flow'; flow: FlowByKind[K]; continueWith?: ContinueWith[] }
  | { kind: 'complete'; continueWith?: ContinueWith[] };

/** Creation parameters; `aal` and `refresh` only matter to login. */
export interface FlowCreateParams {
  returnTo?: string;
  aal?: 'aal1' | 'aal2';
  refresh?: boolean;
}

export interface FlowApi<K extends FlowKind> {
  create: (params: FlowCreateParams) => Promise<FlowByKind[K]>;
  get: (id: string) => Promise<FlowByKind[K]>;
  update: (id: string, body: FlowBody) => Promise<SubmitResult<K>>;
}

function continueWithOf(value: object): ContinueWith[] | undefined {
  return 'continue_with' in value && Array.isArray(value.continue_with)
    ? (value.continue_with as ContinueWith[])
    : undefined;
}

/** Create, fetch by id and submit for each flow (product §4: "created, fetched by id, submitted"). */
export const flowApis: { [K in FlowKind]: FlowApi<K> } = {
  login: {
    create: (params) => createBrowserLoginFlow(params),
    get: getLoginFlow,
    update: async (id, body) => ({ kind: 'complete', continueWith: continueWithOf(await updateLoginFlow(id, body)) }),
  },
  registration: {
    create: ({ returnTo }) => createBrowserRegistrationFlow({ returnTo }),
    get: getRegistrationFlow,
    update: async (id, body) => ({
      kind: 'complete',
      continueWith: continueWithOf(await updateRegistrationFlow(id, body)),
    }),
  },
  recovery: {
    create: ({ returnTo }) => createBrowserRecoveryFlow({ returnTo }),
    get: getRecoveryFlow,
    update: async (id, body) => {
      const flow = await updateRecoveryFlow(id, body);
      return { kind: 'flow', flow, continueWith: continueWithOf(flow) };
    },
  },
  verification: {
    create: ({ returnTo }) => createBrowserVerificationFlow({ returnTo }),
    get: getVerificationFlow,
    update: async (id, body) => {
      const flow = await updateVerificationFlow(id, body);
      return { kind: 'flow', flow, continueWith: continueWithOf(flow) };
    },
  },
  settings: {
    create: ({ returnTo }) => createBrowserSettingsFlow({ returnTo }),
    get: getSettingsFlow,
    update: async (id, body) => {
      const flow = await updateSettingsFlow(id, body);
      return { kind: 'flow', flow, continueWith: continueWithOf(flow) };
    },
  },
};
