import type { UiText } from '@ory/client-fetch';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@pool/contract';
import { textOf } from './nodes';

/** The translation key of an identity-service message id (product §8). */
export function messageKey(id: number): string {
  return `identity.messages.${id}`;
}

/** A context value as text: nested texts by their own text, lists joined, dates formatted. */
function contextValue(value: unknown, language: string): string {
  if (Array.isArray(value)) return value.map((item) => contextValue(item, language)).join(', ');
  if (typeof value === 'object' && value !== null) {
    if ('text' in value && typeof value.text === 'string') {
      const context = 'context' in value && typeof value.context === 'object' ? value.context : undefined;
      if (context && 'secret' in context && typeof context.secret === 'string') return context.secret;
      return value.text;
    }
    return JSON.stringify(value);
  }
  // A time says its zone, as every time of the app does.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)))
    return formatDateTime(value, language);
  return textOf(value);
}

/** The context of a message, every value made text for interpolation. */
export function messageContext(text: UiText, language = 'en'): Record<string, string> {
  const context: Record<string, string> = {};
  for (const [key, value] of Object.entries(text.context ?? {})) context[key] = contextValue(value, language);
  return context;
}

/**
 * A server text in the reader's language (CLIENT-EXPECTATIONS §5): looked up by its id
 * under `identity.messages.<id>` with the context interpolated; the server's own text is
 * the fallback for an id the app does not know.
 */
export function translateUiText(t: TFunction, text: UiText, language = 'en'): string {
  return t(messageKey(text.id), { replace: messageContext(text, language), defaultValue: text.text });
}

/** A server text's kind as the form messages show it. */
export function uiTextType(text: UiText): 'error' | 'info' | 'success' {
  return text.type === 'error' || text.type === 'success' ? text.type : 'info';
}
