/** The public flows, the ones a visitor opens signed out: the pages prerendered at build time. */
export type PublicFlowKind = 'login' | 'registration' | 'recovery' | 'verification';

/**
 * A node as the identity service sends it (the SDK's `UiNode` in shape; written without
 * the SDK's types, so the e2e suite can hold these to the service's answers).
 */
export interface FreshNode {
  type: 'input';
  group: string;
  attributes: Record<string, unknown> & { name: string; type: string };
  messages: [];
  meta: { label?: UiLabel };
}

interface UiLabel {
  id: number;
  text: string;
  type: 'info';
  context?: object;
}

const label = (id: number, text: string, context?: object): UiLabel => ({
  id,
  text,
  type: 'info',
  ...(context ? { context } : {}),
});

function input(
  group: string,
  name: string,
  type: string,
  attributes: Record<string, unknown> = {},
  text?: UiLabel,
): FreshNode {
  return {
    type: 'input',
    group,
    attributes: { name, type, ...attributes, disabled: false, node_type: 'input' },
    messages: [],
    meta: text ? { label: text } : {},
  };
}

const csrf = input('default', 'csrf_token', 'hidden', { value: '', required: true });
const emailTrait = label(1070002, 'E-Mail', { name: 'traits.email', title: 'E-Mail' });

/**
 * The nodes of a fresh flow of each public kind, as the identity service sends them to a
 * browser (packages/identity/src/flows), with an empty CSRF token. The prerendered pages
 * show this form before any script runs, and the app shows it while the real flow loads:
 * the same fields in the same places, so the real form takes their place without a shift.
 * e2e/first-paint.test.ts holds them to what the service sends.
 */
export const freshFlowNodes: Record<PublicFlowKind, readonly FreshNode[]> = {
  login: [
    csrf,
    input('default', 'identifier', 'text', { value: '', required: true }, emailTrait),
    input(
      'password',
      'password',
      'password',
      { required: true, autocomplete: 'current-password' },
      label(1070001, 'Password'),
    ),
    input('password', 'method', 'submit', { value: 'password' }, label(1010022, 'Sign in with password')),
  ],
  registration: [
    csrf,
    input('default', 'traits.email', 'email', { required: true, autocomplete: 'email' }, emailTrait),
    input(
      'password',
      'password',
      'password',
      { required: true, autocomplete: 'new-password' },
      label(1070001, 'Password'),
    ),
    input(
      'default',
      'traits.terms_agreed',
      'checkbox',
      { required: true },
      label(1070002, 'I agree to the terms of service', {
        name: 'traits.terms_agreed',
        title: 'I agree to the terms of service',
      }),
    ),
    input(
      'default',
      'traits.language',
      'text',
      {},
      label(1070002, 'Language', { name: 'traits.language', title: 'Language' }),
    ),
    input('password', 'method', 'submit', { value: 'password' }, label(1040001, 'Sign up')),
  ],
  recovery: [
    csrf,
    input('code', 'email', 'email', { required: true }, label(1070007, 'Email')),
    input('code', 'method', 'submit', { value: 'code' }, label(1070009, 'Continue')),
  ],
  verification: [
    input('code', 'email', 'email', { required: true }, label(1070007, 'Email')),
    input('code', 'method', 'submit', { value: 'code' }, label(1070009, 'Continue')),
    csrf,
  ],
};
