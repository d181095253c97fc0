import { data, redirectDocument, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { MenuItem } from '@pool/contract';
import { configStore } from '@/features/config/config-store';
import type { GuardedPage } from '@/features/session/permissions';
import { loadTextsFor, textsPendingFor } from '@/lib/i18n';
import { localStore, storageKeys } from '@/lib/storage';
import { BootFallback } from './boot-fallback';
import { InternalErrorPage, NotFoundPage } from './errors/error-page';
import { RouteErrorBoundary, type InternalErrorData } from './errors/route-error-boundary';

/**
 * Product §2 configuration gate: every gated route waits for the configuration or raises a
 * 500. A page outside the area of texts the app opened with (a sign-in page's, the
 * dashboard's) also waits for every text.
 */
export async function configGate({ request }: LoaderFunctionArgs) {
  const texts = loadTextsFor(new URL(request.url).pathname);
  const result = await configStore.gate();
  if (result.kind === 'fail') throw data<InternalErrorData>({ reason: result.reason }, { status: 500 });
  await texts;
  return null;
}

/**
 * The sign-in pages keep a referral code (`?ref=`) until the newcomer's first account is
 * made at /auth/name: registration, e-mail verification and sign-in may lose the query.
 */
export function authAreaLoader({ request }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get('ref');
  if (code) localStore.set(storageKeys.referralCode, code);
  return null;
}

/** Pages behind the page guard of product §6; the guard reads this from the route's handle. */
export interface RouteHandle {
  /** A watch-area page: opened only when the watcher link's sections open it. */
  guardedPage?: GuardedPage;
  /** A signed-in page: opened only when the server's menu of the active account offers it. */
  menuItem?: MenuItem;
  /** A page to read in the public layout (the FAQ): a wider card than the sign-in forms'. */
  wide?: boolean;
}

export function page(path: string | undefined, load: () => Promise<object>, handle?: RouteHandle): RouteObject {
  return path === undefined ? { index: true, lazy: load, handle } : { path, lazy: load, handle };
}

/** The sign-in area's pages that the build prerenders (`prerenderedPagePaths`). */
export const signInPages: RouteObject[] = [
  page(undefined, () => import('./routes/auth-login')),
  page('login', () => import('./routes/auth-login')),
  page('registration', () => import('./routes/auth-registration')),
  page('recovery', () => import('./routes/auth-recovery')),
  page('verification', () => import('./routes/auth-verification')),
];

export const errorPages: RouteObject[] = [
  { path: '404', element: <NotFoundPage /> },
  { path: '500', element: <InternalErrorPage /> },
];

/** The root route of both route trees: the error boundary, and nothing shown until the first route's loaders are done. */
export const rootRoute = {
  id: 'root',
  errorElement: <RouteErrorBoundary />,
  HydrateFallback: BootFallback,
} satisfies RouteObject;

export const gatedRoute = {
  id: 'gated',
  loader: configGate,
  // The router runs a loader it already ran only when the address's parameters change: a
  // move from the dashboard to a page whose texts are not in yet must wait for them here.
  shouldRevalidate: ({ nextUrl, defaultShouldRevalidate }) =>
    defaultShouldRevalidate || textsPendingFor(nextUrl.pathname),
  errorElement: <RouteErrorBoundary />,
} satisfies RouteObject;

/**
 * The routes of the prerendered pages only (public-main.tsx): the sign-in area and the error
 * pages, without the signed-in area's loaders, query cache and pages. Any other address the
 * visitor moves on to is loaded as a document, which brings the whole app.
 */
export const publicRoutes: RouteObject[] = [
  {
    ...rootRoute,
    children: [
      ...errorPages,
      {
        ...gatedRoute,
        children: [
          {
            id: 'auth',
            path: 'auth',
            loader: authAreaLoader,
            lazy: () => import('./layouts/public-layout'),
            children: signInPages,
          },
        ],
      },
      { path: '*', loader: ({ request }) => redirectDocument(request.url) },
    ],
  },
];
