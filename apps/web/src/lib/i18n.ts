import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  documentLangOf,
  languageCookieName,
  localeFileOf,
  textAreaOf,
  textAreaPath,
  type Language,
  type TextArea,
} from '@pool/contract';
import { localStore, storageKeys } from './storage';

/**
 * Which texts the app reads: on the page it opened with, that page's area's (`textAreas`:
 * a sign-in page's, the dashboard's), all of them once the visitor leaves it
 * (`loadTextsFor`) or the dashboard has shown (`loadAllTexts`).
 */
let textsArea: TextArea | 'all' = 'all';

/** The read of every text while it is under way: a second caller waits for the same read. */
let allTextsReading: Promise<void> | undefined;

/** Only an area's texts are in: the app opened with them, and the rest is not read yet. */
const partOfTextsRead = () => textsArea !== 'all' || allTextsReading !== undefined;

/** The first page's texts are its area's (the server asked for the same file with the scripts). */
export function startWithTextsOf(pathName: string): void {
  textsArea = textAreaOf(pathName) ?? 'all';
}

const textsUrl = (language: string) =>
  textsArea === 'all' ? localeFileOf(language) : textAreaPath(textsArea, language);

/**
 * Reads `/static/locales/{lng}.json` (or the page's area's part of it). Answering `true` as the callback's second argument
 * asks i18next to try again (its retry policy below): after a network error or a 5xx,
 * not after a 4xx or a body that is not JSON. In place of i18next-http-backend, which
 * cost every page 2 kB.
 */
const localesBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const prefetch = prefetched.get(language as Language);
    prefetched.delete(language as Language);
    (prefetch ?? fetch(textsUrl(language))).then(
      async (response) => {
        if (!response.ok) return callback(`${response.url}: ${response.status}`, response.status >= 500);
        try {
          callback(null, (await response.json()) as object);
        } catch {
          callback(`${response.url}: not JSON`, false);
        }
      },
      (error: unknown) => callback(String(error), true),
    );
  },
};

const prefetched = new Map<Language, Promise<Response>>();

/**
 * Starts reading a language's texts before i18next asks for them (at start, while the
 * configuration that decides the language loads). The first read of that
 * language takes the answer; a retry reads anew.
 */
export function prefetchLocale(language: Language): void {
  if (prefetched.has(language)) return;
  const request = fetch(textsUrl(language));
  // A prefetch nobody reads must not count as an unhandled failure.
  request.catch(() => undefined);
  prefetched.set(language, request);
}

/**
 * Loads `/static/locales/{lng}.json` with the retry policy of product §9 (5 retries from
 * 350 ms, doubling; at most 10 parallel reads). No second language is read as a fallback
 * for missing keys: ru and cn have exactly en's keys (locales.test.ts), so a visit in
 * Russian or Chinese reads one file of texts, not two.
 */
export async function initI18n(language: Language): Promise<i18n> {
  await i18next
    .use(localesBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: ['en', 'ru', 'cn'],
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      react: { useSuspense: false },
      // A text the area's file lacks (`textAreas` in the contract) shows as its key: said
      // on the console, where the end-to-end tests look for errors.
      saveMissing: true,
      missingKeyHandler: (_languages, _namespace, key, fallbackValue) => {
        if (partOfTextsRead() && fallbackValue === key) console.error(`No text for ${key} in the texts read so far`);
      },
    });
  document.documentElement.lang = documentLangOf(language);
  return i18next;
}

/**
 * Whether a page at `pathName` would show a text not yet read: it lies outside the area
 * the app opened with, and every text is not yet in. The router's gate runs again then,
 * even on a move within the routes it already gates.
 */
export function textsPendingFor(pathName: string): boolean {
  if (textsArea !== 'all') return textAreaOf(pathName) !== textsArea;
  return allTextsReading !== undefined;
}

/** Reads every text when `pathName` is outside the area the app opened with (the router's gate waits for it). */
export async function loadTextsFor(pathName: string): Promise<void> {
  if (textsPendingFor(pathName)) await loadAllTexts();
}

/** Reads every text of the languages in use; at once when already read, with the read under way when begun. */
export function loadAllTexts(): Promise<void> {
  if (textsArea === 'all') return allTextsReading ?? Promise.resolve();
  textsArea = 'all';
  const reading = i18next.reloadResources().finally(() => {
    allTextsReading = undefined;
  });
  allTextsReading = reading;
  return reading;
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
  mirrorLanguageChoice(language);
  await persistLanguage(language).catch(() => undefined);
  window.location.reload();
}

/**
 * Tells the server the stored choice (a cookie for a year), so it sends the prerendered
 * sign-in pages in that language: hydrated in another, they would be rendered anew.
 */
export function mirrorLanguageChoice(language: string): void {
  document.cookie = `${languageCookieName}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
}
