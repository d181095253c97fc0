import type { DataRouter, RouteObject } from 'react-router';
import { fallbackLanguage, type PoolPageSettings } from '@pool/contract';
import { configStore } from '@/features/config/config-store';
import { setApiBase } from '@/lib/api-client';
import { startErrorReporting } from '@/lib/error-reporting';
import { prepareFormatters } from '@/lib/format';
import { initI18n, loadAllTexts, mirrorLanguageChoice, prefetchLocale, startWithTextsOf } from '@/lib/i18n';
import { setIdentityBase } from '@/lib/identity-base';
import { languageOfTag, resolveLanguage } from '@/lib/language';
import { readPageSettings, setPageSettings } from '@/lib/page-settings';
import { localStore, storageKeys } from '@/lib/storage';
import { applyTheme, trackViewportHeight } from '@/lib/theme';
import { VersionCheck } from '@/lib/version-check';
import { whenIdle } from '@/lib/when-idle';
import { preloadPageModules } from './router-ready';
import '@/styles/global.css';

/**
 * What both entries do first (product §1): the settings come from the page, the theme
 * applies at once, and the configuration tells the API's and the identity service's addresses.
 */
export function startPage(): PoolPageSettings {
  const settings = readPageSettings();
  setPageSettings(settings);
  applyTheme(settings.theme);
  trackViewportHeight();
  configStore.onAddresses(({ api, auth }) => {
    setApiBase(api);
    setIdentityBase(auth);
  });
  return settings;
}

/**
 * Loads the configuration, then resolves the language and starts loading its texts (`texts`,
 * left running: the caller creates its router meanwhile, whose loaders run alongside).
 */
export async function loadConfiguration(routes: RouteObject[]): Promise<{ texts: Promise<unknown> }> {
  // A sign-in page or the dashboard reads its own texts first; the others come when the
  // visitor moves on.
  startWithTextsOf(window.location.pathname);
  const stored = localStore.get(storageKeys.language);
  if (stored) mirrorLanguageChoice(stored);
  const browser = { browserLanguages: navigator.languages, browserLanguage: navigator.language };
  // While the configuration loads: the texts of the language the visitor will most likely
  // get, the page's (the server resolves it from the stored choice and the pool's default,
  // and asks for its texts with the scripts); then the page's modules (first: the browser
  // opens only a few connections at a time).
  const loadingConfig = configStore.ensureLoaded();
  const likelyLanguage = languageOfTag(document.documentElement.lang) ?? fallbackLanguage;
  prefetchLocale(likelyLanguage);
  preloadPageModules(routes, window.location.pathname);
  setTimeout(() => prepareFormatters(likelyLanguage), 0);
  await loadingConfig;
  const pool = configStore.snapshot.pool;
  return {
    texts: initI18n(
      resolveLanguage({
        stored,
        available: pool?.settings.available_languages,
        configDefault: pool?.settings.default_language,
        ...browser,
      }),
    ),
  };
}

/** What runs once the app is on the screen: the check for a new build, and error reporting. */
export function startAfterFirstRender(router: DataRouter, settings: PoolPageSettings): void {
  const versionCheck = new VersionCheck();
  let lastPath = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === lastPath) return;
    lastPath = state.location.pathname;
    // A new deploy replaced the assets: load the new build now, at a page change.
    void versionCheck.check().then((result) => {
      if (result === 'changed') window.location.reload();
    });
  });
  // The first version is read once the page is idle: on a first visit over HTTP/1.1 the
  // page's own calls need the few connections first. So are the texts beyond the first
  // page's, which the next page would otherwise wait for.
  whenIdle(() => {
    void loadAllTexts();
    void versionCheck.start();
  });
  // After first paint: the SDK is a chunk of its own, loaded when idle (product §9).
  startErrorReporting(settings);
}
