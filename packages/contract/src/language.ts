import { fallbackLanguage, languages, type Language } from './settings-constants.js';

/** Browser language tags map to the product's codes; Chinese is `cn` here. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  if (primary === 'zh' || primary === 'cn') return 'cn';
  return languages.find((language) => language === primary);
}

/** The `lang` of a page in the product's language (BCP 47: Chinese is `zh-CN`). */
export function documentLangOf(language: Language): string {
  return language === 'cn' ? 'zh-CN' : language;
}

export interface LanguageInputs {
  stored: string | null;
  /** From the pool configuration; undefined when it could not be loaded. */
  available: readonly Language[] | undefined;
  configDefault: Language | undefined;
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
  /** navigator.language. */
  browserLanguage: string | undefined;
}

/**
 * Product §4: the stored choice if it is available; else the configured default; else
 * the first browser language we offer; else the browser's primary language; else en.
 */
export function resolveLanguage(inputs: LanguageInputs): Language {
  const available = inputs.available ?? languages;
  const offered = (language: Language | undefined): language is Language =>
    language !== undefined && available.includes(language);

  const stored = languages.find((language) => language === inputs.stored);
  if (offered(stored)) return stored;
  if (offered(inputs.configDefault)) return inputs.configDefault;
  const browserMatch = inputs.browserLanguages.map(languageOfTag).find(offered);
  if (browserMatch) return browserMatch;
  const primary = inputs.browserLanguage ? languageOfTag(inputs.browserLanguage) : undefined;
  if (offered(primary)) return primary;
  return fallbackLanguage;
}

/**
 * The cookie that mirrors the visitor's stored language choice, so the server can send the
 * sign-in pages already written in it (the app's own store is the browser's local storage,
 * which the server never sees).
 */
export const languageCookieName = 'pool_language';
