import { describe, expect, it } from 'vitest';
import { intlLocales, languageOfTag, resolveLanguage, type LanguageInputs } from './language';

const nothing: LanguageInputs = {
  stored: null,
  available: undefined,
  configDefault: undefined,
  browserLanguages: [],
  browserLanguage: undefined,
};

function resolve(inputs: Partial<LanguageInputs>) {
  return resolveLanguage({ ...nothing, ...inputs });
}

describe('languageOfTag', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['ru-RU', 'ru'],
    ['RU', 'ru'],
    ['ru_RU', 'ru'],
    ['zh', 'cn'],
    ['zh-CN', 'cn'],
    ['zh-Hant-TW', 'cn'],
    ['cn', 'cn'],
  ])('maps %s to %s', (tag, language) => {
    expect(languageOfTag(tag)).toBe(language);
  });

  it.each(['de', 'de-DE', 'eng', 'rus', 'zho', ''])('offers nothing for %j', (tag) => {
    expect(languageOfTag(tag)).toBeUndefined();
  });
});

describe('resolveLanguage', () => {
  it('uses the stored choice when it is available', () => {
    expect(resolve({ stored: 'ru', available: ['en', 'ru'], configDefault: 'en', browserLanguages: ['cn'] })).toBe(
      'ru',
    );
  });

  it('ignores a stored choice that is not available and uses the configured default', () => {
    expect(resolve({ stored: 'cn', available: ['en', 'ru'], configDefault: 'ru', browserLanguages: ['en'] })).toBe(
      'ru',
    );
  });

  it('ignores a stored value that is not a language at all', () => {
    expect(resolve({ stored: 'de', available: ['en', 'ru'], configDefault: 'ru' })).toBe('ru');
    expect(resolve({ stored: 'zh-CN', available: ['en', 'cn'], configDefault: 'en' })).toBe('en');
  });

  it('ignores a configured default that is not available', () => {
    expect(resolve({ available: ['en', 'ru'], configDefault: 'cn', browserLanguages: ['ru-RU'] })).toBe('ru');
  });

  it('takes the first browser language that maps to an offered one', () => {
    expect(resolve({ available: ['en', 'cn'], browserLanguages: ['de-DE', 'ru-RU', 'zh-TW', 'en-US'] })).toBe('cn');
    expect(resolve({ available: ['en', 'ru'], browserLanguages: ['fr', 'ru-RU', 'en'] })).toBe('ru');
  });

  it("falls back to navigator.language's primary subtag when no browser language is offered", () => {
    expect(resolve({ available: ['en', 'ru'], browserLanguages: ['de', 'cn'], browserLanguage: 'ru-RU' })).toBe('ru');
  });

  it('ignores navigator.language when it is not offered', () => {
    expect(resolve({ available: ['ru', 'cn'], browserLanguages: [], browserLanguage: 'de-DE' })).toBe('en');
    expect(resolve({ available: ['en', 'ru'], browserLanguage: 'zh-CN' })).toBe('en');
  });

  it('falls back to en when nothing matches', () => {
    expect(resolve({})).toBe('en');
    expect(resolve({ stored: 'xx', browserLanguages: ['de'], browserLanguage: 'fr' })).toBe('en');
  });

  it('offers every language when the configuration could not be loaded', () => {
    expect(resolve({ stored: 'cn' })).toBe('cn');
    expect(resolve({ browserLanguages: ['zh-CN'] })).toBe('cn');
    expect(resolve({ browserLanguages: ['ru-RU'] })).toBe('ru');
    expect(resolve({ browserLanguage: 'ru' })).toBe('ru');
  });

  it('treats an empty available list as offering nothing', () => {
    expect(resolve({ stored: 'ru', available: [], configDefault: 'ru', browserLanguages: ['ru'] })).toBe('en');
  });
});

describe('intlLocales', () => {
  it('maps every language to a locale Intl knows (cn is zh-CN)', () => {
    expect(intlLocales).toEqual({ en: 'en-US', ru: 'ru-RU', cn: 'zh-CN' });
    for (const locale of Object.values(intlLocales)) {
      expect(Intl.NumberFormat.supportedLocalesOf(locale)).toEqual([locale]);
    }
  });
});
