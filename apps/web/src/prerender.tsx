import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter } from 'react-router';
import { fallbackLanguage, type Language } from '@pool/contract';
import { publicRoutes } from '@/app/public-routes';
import { whenInitialized } from '@/app/router-ready';
import { RouterRoot } from '@/app/router-root';

const missingTexts = new Set<string>();

/**
 * Renders a page that needs no session (a sign-in page, an error page) to HTML, as the
 * browser's first render of it will be (public-main.tsx): the same routes and texts, the pool's own
 * values (its name, languages, terms) left for after hydration (`useHydrated`). Run by
 * the build (`prerenderPlugin`), in Node. Names the texts it showed that `texts` lack.
 */
export async function renderPage(
  path: string,
  language: Language,
  texts: Record<Language, object>,
): Promise<{ html: string; missingTexts: string[] }> {
  missingTexts.clear();
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: fallbackLanguage,
      resources: Object.fromEntries(Object.entries(texts).map(([code, translation]) => [code, { translation }])),
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      // A text without a default of its own that the page's texts lack.
      saveMissing: true,
      missingKeyHandler: (_languages, _namespace, key, fallbackValue) => {
        if (fallbackValue === key) missingTexts.add(key);
      },
    });
  }
  await i18next.changeLanguage(language);
  // The loaders of the configuration gate and the sign-in area read the browser's state:
  // their answers (none) are given, so only the routes' modules load.
  const router = createMemoryRouter(publicRoutes, {
    initialEntries: [path],
    hydrationData: { loaderData: { gated: null, auth: null } },
  });
  await whenInitialized(router);
  const { prelude } = await prerender(
    <StrictMode>
      <RouterRoot router={router} />
    </StrictMode>,
  );
  router.dispose();
  return { html: await new Response(prelude).text(), missingTexts: [...missingTexts] };
}
