import { languageOfTag, resolveLanguage, type Language, type LanguageInputs } from '@pool/contract';

// Resolved the same way by the server, which picks the prerendered sign-in page's language.
// Imported, then exported: the build's module graph follows named imports of the contract.
export { languageOfTag, resolveLanguage, type LanguageInputs };

/** Product §9 maps cn to "cn-CN", which Intl does not know; formats use a real locale. */
export const intlLocales: Record<Language, string> = {
  en: 'en-US',
  ru: 'ru-RU',
  cn: 'zh-CN',
};
