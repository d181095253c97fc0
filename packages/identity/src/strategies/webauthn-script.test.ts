import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { webauthnScript } from './webauthn-script.js';

/** Runs the served script against a minimal fake DOM and authenticator. */
function runScript(credential: Record<string, unknown>) {
  const inputs: Record<string, { value: string; name: string; closest: () => unknown }> = {};
  const form = {
    submitted: 0,
    submit() {
      this.submitted += 1;
    },
  };
  const listeners: ((event: unknown) => void)[] = [];
  const calls: { create: unknown[]; get: unknown[] } = { create: [], get: [] };
  for (const name of ['webauthn_register', 'webauthn_register_trigger', 'webauthn_login', 'webauthn_login_trigger']) {
    inputs[name] = { value: '', name, closest: () => form };
  }
  const window: Record<string, unknown> = {
    PublicKeyCredential: function PublicKeyCredential() {},
    alert: (message: string) => {
      throw new Error(`alert: ${message}`);
    },
  };
  const context = vm.createContext({
    window,
    atob: (value: string) => Buffer.from(value, 'base64').toString('binary'),
    btoa: (value: string) => Buffer.from(value, 'binary').toString('base64'),
    Uint8Array,
    JSON,
    navigator: {
      credentials: {
        create: async (options: unknown) => (calls.create.push(options), credential),
        get: async (options: unknown) => (calls.get.push(options), credential),
      },
    },
    document: {
      querySelector: (selector: string) => inputs[/name="([^"]+)"/.exec(selector)![1]!] ?? null,
      addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
    },
  });
  vm.runInContext(webauthnScript, context);
  return { window, inputs, form, calls, listeners };
}

const bytes = (...values: number[]) => new Uint8Array(values).buffer;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('webauthn.js', () => {
  it('registers: decodes the options, fills webauthn_register and submits the form', async () => {
    const { window, inputs, form, calls } = runScript({
      id: 'AQI',
      rawId: bytes(1, 2),
      type: 'public-key',
      response: { attestationObject: bytes(3), clientDataJSON: bytes(4) },
    });
    (window.oryWebAuthnRegistration as (options: unknown) => void)({
      publicKey: { challenge: 'AAE', user: { id: 'Ag' }, excludeCredentials: [{ id: 'Aw', type: 'public-key' }] },
    });
    await settle();
    const options = calls.create[0] as { publicKey: { challenge: Uint8Array; user: { id: Uint8Array } } };
    expect([...options.publicKey.challenge]).toEqual([0, 1]);
    expect([...options.publicKey.user.id]).toEqual([2]);
    expect(JSON.parse(inputs.webauthn_register!.value)).toMatchObject({
      id: 'AQI',
      rawId: 'AQI',
      response: { attestationObject: 'Aw', clientDataJSON: 'BA' },
    });
    expect(form.submitted).toBe(1);
  });

  it('logs in from a click on the trigger (for UIs whose inline onclick the CSP blocks)', async () => {
    const { inputs, form, calls, listeners } = runScript({
      id: 'AQI',
      rawId: bytes(1, 2),
      type: 'public-key',
      response: { authenticatorData: bytes(5), clientDataJSON: bytes(6), signature: bytes(7), userHandle: null },
    });
    const trigger = {
      name: 'webauthn_login_trigger',
      value: JSON.stringify({ publicKey: { challenge: 'AAE', allowCredentials: [] } }),
    };
    let prevented = false;
    const event = {
      target: { closest: () => trigger },
      preventDefault: () => {
        prevented = true;
      },
    };
    // Twice, as when both the UI's own handler and this listener react to one click.
    listeners.forEach((listener) => listener(event));
    listeners.forEach((listener) => listener(event));
    await settle();
    expect(prevented).toBe(true);
    expect(calls.get).toHaveLength(1);
    expect(JSON.parse(inputs.webauthn_login!.value)).toMatchObject({
      response: { authenticatorData: 'BQ', clientDataJSON: 'Bg', signature: 'Bw' },
    });
    expect(form.submitted).toBe(1);
  });
});
