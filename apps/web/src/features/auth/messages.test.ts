import { describe, expect, it } from 'vitest';
import type { UiText } from '@ory/client-fetch';
import cn from '../../../public/static/locales/cn.json';
import en from '../../../public/static/locales/en.json';
import ru from '../../../public/static/locales/ru.json';
import messageIds from './__fixtures__/kratos-message-ids.json';
import { messageContext, translateUiText } from './messages';
import { createEnglishI18n } from '@/test/render';

const text = (value: Partial<UiText> & { id: number }): UiText => ({ text: '', type: 'error', ...value });
const placeholders = (value: string) => [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('translateUiText', () => {
  it('translates by id with the context interpolated, not the server text', async () => {
    const i18n = await createEnglishI18n();
    const message = text({
      id: 4000032,
      text: 'server words',
      context: { min_length: 8, actual_length: 3 },
    });
    expect(translateUiText(i18n.t, message)).toBe('The password must be at least 8 characters long, but got 3.');
  });

  it('uses the translation of the current language', async () => {
    const i18n = await createEnglishI18n({ identity: { messages: { 4000002: 'Заполните {{property}}' } } });
    expect(
      translateUiText(
        i18n.t,
        text({ id: 4000002, text: 'Property email is missing.', context: { property: 'email' } }),
      ),
    ).toBe('Заполните email');
  });

  it('falls back to the server text for an id it does not know', async () => {
    const i18n = await createEnglishI18n();
    expect(translateUiText(i18n.t, text({ id: 9999999, text: 'Something new' }))).toBe('Something new');
  });

  it('shows a generated label by its title (1070002)', async () => {
    const i18n = await createEnglishI18n();
    const label = text({
      id: 1070002,
      text: 'E-Mail',
      type: 'info',
      context: { name: 'traits.email', title: 'E-Mail' },
    });
    expect(translateUiText(i18n.t, label)).toBe('E-Mail');
  });

  it('makes context values text: lists joined, nested secrets by their secret, times formatted', () => {
    const context = messageContext(
      text({
        id: 1050015,
        context: {
          secrets: [
            { id: 1050009, text: 'a', context: { secret: 'aaaa' } },
            { id: 1050009, text: 'b', context: { secret: 'bbbb' } },
          ],
          allowed: ['string', 'number'],
          used_at: '2026-01-02T03:04:05Z',
        },
      }),
    );
    expect(context.secrets).toBe('aaaa, bbbb');
    expect(context.allowed).toBe('string, number');
    // With its zone (the tests' viewer is on UTC).
    expect(context.used_at).toBe('Jan 2, 2026, 03:04 AM UTC');
    expect(messageContext(text({ id: 1050015, context: { used_at: '2026-01-02T03:04:05Z' } }), 'ru').used_at).toBe(
      '2 янв. 2026 г., 03:04 UTC',
    );
  });
});

describe('identity message translations', () => {
  const locales = { en, ru, cn } as Record<string, { identity: { messages: Record<string, string> } }>;

  it.each(['en', 'ru', 'cn'])('%s translates every message id of the identity service', (language) => {
    const translated = locales[language]!.identity.messages;
    const missing = messageIds.map((entry) => String(entry.id)).filter((id) => !translated[id]?.trim());
    expect(messageIds.length).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });

  it('uses only context fields of the message as placeholders', () => {
    const wrong = messageIds.filter((entry) => {
      const keys = new Set(entry.messages.flatMap((message) => message.context_keys));
      return placeholders(en.identity.messages[String(entry.id) as keyof typeof en.identity.messages]).some(
        (name) => !keys.has(name!),
      );
    });
    expect(wrong.map((entry) => entry.id)).toEqual([]);
  });

  it('keeps the English templates of the service, spelling e-mail as the rest of the app does', () => {
    const messages = en.identity.messages as Record<string, string>;
    const template = messageIds.find((entry) => entry.id === 4000006)!.messages[0]!.text;
    // One spelling of "e-mail" across the English texts.
    expect(messages['4000006']).toBe((template ?? '').replace(/\bemail\b/g, 'e-mail'));
    expect(Object.values(messages).filter((text) => /\bemail\b|\bEmail\b|E-Mail/.test(text))).toEqual([]);
    expect(messages['4000002']).toBe('Property {{property}} is missing.');
    expect(messages['1010002']).toBe('Sign in with {{provider}}');
  });
});
