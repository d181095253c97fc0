import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { ResolvedOptions } from '../options.js';
import type { Urls } from '../http/urls.js';
import { publicUrl } from '../http/urls.js';
import { messages } from '../ui/messages.js';
import { inputNode, scriptNode, submitNode, type UiNode } from '../ui/nodes.js';
import { webauthnScriptIntegrity } from './webauthn-script.js';

/** A registered security key; ids and keys base64url. */
export interface StoredKey {
  id: string;
  publicKey: string;
  counter: number;
  transports?: string[];
  displayName: string;
  addedAt: string;
}
export interface WebAuthnCredentialConfig {
  keys: StoredKey[];
}

export interface RelyingParty {
  name: string;
  id: string;
  origins: string[];
}

/** Defaults: the UI's host is the RP id, the UI origin the expected origin. */
export function relyingParty(options: ResolvedOptions, urls: Urls): RelyingParty {
  return {
    name: options.webauthn.rpName,
    id: options.webauthn.rpId ?? new URL(urls.uiOrigin).hostname,
    origins: options.webauthn.origins ?? [urls.uiOrigin],
  };
}

export const newChallenge = () => randomBytes(32).toString('base64url');

const script = (urls: Urls) =>
  scriptNode('webauthn', publicUrl(urls, '/.well-known/ory/webauthn.js'), webauthnScriptIntegrity, newChallenge());

/** Kratos shows a key's id in hex on its remove button. */
const hexId = (id: string) => Buffer.from(id, 'base64url').toString('hex');

export async function webauthnSettingsNodes(
  rp: RelyingParty,
  urls: Urls,
  identity: { id: string; email: string },
  keys: StoredKey[],
  challenge: string,
): Promise<UiNode[]> {
  const publicKey = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: identity.email,
    userID: Buffer.from(identity.id),
    // Bytes, so that the options carry exactly this base64url challenge (a string would be re-encoded).
    challenge: Buffer.from(challenge, 'base64url'),
    attestationType: 'none',
    excludeCredentials: keys.map((key) => ({ id: key.id, transports: key.transports })),
    authenticatorSelection: { residentKey: 'discouraged', userVerification: 'discouraged' },
  });
  const options = JSON.stringify({ publicKey });
  return [
    ...keys.map((key) =>
      submitNode(
        'webauthn',
        'webauthn_remove',
        hexId(key.id),
        messages.settingsRemoveWebAuthn(key.displayName, new Date(key.addedAt)),
      ),
    ),
    inputNode(
      'webauthn',
      'webauthn_register_displayname',
      'text',
      { value: '' },
      messages.settingsWebAuthnDisplayName(),
    ),
    inputNode('webauthn', 'webauthn_register', 'hidden', { value: '' }),
    inputNode(
      'webauthn',
      'webauthn_register_trigger',
      'button',
      {
        value: options,
        onclick: `window.oryWebAuthnRegistration(${options})`,
        onclickTrigger: 'oryWebAuthnRegistration',
      },
      messages.settingsRegisterWebAuthn(),
    ),
    script(urls),
  ];
}

export async function webauthnLoginNodes(
  rp: RelyingParty,
  urls: Urls,
  email: string,
  keys: StoredKey[],
  challenge: string,
) {
  const publicKey = await generateAuthenticationOptions({
    rpID: rp.id,
    challenge: Buffer.from(challenge, 'base64url'),
    allowCredentials: keys.map((key) => ({ id: key.id, transports: key.transports })),
    userVerification: 'discouraged',
  });
  const options = JSON.stringify({ publicKey });
  return {
    identifier: inputNode('default', 'identifier', 'hidden', { value: email }),
    nodes: [
      inputNode('webauthn', 'webauthn_login', 'hidden', { value: '' }),
      script(urls),
      inputNode(
        'webauthn',
        'webauthn_login_trigger',
        'button',
        { value: options, onclick: `window.oryWebAuthnLogin(${options})`, onclickTrigger: 'oryWebAuthnLogin' },
        messages.loginWebAuthn(),
      ),
    ],
  };
}

/** Whether a submitted `webauthn_login` / `webauthn_register` value is a credential at all. */
export const isCredentialJson = (value: string) =>
  parseJson<{ id?: unknown; response?: unknown }>(value)?.response !== undefined;

function parseJson<T>(value: string): T | undefined {
  try {
    const parsed = JSON.parse(value) as T & { clientExtensionResults?: unknown };
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    parsed.clientExtensionResults ??= {};
    return parsed;
  } catch {
    return undefined;
  }
}

/** Verifies an attestation for the flow's challenge; the new key, or undefined when invalid. */
export async function verifyNewKey(
  rp: RelyingParty,
  challenge: string,
  submitted: string,
  displayName: string,
  now: Date,
): Promise<StoredKey | undefined> {
  const response = parseJson<RegistrationResponseJSON>(submitted);
  if (!response) return undefined;
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      ...(credential.transports ? { transports: credential.transports } : {}),
      displayName,
      addedAt: now.toISOString(),
    };
  } catch {
    return undefined;
  }
}

/** Verifies an assertion; the key used (with its new counter), or undefined when invalid. */
export async function verifyAssertion(
  rp: RelyingParty,
  challenge: string,
  submitted: string,
  keys: StoredKey[],
): Promise<StoredKey | undefined> {
  const response = parseJson<AuthenticationResponseJSON>(submitted);
  const key = response && keys.find((candidate) => candidate.id === response.id);
  if (!response || !key) return undefined;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: { id: key.id, publicKey: Buffer.from(key.publicKey, 'base64url'), counter: key.counter },
      requireUserVerification: false,
    });
    return result.verified ? { ...key, counter: result.authenticationInfo.newCounter } : undefined;
  } catch {
    return undefined;
  }
}

/** The key a `webauthn_remove` button names (hex id). */
export const keyForRemoval = (keys: StoredKey[], hex: string) =>
  keys.find((key) => hexId(key.id) === hex.toLowerCase());
