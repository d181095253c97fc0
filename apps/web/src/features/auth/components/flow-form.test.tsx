import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultPageSettings, setPageSettings } from '@/lib/page-settings';
import allMethods from '../__fixtures__/login-2fa-all-methods.json';
import webauthn from '../__fixtures__/login-2fa-webauthn.json';
import loginMissingEmail from '../__fixtures__/login-password-missing-email.json';
import loginInitial from '../__fixtures__/login-password-initial.json';
import loginWrong from '../__fixtures__/login-password-wrong-credentials.json';
import recoverySent from '../__fixtures__/recovery-code-sent.json';
import registrationInitial from '../__fixtures__/registration-password-initial.json';
import settingsLookupGenerated from '../__fixtures__/settings-lookup-generated.json';
import settingsTotp from '../__fixtures__/settings-totp-initial.json';
import settingsWebauthn from '../__fixtures__/settings-webauthn-initial.json';
import { createEnglishI18n } from '@/test/render';
import { flowFixture } from '../test-support';
import type { SelfServiceFlow } from '../types';
import { FlowForm, type FlowFormProps } from './flow-form';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createEnglishI18n();
});
afterEach(() => {
  cleanup();
  setPageSettings(defaultPageSettings);
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

function renderForm(json: unknown, props: Partial<FlowFormProps> = {}, instance?: I18n) {
  const onSubmit = vi.fn();
  const flow = flowFixture<SelfServiceFlow>(json);
  const result = render(
    <I18nextProvider i18n={instance ?? i18n}>
      <FlowForm flow={flow} onSubmit={onSubmit} {...props} />
    </I18nextProvider>,
  );
  return { ...result, onSubmit, flow };
}

/** The registration fixture with its terms checkbox named as our identity schema names it. */
function registrationWithTerms() {
  const flow = flowFixture<SelfServiceFlow>(registrationInitial);
  for (const node of flow.ui.nodes) {
    if (node.attributes.node_type === 'input' && node.attributes.name === 'traits.tos') {
      node.attributes.name = 'traits.terms_agreed';
    }
  }
  return flow;
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('FlowForm nodes', () => {
  it('renders labelled inputs, the hidden csrf token and the submit from the login flow', () => {
    const { container } = renderForm(loginInitial);
    expect(screen.getByLabelText('E-mail')).toHaveProperty('name', 'identifier');
    // The flow gives the identifier no hint; password managers fill it as the user name.
    expect(screen.getByLabelText('E-mail').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'password');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    const csrf = container.querySelector<HTMLInputElement>('input[name="csrf_token"]');
    expect(csrf?.type).toBe('hidden');
    expect(csrf?.value).toBe('AAAAAAA/AAAAAA/2+AAAAAAAA==');
    expect(screen.getByRole('button', { name: 'Sign in with password' })).toHaveProperty('type', 'submit');
  });

  it('disables the submit until the required fields are filled, then submits the body with the method', () => {
    const { onSubmit } = renderForm(loginInitial);
    const submit = screen.getByRole('button', { name: 'Sign in with password' });
    expect(submit).toHaveProperty('disabled', true);
    type(screen.getByLabelText('E-mail'), 'dev@ory.dev');
    expect(submit).toHaveProperty('disabled', true);
    type(screen.getByLabelText('Password'), 'secret');
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({
      csrf_token: 'AAAAAAA/AAAAAA/2+AAAAAAAA==',
      identifier: 'dev@ory.dev',
      password: 'secret',
      method: 'password',
    });
  });

  it('does not submit while submitting', () => {
    const { onSubmit } = renderForm(loginInitial, { submitting: true });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the terms checkbox with a link to the terms-of-use address, required for the submit', () => {
    setPageSettings({ ...defaultPageSettings, terms_of_use_url: 'https://pool.example/terms' });
    const onSubmit = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <FlowForm flow={registrationWithTerms()} onSubmit={onSubmit} />
      </I18nextProvider>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the terms of use' });
    expect(screen.getByRole('link', { name: 'terms of use' }).getAttribute('href')).toBe('https://pool.example/terms');
    type(screen.getByLabelText('E-mail'), 'a@b.c');
    type(screen.getByLabelText('Password'), 'Secret1!');
    const submit = screen.getByRole('button', { name: 'Sign up' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(checkbox);
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      traits: { email: 'a@b.c', terms_agreed: true },
      password: 'Secret1!',
      method: 'password',
    });
  });

  it('links the terms to / when the pool has no terms-of-use address', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <FlowForm flow={registrationWithTerms()} onSubmit={vi.fn()} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'terms of use' }).getAttribute('href')).toBe('/');
  });

  it('asks for no language: the language trait carries the interface language', () => {
    const flow = registrationWithTerms();
    // Our identity service offers the schema's optional language trait as a text field.
    flow.ui.nodes.push({
      type: 'input',
      group: 'default',
      attributes: { name: 'traits.language', type: 'text', disabled: false, node_type: 'input' },
      messages: [],
      meta: {
        label: { id: 1070002, text: 'Language', type: 'info', context: { name: 'traits.language', title: 'Language' } },
      },
    });
    const onSubmit = vi.fn();
    const ru = i18n.cloneInstance({ lng: 'ru' });
    const { container } = render(
      <I18nextProvider i18n={ru}>
        <FlowForm flow={flow} onSubmit={onSubmit} />
      </I18nextProvider>,
    );
    // Only English texts are loaded here: the fields are found by name.
    const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    expect(field('traits.language').type).toBe('hidden');
    type(field('traits.email'), 'a@b.c');
    type(field('password'), 'Secret1!');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(container.querySelector('button[type="submit"]')!);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      traits: { email: 'a@b.c', terms_agreed: true, language: 'ru' },
    });
  });

  it('shows a field hint right under its field and describes the field with it', () => {
    const { container } = renderForm(registrationInitial, { fieldHints: { password: <p>The rules</p> } });
    const password = screen.getByLabelText('Password');
    const hint = screen.getByText('The rules').parentElement!;
    expect(password.getAttribute('aria-describedby')).toBe(hint.id);
    const fields = [...container.querySelectorAll('input:not([type="hidden"]), p')];
    expect(fields.indexOf(screen.getByText('The rules'))).toBe(fields.indexOf(password) + 1);
  });

  it('shows the QR image, the secret text and a six-digit code field for TOTP set-up', () => {
    renderForm(settingsTotp, { groups: ['totp'] });
    const qr = screen.getByRole('img', { name: 'Authenticator app QR code' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(
      screen.getByText('This is your authenticator app secret. Use it if you can not scan the QR code.'),
    ).toBeTruthy();
    expect(screen.getByText('XXXXXXXXXXXXXXXX').tagName).toBe('CODE');
    const code = screen.getByLabelText('Verify code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('pattern')).toBe('[0-9]{6}');
    // Other groups stay out.
    expect(screen.queryByLabelText('Password')).toBeNull();
    const save = screen.getByRole('button', { name: 'Save' });
    type(code, '12a34');
    expect((code as HTMLInputElement).value).toBe('1234');
    expect(save).toHaveProperty('disabled', true);
    type(code, '123456');
    expect(save).toHaveProperty('disabled', false);
  });

  it('lists generated lookup codes, a used one by its translated text', () => {
    const flow = flowFixture<SelfServiceFlow>(settingsLookupGenerated);
    const codes = flow.ui.nodes.find((node) => node.attributes.node_type === 'text')!;
    const text = (codes.attributes as { text: { context: { secrets: object[] } } }).text;
    text.context.secrets[1] = {
      id: 1050014,
      text: 'Secret was used at 2026-01-02',
      type: 'info',
      context: { used_at: '2026-01-02T03:04:05Z' },
    };
    render(
      <I18nextProvider i18n={i18n}>
        <FlowForm flow={flow} groups={['lookup_secret']} onSubmit={vi.fn()} />
      </I18nextProvider>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[0]?.textContent).toBe('xxxxxxxx');
    expect(items[1]?.textContent).toMatch(/^Secret was used at .*2026/);
    expect(items[1]?.textContent).not.toContain('T03:04');
    expect(screen.getByRole('button', { name: 'Confirm backup recovery codes' })).toHaveProperty('disabled', false);
  });

  it('loads a same-origin script node with its attributes, and never a foreign one', () => {
    const foreign = renderForm(settingsWebauthn, { groups: ['webauthn'] });
    expect(document.head.querySelector('script#webauthn_script')).toBeNull();
    foreign.unmount();

    // happy-dom does not fetch scripts; it may count that as loaded rather than log an error.
    const settings = (window as unknown as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } })
      .happyDOM?.settings;
    if (settings) settings.handleDisabledFileLoadingAsSuccess = true;
    const flow = flowFixture<SelfServiceFlow>(settingsWebauthn);
    for (const node of flow.ui.nodes) {
      if (node.attributes.node_type === 'script') node.attributes.src = '/api/identity/.well-known/ory/webauthn.js';
    }
    const { unmount } = render(
      <I18nextProvider i18n={i18n}>
        <FlowForm flow={flow} groups={['webauthn']} onSubmit={vi.fn()} />
      </I18nextProvider>,
    );
    const script = document.head.querySelector<HTMLScriptElement>('script#webauthn_script');
    expect(script?.getAttribute('src')).toBe('/api/identity/.well-known/ory/webauthn.js');
    expect(script?.async).toBe(true);
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
    expect(script?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(script?.getAttribute('integrity')).toMatch(/^sha512-/);
    unmount();
    expect(document.head.querySelector('script#webauthn_script')).toBeNull();
    if (settings) settings.handleDisabledFileLoadingAsSuccess = false;
  });

  it('renders a security key to remove as a disabled button when the server disables it', () => {
    renderForm(settingsWebauthn, { groups: ['webauthn'] });
    expect(screen.getByRole('button', { name: 'Remove security key "unnamed"' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Name of the security key')).toBeTruthy();
  });

  it('keeps resend usable while the code is empty and sends the resend body', () => {
    const { onSubmit } = renderForm(recoverySent);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(onSubmit).toHaveBeenCalledWith({
      csrf_token: 'AAAAAAA/AAAAAA/2+AAAAAAAA==',
      method: 'code',
      email: 'dev@ory.dev',
    });
  });
});

describe('FlowForm messages', () => {
  it('shows field messages beside the field, translated by id with context, linked and marked invalid', async () => {
    const custom = await createEnglishI18n({
      identity: { messages: { 4000002: 'Please fill in {{property}}', 1070001: 'Passphrase', 1070002: '{{title}}' } },
    });
    renderForm(loginMissingEmail, {}, custom);
    // These texts name no trait: the label is the schema's title.
    const identifier = screen.getByLabelText('E-Mail');
    expect(identifier.getAttribute('aria-invalid')).toBe('true');
    const describedBy = identifier.getAttribute('aria-describedby') ?? '';
    expect(describedBy).not.toBe('');
    expect(document.getElementById(describedBy)?.textContent).toBe('Please fill in identifier');
    const password = screen.getByLabelText('Passphrase');
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please fill in password',
    );
  });

  it('shows the flow messages above the form, translated by id', async () => {
    const custom = await createEnglishI18n({ identity: { messages: { 4000006: 'Wrong e-mail or password' } } });
    const { container } = renderForm(loginWrong, {}, custom);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Wrong e-mail or password');
    const form = container.querySelector('form')!;
    expect(form.firstElementChild?.contains(alert)).toBe(true);
  });

  it('can leave the flow messages out', () => {
    renderForm(loginWrong, { showMessages: false });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('focuses the code field when asked', () => {
    renderForm(settingsTotp, { groups: ['totp'], autoFocus: true });
    expect(document.activeElement).toBe(screen.getByLabelText('Verify code'));
  });

  it('names the form', () => {
    renderForm(loginInitial, { label: 'Sign in' });
    expect(within(document.body).getByRole('form', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('FlowForm button nodes', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).oryWebAuthnLogin;
  });

  it('runs the browser trigger of a button node instead of submitting', () => {
    const trigger = vi.fn();
    (window as unknown as Record<string, unknown>).oryWebAuthnLogin = trigger;
    const { onSubmit } = renderForm(webauthn, { groups: ['webauthn'] });
    const button = screen.getByRole('button', { name: 'Sign in with a hardware key' });
    expect(button).toHaveProperty('type', 'button');
    fireEvent.click(button);
    expect(trigger).toHaveBeenCalledWith({});
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("passes the options Kratos puts in the trigger's value, not the legacy inline onclick", () => {
    const trigger = vi.fn();
    (window as unknown as Record<string, unknown>).oryWebAuthnLogin = trigger;
    const options = { publicKey: { challenge: 'abc', rpId: 'localhost' } };
    const flow = structuredClone(webauthn);
    for (const node of flow.ui.nodes) {
      const attributes = node.attributes as { name?: string; value?: unknown; onclick?: string };
      if (attributes.name === 'webauthn_login_trigger') {
        attributes.value = JSON.stringify(options);
        attributes.onclick = `window.oryWebAuthnLogin(${JSON.stringify(options)})`;
      }
    }
    renderForm(flow, { groups: ['webauthn'] });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a hardware key' }));
    expect(trigger).toHaveBeenCalledWith(options);
  });
});

describe('FlowForm Enter key', () => {
  it("submits with the method of the field's group", () => {
    const { onSubmit } = renderForm(allMethods);
    // Both methods are usable; Enter in the lookup field means lookup, though totp comes first.
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '123456' } });
    const lookup = screen.getByLabelText('Backup recovery code');
    fireEvent.change(lookup, { target: { value: 'abcd1234' } });
    fireEvent.keyDown(lookup, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ lookup_secret: 'abcd1234', method: 'lookup_secret' });
  });

  it('does nothing while the code is incomplete, and never resends', () => {
    const { onSubmit } = renderForm(recoverySent);
    const code = screen.getByLabelText('Recovery code');
    fireEvent.change(code, { target: { value: '123' } });
    fireEvent.keyDown(code, { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.keyDown(code, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ code: '123456', method: 'code' }));
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('email');
  });
});
