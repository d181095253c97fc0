import type { SelfServiceFlow, UiText } from '../types';
import { hasGroup } from '../nodes';
import { secondFactorGroups, type SecondFactorGroup } from './groups';

/** The methods the flow offers, in the dialog's order: totp, lookup_secret, webauthn (product §4). */
export function availableMethods(flow: SelfServiceFlow | undefined): SecondFactorGroup[] {
  if (!flow) return [];
  return secondFactorGroups.filter((group) => hasGroup(flow.ui.nodes, group));
}

/** The first server message for the method: the flow's own error first, then its fields' errors. */
export function firstServerError(flow: SelfServiceFlow, method: string): UiText | undefined {
  const flowError = flow.ui.messages?.find((message) => message.type === 'error');
  if (flowError) return flowError;
  for (const node of flow.ui.nodes) {
    if (node.group !== method && node.group !== 'default') continue;
    const message = node.messages.find((item) => item.type === 'error');
    if (message) return message;
  }
  return undefined;
}
