import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter, preloadPageModules } from '@/app/router';
import { whenInitialized } from '@/app/router-ready';
import { configStore } from '@/features/config/config-store';
import { requestSecondFactor } from '@/features/auth/second-factor/second-factor-store';
import { setApiBase, setSecondFactorHandler } from '@/lib/api-client';
import { fallbackLanguage, prerenderedPageOf, type IdentityResponse } from '@pool/contract';
import { identityKeys } from '@/features/session/api/keys';
import { updateLanguage } from '@/features/session/api/update-language';
import { initI18n, mirrorLanguageChoice, prefetchLocale, setLanguagePersister, startWithSignInTexts } from '@/lib/i18n';
import { batchQueryUpdatesPerFrame, queryClient } from '@/lib/query-client';
import { prepareFormatters } from '@/lib/format';
import { startErrorReporting } from '@/lib/error-reporting';
import { setIdentityBase } from '@/lib/identity-base';
import { resolveLanguage } from '@/lib/language';
import { readPageSettings, setPageSettings } from '@/lib/page-settings';
import { localStore, storageKeys } from '@/lib/storage';
import { applyTheme, trackViewportHeight } from '@/lib/theme';
import { VersionCheck } from '@/lib/version-check';
import { whenIdle } from '@/lib/when-idle';
import './styles/global.css';

/**
 * Nothing is shown until the theme and the configuration are ready (product §1): the
 * settings come from the page, the configuration from the backend, then the language
 * is resolved, its texts loaded, and only then the app renders. The pages prerendered at
 * build time (sign-in, error pages) show before: the server writes the theme into the
 * document, and what depends on the configuration appears once React has taken over.
 */
async function bootstrap(): Promise<void> {
  batchQueryUpdatesPerFrame();
  const settings = readPageSettings();
  setPageSettings(settings);
  applyTheme(settings.theme);
  trackViewportHeight();

  // Calls refused for want of a second factor open the dialog, then run again (product §4).
  setSecondFactorHandler(requestSecondFactor);
  setLanguagePersister(async (language) => {
    const identity = queryClient.getQueryData<IdentityResponse>(identityKeys.current);
    if (identity && identity.user.language !== language) await updateLanguage(language);
  });
  configStore.onAddresses(({ api, auth }) => {
    setApiBase(api);
    setIdentityBase(auth);
  });
  // A sign-in page reads its own texts only; the others come when the visitor moves on.
  if (prerenderedPageOf(window.location.pathname)) startWithSignInTexts();
  const stored = localStore.get(storageKeys.language);
  if (stored) mirrorLanguageChoice(stored);
  const browser = { browserLanguages: navigator.languages, browserLanguage: navigator.language };
  // While the configuration loads: the texts of the language the visitor
  // will most likely get (the configuration's default can still differ) and of the
  // fallback, which is always read; then the page's modules (first: the browser opens
  // only a few connections at a time).
  const loadingConfig = configStore.ensureLoaded();
  const likelyLanguage = resolveLanguage({ stored, available: undefined, configDefault: undefined, ...browser });
  prefetchLocale(likelyLanguage);
  prefetchLocale(fallbackLanguage);
  preloadPageModules(window.location.pathname);
  setTimeout(() => prepareFormatters(likelyLanguage), 0);
  await loadingConfig;
  const pool = configStore.snapshot.pool;

  const loadingTexts = initI18n(
    resolveLanguage({
      stored,
      available: pool?.settings.available_languages,
      configDefault: pool?.settings.default_language,
      ...browser,
    }),
  );
  // The router runs the page's checks (session, role) while the texts load; the app
  // renders once both are there.
  const router = createAppRouter();
  await loadingTexts;

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

  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // A page the build prerendered (a sign-in or error page) is already shown: React takes
  // it over once the router has the same page ready.
  if (root.hasChildNodes()) {
    await whenInitialized(router);
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
  // The first version is read once the page is idle: on a first visit over HTTP/1.1 the
  // page's own calls need the few connections first.
  whenIdle(() => void versionCheck.start());
  // After first paint: the SDK is a chunk of its own, loaded when idle (product §9).
  startErrorReporting(settings);
}

void bootstrap();
