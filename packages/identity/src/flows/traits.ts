import { field, stringField, type Body } from '../http/body.js';
import type { Traits } from '../repository/identities.js';
import { messages, type UiText } from '../ui/messages.js';
import { inputNode, type NodeGroup, type UiNode } from '../ui/nodes.js';

/**
 * The identity schema's traits: `email` (identifier, verifiable, recoverable), `terms_agreed`
 * (required, must be true), `language` (optional). Titles are the schema's.
 */
export const traitTitles = { email: 'E-Mail', terms_agreed: 'I agree to the terms of service', language: 'Language' };

export function traitNodes(group: NodeGroup, current?: Traits): UiNode[] {
  return [
    inputNode(
      group,
      'traits.email',
      'email',
      { ...(current ? { value: current.email } : {}), required: true, autocomplete: 'email' },
      messages.labelGenerated(traitTitles.email, 'traits.email'),
    ),
    inputNode(
      group,
      'traits.terms_agreed',
      'checkbox',
      { ...(current?.terms_agreed !== undefined ? { value: current.terms_agreed } : {}), required: true },
      messages.labelGenerated(traitTitles.terms_agreed, 'traits.terms_agreed'),
    ),
    inputNode(
      group,
      'traits.language',
      'text',
      current?.language !== undefined ? { value: current.language } : {},
      messages.labelGenerated(traitTitles.language, 'traits.language'),
    ),
  ];
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads and validates submitted traits: the traits, or the field messages to show. */
export function parseTraits(
  body: Body,
):
  | { ok: true; traits: Traits; values: Record<string, unknown> }
  | { ok: false; fieldMessages: Record<string, UiText[]>; values: Record<string, unknown> } {
  const email = stringField(body, 'traits.email')?.trim();
  const termsAgreed = field(body, 'traits.terms_agreed');
  const language = stringField(body, 'traits.language')?.trim();
  const values: Record<string, unknown> = {
    'traits.email': email,
    ...(termsAgreed !== undefined ? { 'traits.terms_agreed': termsAgreed === true || termsAgreed === 'true' } : {}),
    ...(language !== undefined ? { 'traits.language': language } : {}),
  };
  const fieldMessages: Record<string, UiText[]> = {};
  if (!email) fieldMessages['traits.email'] = [messages.required('email')];
  else if (!emailPattern.test(email) || email.length > 320)
    fieldMessages['traits.email'] = [messages.validationGeneric(`"${email}" is not valid "email"`)];
  if (termsAgreed !== true && termsAgreed !== 'true')
    fieldMessages['traits.terms_agreed'] = [messages.required('terms_agreed')];
  if (language !== undefined && !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language))
    fieldMessages['traits.language'] = [messages.validationGeneric(`"${language}" is not a valid language tag`)];
  if (!email || Object.keys(fieldMessages).length) return { ok: false, fieldMessages, values };
  return { ok: true, traits: { email, terms_agreed: true, ...(language ? { language } : {}) }, values };
}
