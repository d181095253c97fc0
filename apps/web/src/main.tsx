import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { IdentityResponse } from '@pool/contract';
import { App } from '@/app/app';
import { createAppRouter, routes } from '@/app/router';
import { loadConfiguration, startAfterFirstRender, startPage } from '@/app/start-page';
import { requestSecondFactor } from '@/features/auth/second-factor/second-factor-store';
import { identityKeys } from '@/features/session/api/keys';
import { updateLanguage } from '@/features/session/api/update-language';
import { setSecondFactorHandler } from '@/lib/api-client';
import { setLanguagePersister } from '@/lib/i18n';
import { batchQueryUpdatesPerFrame, queryClient } from '@/lib/query-client';

/**
 * The whole app. Nothing is shown until the theme and the configuration are ready (product
 * §1): the settings come from the page, the configuration from the backend, then the
 * language is resolved, its texts loaded, and only then the app renders. The pages the
 * build prerendered come with an entry of their own (public-main.tsx).
 */
async function bootstrap(): Promise<void> {
  batchQueryUpdatesPerFrame();
  const settings = startPage();
  // Calls refused for want of a second factor open the dialog, then run again (product §4).
  setSecondFactorHandler(requestSecondFactor);
  setLanguagePersister(async (language) => {
    const identity = queryClient.getQueryData<IdentityResponse>(identityKeys.current);
    if (identity && identity.user.language !== language) await updateLanguage(language);
  });
  const { texts } = await loadConfiguration(routes);
  // The router runs the page's checks (session, role) while the texts load; the app
  // renders once both are there.
  const router = createAppRouter();
  await texts;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  startAfterFirstRender(router, settings);
}

void bootstrap();
