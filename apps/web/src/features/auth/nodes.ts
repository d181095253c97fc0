import type { UiNode } from '@ory/client-fetch';
import type { FlowBody, InputNode } from './types';

/** Field values of a form by node name; checkboxes hold booleans. */
export type FormValues = Record<string, string | boolean>;

export function isInputNode(node: UiNode): node is InputNode {
  return node.attributes.node_type === 'input';
}

/** Submit and button inputs act; every other input holds a value. */
export function isActionNode(node: UiNode): node is InputNode {
  return isInputNode(node) && (node.attributes.type === 'submit' || node.attributes.type === 'button');
}

export function isValueNode(node: UiNode): node is InputNode {
  return isInputNode(node) && node.attributes.type !== 'submit' && node.attributes.type !== 'button';
}

/** A stable key for a node: name and value for inputs (several submits share a name), else its id. */
export function nodeKey(node: UiNode, index: number): string {
  const attributes = node.attributes;
  if (attributes.node_type === 'input') return `${attributes.name}:${String(attributes.value ?? '')}:${index}`;
  const id = 'id' in attributes && typeof attributes.id === 'string' ? attributes.id : attributes.node_type;
  return `${id}:${index}`;
}

/** The nodes of the given groups; the default group (csrf_token, identifier) always comes along. */
export function nodesOfGroups(nodes: readonly UiNode[], groups: readonly string[]): UiNode[] {
  return nodes.filter((node) => node.group === 'default' || groups.includes(node.group));
}

export function hasGroup(nodes: readonly UiNode[], group: string): boolean {
  return nodes.some((node) => node.group === group);
}

/** The csrf token the server put into the default group (product §3). */
export function csrfToken(nodes: readonly UiNode[]): string | undefined {
  const node = nodes.find((item) => isInputNode(item) && item.attributes.name === 'csrf_token');
  return node && isInputNode(node) ? String(node.attributes.value ?? '') : undefined;
}

/** A server value as field text. */
export function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

/** Only scripts from the app's own origin run (the identity service is reached on this origin). */
export function isSameOriginScript(src: string): boolean {
  try {
    return new URL(src, window.location.origin).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The starting value of each value input, as the server sent it. */
export function initialValues(nodes: readonly UiNode[]): FormValues {
  const values: FormValues = {};
  for (const node of nodes) {
    if (!isValueNode(node)) continue;
    const { name, type } = node.attributes;
    const value: unknown = node.attributes.value;
    if (type === 'checkbox') values[name] = value === true || value === 'true';
    else if (!(name in values) || value !== undefined) values[name] = textOf(value);
  }
  return values;
}

/** The identity schema's language trait (optional in the schema; the server reads it as the user's language). */
export const languageTraitName = 'traits.language';

/**
 * Nobody types a language tag. The language trait's field becomes a hidden one
 * carrying the interface language, so the trait is still filled.
 */
export function withInterfaceLanguage(nodes: readonly UiNode[], language: string): UiNode[] {
  return nodes.map((node) =>
    isInputNode(node) && node.attributes.name === languageTraitName
      ? { ...node, attributes: { ...node.attributes, type: 'hidden', value: language } }
      : node,
  );
}

/** Product §5: a two-factor or one-time code is six digits. */
export const sixDigitCode = /^\d{6}$/;
const codeFieldNames = new Set(['totp_code', 'code']);

/** Product §2/§5: the registration checkbox that agrees to the terms of use; it must be ticked. */
export const termsFieldName = 'traits.terms_agreed';

export function isCodeField(name: string): boolean {
  return codeFieldNames.has(name);
}

/** Puts a value at a dotted path: `traits.terms_agreed` becomes `{ traits: { terms_agreed } }`. */
function setPath(target: FlowBody, path: string, value: unknown): void {
  const parts = path.split('.');
  let cursor: Record<string, unknown> = target;
  for (const part of parts.slice(0, -1)) {
    const next = cursor[part];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) cursor[part] = {};
    cursor = cursor[part] as Record<string, unknown>;
  }
  cursor[parts[parts.length - 1]!] = value;
}

/** "true"/"false" on a button mean booleans to the server (lookup_secret_reveal and friends). */
function buttonValue(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/**
 * The JSON body of a submission (CLIENT-EXPECTATIONS §2): every value input of the form,
 * dotted names nested, checkboxes as booleans, empty strings dropped; then the clicked
 * button — `method` takes its value; any other button adds its own name and value, and
 * `method` becomes the button's group unless the form already carries one.
 */
export function buildBody(nodes: readonly UiNode[], values: FormValues, clicked?: UiNode): FlowBody {
  const body: FlowBody = {};
  for (const node of nodes) {
    if (!isValueNode(node)) continue;
    const { name, type } = node.attributes;
    const value: unknown = name in values ? values[name] : node.attributes.value;
    if (type === 'checkbox') {
      setPath(body, name, value === true || value === 'true');
      continue;
    }
    if (value === undefined || value === null || value === '') continue;
    setPath(body, name, typeof value === 'string' && type === 'number' ? Number(value) : value);
  }
  if (clicked && isInputNode(clicked)) {
    const { name } = clicked.attributes;
    const value: unknown = clicked.attributes.value;
    if (name === 'method') {
      body.method = value;
    } else {
      if (value !== undefined && value !== null && value !== '') setPath(body, name, buttonValue(value));
      if (body.method === undefined) body.method = clicked.group;
    }
  }
  return body;
}

/**
 * Whether a submit or button node may be used (product §2: disabled while the form is
 * invalid). Only the fields that travel with it count: required inputs of its own group
 * and of the default group must be filled, code fields must be six digits, the terms
 * must be agreed to. Submit buttons that are not `method` buttons (resend code, reveal
 * codes, remove a key, a sign-in provider) carry their own value and need nothing else.
 */
export function isActionEnabled(node: UiNode, nodes: readonly UiNode[], values: FormValues): boolean {
  if (!isActionNode(node) || node.attributes.disabled) return false;
  if (node.attributes.type === 'submit' && node.attributes.name !== 'method') return true;
  return nodes.every((field) => {
    if (!isValueNode(field) || field.attributes.type === 'hidden') return true;
    if (field.group !== node.group && field.group !== 'default') return true;
    const { name, type, required } = field.attributes;
    const value = values[name];
    if (type === 'checkbox') return !(required || name === termsFieldName) || value === true;
    const text = typeof value === 'string' ? value.trim() : '';
    if (isCodeField(name)) return sixDigitCode.test(text);
    return !required || text !== '';
  });
}
