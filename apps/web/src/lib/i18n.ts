import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, localesPath, type Language } from '@pool/contract';
import { localStore, storageKeys } from './storage';

/**
 * Loads `/static/locales/{lng}.json` with the retry policy of product §9 (5 retries from
 * 350 ms, doubling; at most 10 parallel reads). en is the fallback for missing keys.
 */
export async function initI18n(language: Language): Promise<i18n> {
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: fallbackLanguage,
      supportedLngs: ['en', 'ru', 'cn'],
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      backend: { loadPath: `${localesPath}/{{lng}}.json` },
      react: { useSuspense: false },
    });
  document.documentElement.lang = language === 'cn' ? 'zh-CN' : language;
  return i18next;
}

let persistLanguage: (language: Language) => Promise<void> = async () => undefined;

/** The app registers how a signed-in user's choice reaches the server. */
export function setLanguagePersister(persist: (language: Language) => Promise<void>): void {
  persistLanguage = persist;
}

/**
 * Product §4: changing language stores the choice, sends it to the server when it differs
 * from the identity's (best effort: the local choice holds either way), and reloads.
 */
export async function changeLanguage(language: Language): Promise<void> {
  localStore.set(storageKeys.language, language);
  await persistLanguage(language).catch(() => undefined);
  window.location.reload();
}
