import type { UiText } from './messages.js';

/** Node groups Kratos uses; the client lays forms out by group. */
export type NodeGroup = 'default' | 'password' | 'profile' | 'code' | 'totp' | 'lookup_secret' | 'webauthn';

export interface InputAttributes {
  name: string;
  type: 'text' | 'password' | 'checkbox' | 'hidden' | 'email' | 'submit' | 'button';
  value?: unknown;
  required?: boolean;
  autocomplete?: string;
  pattern?: string;
  maxlength?: number;
  disabled: boolean;
  onclick?: string;
  onclickTrigger?: string;
  node_type: 'input';
}
export interface TextAttributes {
  text: UiText;
  id: string;
  node_type: 'text';
}
export interface ImageAttributes {
  src: string;
  id: string;
  width: number;
  height: number;
  node_type: 'img';
}
export interface ScriptAttributes {
  src: string;
  async: boolean;
  referrerpolicy: string;
  crossorigin: string;
  integrity: string;
  type: string;
  id: string;
  nonce: string;
  node_type: 'script';
}

export interface AnchorAttributes {
  href: string;
  title: UiText;
  id: string;
  node_type: 'a';
}

export interface UiNode {
  type: 'input' | 'text' | 'img' | 'script' | 'a';
  group: NodeGroup;
  attributes: InputAttributes | TextAttributes | ImageAttributes | ScriptAttributes | AnchorAttributes;
  messages: UiText[];
  meta: { label?: UiText };
}

export interface UiContainer {
  action: string;
  method: 'POST';
  nodes: UiNode[];
  messages?: UiText[];
}

type InputOptions = Omit<InputAttributes, 'name' | 'type' | 'disabled' | 'node_type'>;

/** An input node; attribute order follows Kratos (name, type, value, required, autocomplete, …). */
export function inputNode(
  group: NodeGroup,
  name: string,
  type: InputAttributes['type'],
  options: InputOptions = {},
  label?: UiText,
): UiNode {
  const { value, required, autocomplete, pattern, maxlength, ...rest } = options;
  const attributes: InputAttributes = { name, type } as InputAttributes;
  if (value !== undefined) attributes.value = value;
  if (required !== undefined) attributes.required = required;
  if (autocomplete !== undefined) attributes.autocomplete = autocomplete;
  if (pattern !== undefined) attributes.pattern = pattern;
  attributes.disabled = false;
  if (maxlength !== undefined) attributes.maxlength = maxlength;
  Object.assign(attributes, rest, { node_type: 'input' });
  return { type: 'input', group, attributes, messages: [], meta: label ? { label } : {} };
}

export const submitNode = (group: NodeGroup, name: string, value: string, label: UiText): UiNode =>
  inputNode(group, name, 'submit', { value }, label);

export const csrfNode = (token: string): UiNode =>
  inputNode('default', 'csrf_token', 'hidden', { value: token, required: true });

export function textNode(group: NodeGroup, id: string, text: UiText, label?: UiText): UiNode {
  return {
    type: 'text',
    group,
    attributes: { text, id, node_type: 'text' },
    messages: [],
    meta: label ? { label } : {},
  };
}

export function anchorNode(group: NodeGroup, id: string, href: string, title: UiText): UiNode {
  return { type: 'a', group, attributes: { href, title, id, node_type: 'a' }, messages: [], meta: { label: title } };
}

export function imageNode(group: NodeGroup, id: string, src: string, label: UiText): UiNode {
  return {
    type: 'img',
    group,
    attributes: { src, id, width: 256, height: 256, node_type: 'img' },
    messages: [],
    meta: { label },
  };
}

export function scriptNode(group: NodeGroup, src: string, integrity: string, nonce: string): UiNode {
  return {
    type: 'script',
    group,
    attributes: {
      src,
      async: true,
      referrerpolicy: 'no-referrer',
      crossorigin: 'anonymous',
      integrity,
      type: 'text/javascript',
      id: 'webauthn_script',
      nonce,
      node_type: 'script',
    },
    messages: [],
    meta: {},
  };
}

/** Field messages and submitted values a failed submission carries back to the form. */
export interface FormFeedback {
  values?: Record<string, unknown>;
  fieldMessages?: Record<string, UiText[]>;
}

/**
 * Puts submitted values and field messages onto the nodes (by input name). Password
 * values are never echoed back, as in Kratos.
 */
export function applyFeedback(nodes: UiNode[], feedback: FormFeedback): UiNode[] {
  return nodes.map((node) => {
    if (node.attributes.node_type !== 'input') return node;
    const attributes = node.attributes;
    const name = attributes.name;
    const messages = feedback.fieldMessages?.[name];
    const submitted = feedback.values?.[name];
    const carriesValue =
      submitted !== undefined &&
      attributes.type !== 'password' &&
      attributes.type !== 'submit' &&
      name !== 'csrf_token';
    if (!messages && !carriesValue) return node;
    return {
      ...node,
      attributes: carriesValue ? withValue(attributes, submitted) : attributes,
      messages: messages ?? node.messages,
    };
  });
}

/** Sets `value` keeping Kratos's attribute order (value right after type). */
function withValue(attributes: InputAttributes, value: unknown): InputAttributes {
  const { name, type, value: _old, ...rest } = attributes;
  return { name, type, value, ...rest };
}
