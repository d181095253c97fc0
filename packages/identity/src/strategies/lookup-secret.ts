import { randomInt } from 'node:crypto';
import { constantTimeEqual, hashCode } from '../crypto.js';
import { messages } from '../ui/messages.js';
import { inputNode, submitNode, textNode, type UiNode } from '../ui/nodes.js';

/** Codes are kept hashed (salted with the identity id); a used code keeps its use time. */
export interface LookupCredential {
  codes: { hash: string; usedAt: string | null }[];
}

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const lookupCodeCount = 12;

export const generateLookupCodes = () =>
  Array.from({ length: lookupCodeCount }, () =>
    Array.from({ length: 8 }, () => alphabet[randomInt(0, alphabet.length)]).join(''),
  );

export const lookupCredentialOf = (identityId: string, codes: string[]): LookupCredential => ({
  codes: codes.map((code) => ({ hash: hashCode(code, identityId), usedAt: null })),
});

/** Finds the submitted code: unknown, already used, or its index (to mark it used). */
export function matchLookupCode(
  credential: LookupCredential,
  identityId: string,
  submitted: string,
): { result: 'invalid' } | { result: 'used' } | { result: 'ok'; index: number } {
  const hash = hashCode(submitted.trim().toLowerCase(), identityId);
  const index = credential.codes.findIndex((code) => constantTimeEqual(code.hash, hash));
  if (index < 0) return { result: 'invalid' };
  return credential.codes[index]!.usedAt ? { result: 'used' } : { result: 'ok', index };
}

export const lookupLoginNodes = (): UiNode[] => [
  inputNode('lookup_secret', 'lookup_secret', 'text', { value: '', required: true }, messages.loginLookupLabel()),
  submitNode('lookup_secret', 'method', 'lookup_secret', messages.loginUseLookup()),
];

function codeListNode(entries: ReturnType<typeof messages.settingsLookupSecret>[]): UiNode {
  return textNode(
    'lookup_secret',
    'lookup_secret_codes',
    messages.settingsLookupSecretList(entries),
    messages.settingsLookupSecretLabel(),
  );
}

/**
 * Settings nodes. Fresh codes (not yet confirmed) are shown in clear with a confirm button.
 * Confirmed codes are stored hashed, so "reveal" can only list which ones are used.
 */
export function lookupSettingsNodes(state: {
  pendingCodes: string[] | undefined;
  credential: LookupCredential | undefined;
  reveal: boolean;
}): UiNode[] {
  if (state.pendingCodes) {
    return [
      codeListNode(state.pendingCodes.map((code) => messages.settingsLookupSecret(code))),
      submitNode('lookup_secret', 'lookup_secret_confirm', 'true', messages.settingsLookupConfirm()),
    ];
  }
  const regenerate = submitNode(
    'lookup_secret',
    'lookup_secret_regenerate',
    'true',
    messages.settingsRegenerateLookup(),
  );
  if (!state.credential) return [regenerate];
  const disable = submitNode('lookup_secret', 'lookup_secret_disable', 'true', messages.settingsDisableLookup());
  if (!state.reveal) {
    return [submitNode('lookup_secret', 'lookup_secret_reveal', 'true', messages.settingsRevealLookup()), disable];
  }
  const entries = state.credential.codes.map((code, index) =>
    code.usedAt
      ? messages.settingsLookupSecretUsed(new Date(code.usedAt))
      : messages.settingsLookupSecret(`code ${index + 1} (unused)`),
  );
  return [codeListNode(entries), disable, regenerate];
}
