import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { publicRoutes } from '@/app/public-routes';
import { whenInitialized } from '@/app/router-ready';
import { RouterRoot } from '@/app/router-root';
import { loadConfiguration, startAfterFirstRender, startPage } from '@/app/start-page';

/**
 * The entry of the pages the build prerendered (the sign-in and error pages, already on
 * the screen): only their routes, without the query cache and the signed-in area, so a
 * first visit loads a fraction of the app's scripts. React takes the page over once the
 * router has it ready, so its first render is the page itself and matches the HTML. Where
 * the visitor moves on outside these pages (signed in, to the dashboard), the whole app
 * loads as a new document.
 */
async function bootstrap(): Promise<void> {
  const settings = startPage();
  const { texts } = await loadConfiguration(publicRoutes);
  const router = createBrowserRouter(publicRoutes);
  await texts;
  await whenInitialized(router);
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <RouterRoot router={router} />
    </StrictMode>,
  );
  startAfterFirstRender(router, settings);
}

void bootstrap();
