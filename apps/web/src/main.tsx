import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { configStore } from '@/features/config/config-store';
import { requestSecondFactor } from '@/features/auth/second-factor/second-factor-store';
import { setApiBase, setSecondFactorHandler } from '@/lib/api-client';
import type { IdentityResponse } from '@pool/contract';
import { identityKeys } from '@/features/session/api/keys';
import { updateLanguage } from '@/features/session/api/update-language';
import { initI18n, setLanguagePersister } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { installAutoFocus } from '@/lib/auto-focus';
import { startErrorReporting } from '@/lib/error-reporting';
import { setIdentityBase } from '@/lib/identity-base';
import { resolveLanguage } from '@/lib/language';
import { readPageSettings, setPageSettings } from '@/lib/page-settings';
import { localStore, storageKeys } from '@/lib/storage';
import { applyTheme, trackViewportHeight } from '@/lib/theme';
import { VersionCheck } from '@/lib/version-check';
import './styles/global.css';

/**
 * Nothing is shown until the theme and the configuration are ready (product §1): the
 * settings come from the page, the configuration from the backend, then the language
 * is resolved, its texts loaded, and only then the app renders.
 */
async function bootstrap(): Promise<void> {
  installAutoFocus();
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
  await configStore.ensureLoaded();
  const pool = configStore.snapshot.pool;

  await initI18n(
    resolveLanguage({
      stored: localStore.get(storageKeys.language),
      available: pool?.settings.available_languages,
      configDefault: pool?.settings.default_language,
      browserLanguages: navigator.languages,
      browserLanguage: navigator.language,
    }),
  );

  const versionCheck = new VersionCheck();
  void versionCheck.start();
  const router = createAppRouter();
  let lastPath = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === lastPath) return;
    lastPath = state.location.pathname;
    // A new deploy replaced the assets: load the new build now, at a page change.
    void versionCheck.check().then((result) => {
      if (result === 'changed') window.location.reload();
    });
  });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  // After first paint: the SDK is a chunk of its own, loaded when idle (product §9).
  startErrorReporting(settings);
}

void bootstrap();
