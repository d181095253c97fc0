import { describe, expect, it } from 'vitest';
import loginInitial from './__fixtures__/login-password-initial.json';
import recoverySent from './__fixtures__/recovery-code-sent.json';
import registrationInitial from './__fixtures__/registration-password-initial.json';
import settingsLookupGenerated from './__fixtures__/settings-lookup-generated.json';
import settingsTotp from './__fixtures__/settings-totp-initial.json';
import settingsWebauthn from './__fixtures__/settings-webauthn-initial.json';
import {
  buildBody,
  csrfToken,
  initialValues,
  isActionEnabled,
  isInputNode,
  isSameOriginScript,
  nodesOfGroups,
} from './nodes';
import { flowFixture } from './test-support';
import type { UiNode } from './types';

const nodesOf = (json: unknown) => flowFixture(json).ui.nodes;
const csrf = 'AAAAAAA/AAAAAA/2+AAAAAAAA==';

/** The input node with this name (and value, when several share the name). */
function input(nodes: readonly UiNode[], name: string, value?: string): UiNode {
  const node = nodes.find(
    (item) =>
      isInputNode(item) && item.attributes.name === name && (value === undefined || item.attributes.value === value),
  );
  if (!node) throw new Error(`no node ${name}`);
  return node;
}

describe('buildBody', () => {
  it('nests dotted names, sends checkboxes as booleans, drops empty strings and takes method from the clicked button', () => {
    const nodes = nodesOf(registrationInitial);
    const values = { ...initialValues(nodes), 'traits.email': 'a@b.c', password: 's3cret!Pass', 'traits.tos': true };
    expect(buildBody(nodes, values, input(nodes, 'method', 'password'))).toEqual({
      csrf_token: csrf,
      traits: { email: 'a@b.c', tos: true },
      password: 's3cret!Pass',
      method: 'password',
    });
  });

  it('sends an unticked checkbox as false and leaves out empty nested fields', () => {
    const nodes = nodesOf(registrationInitial);
    const body = buildBody(
      nodes,
      { ...initialValues(nodes), 'traits.email': 'a@b.c' },
      input(nodes, 'method', 'password'),
    );
    expect(body.traits).toEqual({ email: 'a@b.c', tos: false });
    expect(body).not.toHaveProperty('password');
  });

  it('keeps the hidden method of the form and adds a non-method button by its name (resend code)', () => {
    const nodes = nodesOf(recoverySent);
    const body = buildBody(nodes, initialValues(nodes), input(nodes, 'email'));
    expect(body).toEqual({ csrf_token: csrf, method: 'code', email: 'dev@ory.dev' });
  });

  it("uses the button's group as method and turns 'true' into a boolean (confirm lookup codes)", () => {
    const nodes = nodesOf(settingsLookupGenerated);
    const body = buildBody(nodesOfGroups(nodes, ['lookup_secret']), {}, input(nodes, 'lookup_secret_confirm'));
    expect(body).toEqual({ csrf_token: csrf, lookup_secret_confirm: true, method: 'lookup_secret' });
  });

  it('sends only the fields of the shown groups', () => {
    const nodes = nodesOfGroups(nodesOf(settingsTotp), ['totp']);
    const body = buildBody(nodes, { totp_code: '123456' }, input(nodes, 'method', 'totp'));
    expect(body).toEqual({ csrf_token: csrf, totp_code: '123456', method: 'totp' });
  });
});

describe('isActionEnabled', () => {
  it('needs the required fields of the button group and the default group', () => {
    const nodes = nodesOf(loginInitial);
    const submit = input(nodes, 'method', 'password');
    expect(isActionEnabled(submit, nodes, { identifier: '', password: '' })).toBe(false);
    expect(isActionEnabled(submit, nodes, { identifier: 'dev@ory.dev', password: '' })).toBe(false);
    expect(isActionEnabled(submit, nodes, { identifier: ' ', password: 'x' })).toBe(false);
    expect(isActionEnabled(submit, nodes, { identifier: 'dev@ory.dev', password: 'x' })).toBe(true);
  });

  it('needs six digits in a code field', () => {
    const nodes = nodesOfGroups(nodesOf(settingsTotp), ['totp']);
    const submit = input(nodes, 'method', 'totp');
    expect(isActionEnabled(submit, nodes, { totp_code: '12345' })).toBe(false);
    expect(isActionEnabled(submit, nodes, { totp_code: '12345a' })).toBe(false);
    expect(isActionEnabled(submit, nodes, { totp_code: '1234567' })).toBe(false);
    expect(isActionEnabled(submit, nodes, { totp_code: '123456' })).toBe(true);
  });

  it('ignores required fields of other groups (settings password vs totp)', () => {
    const nodes = nodesOf(settingsTotp);
    expect(isActionEnabled(input(nodes, 'method', 'totp'), nodes, { password: '', totp_code: '654321' })).toBe(true);
    expect(isActionEnabled(input(nodes, 'method', 'password'), nodes, { password: '', totp_code: '654321' })).toBe(
      false,
    );
  });

  it('needs the terms agreed to', () => {
    const nodes = nodesOf(registrationInitial).map((node) =>
      isInputNode(node) && node.attributes.name === 'traits.tos'
        ? { ...node, attributes: { ...node.attributes, name: 'traits.terms_agreed' } }
        : node,
    );
    const submit = input(nodes, 'method', 'password');
    const filled = { 'traits.email': 'a@b.c', password: 'x' };
    expect(isActionEnabled(submit, nodes, { ...filled, 'traits.terms_agreed': false })).toBe(false);
    expect(isActionEnabled(submit, nodes, { ...filled, 'traits.terms_agreed': true })).toBe(true);
  });

  it('keeps a resend button usable while the code is empty, and honours a disabled node', () => {
    const nodes = nodesOf(recoverySent);
    expect(isActionEnabled(input(nodes, 'email'), nodes, { code: '' })).toBe(true);
    expect(isActionEnabled(input(nodes, 'method', 'code'), nodes, { code: '' })).toBe(false);
    const settings = nodesOf(settingsWebauthn);
    const removeKey = input(settings, 'webauthn_remove');
    expect(isActionEnabled(removeKey, settings, {})).toBe(false);
  });
});

describe('node helpers', () => {
  it('reads the csrf token and the starting values', () => {
    const nodes = nodesOf(registrationInitial);
    expect(csrfToken(nodes)).toBe(csrf);
    expect(initialValues(nodes)).toMatchObject({ csrf_token: csrf, 'traits.email': '', 'traits.tos': false });
  });

  it('allows only same-origin scripts', () => {
    expect(isSameOriginScript('/api/identity/.well-known/ory/webauthn.js')).toBe(true);
    expect(isSameOriginScript(`${window.location.origin}/x.js`)).toBe(true);
    expect(isSameOriginScript('https://slug.projects.oryapis:8080/.well-known/ory/webauthn.js')).toBe(false);
  });
});
