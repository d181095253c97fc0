import {
  createBrowserRouter,
  data,
  matchRoutes,
  redirect,
  redirectDocument,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { Permission, PoolPageSettings } from '@pool/contract';
import { accountQueryOptions } from '@/features/monitoring/api/get-account';
import { accountStatsQueryOptions } from '@/features/monitoring/api/get-account-stats';
import { checkSession, signInPathFor, withReturnTo } from '@/features/session/session';
import { activePermissionOf } from '@/features/session/active-permission';
import { menuOf } from '@/features/session/navigation';
import { homePathOf } from '@/features/session/permissions';
import { canOpenPage } from '@/lib/access';
import { accountOf } from '@/lib/account';
import { ApiError } from '@/lib/api-client';
import { getPageSettings } from '@/lib/page-settings';
import { queryClient } from '@/lib/query-client';
import { localStore, storageKeys } from '@/lib/storage';
import { RootLayout } from './root-layout';
import { NotFoundPage } from './errors/error-page';
import {
  authAreaLoader,
  errorPages,
  gatedRoute,
  page,
  rootRoute,
  signInPages,
  type RouteHandle,
} from './public-routes';
import { watchRouteId, type WatchAreaData } from './watch-area';

/** The guards that parse answers with the contract's schemas, loaded when one runs. */
const schemaGuards = () => import('./schema-guards');

/**
 * The main area needs a session and an identity (product §2). A promo-code or referral
 * link to main goes to registration with every query parameter kept.
 */
async function mainAreaLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const promoCode = url.pathname === '/' ? url.searchParams.get('promocode') : null;
  if (promoCode !== null || (url.pathname === '/' && url.searchParams.has('ref'))) {
    // A promo code is kept until the first miner account exists (/auth/name applies it), wherever registration leads.
    if (promoCode?.trim()) localStore.set(storageKeys.promoCode, promoCode.trim());
    throw redirect(`/auth/registration${url.search}`);
  }
  // Loaded while the session is checked, not after; a failure surfaces below.
  const guards = schemaGuards();
  guards.catch(() => undefined);
  const session = await checkSession();
  // The second factor is asked for by the identity service's own flow: a document navigation.
  if (session.kind === 'aal2_required') throw redirectDocument(withReturnTo(session.redirectTo, request.url));
  if (session.kind === 'anonymous') throw redirect(signInPathFor(url));
  const { checkRole } = await guards;
  const role = await checkRole();
  if (role.kind === 'failed') throw redirect(`/auth/login${url.search}`);
  // Someone without an account yet may be on their way in through an invitation.
  if (role.kind === 'no-permissions' && url.pathname !== '/invitation') throw redirect(`/auth/name${url.search}`);
  if (role.kind === 'no-permissions') return null;
  const active = activePermissionOf(role.identity.permissions);
  // The root is the dashboard; an account whose home is elsewhere (the platform's area) goes there.
  if (active && url.pathname === '/' && homePathOf(active) !== '/') throw redirect(homePathOf(active));
  // Product §6 page guard, from the server's policy: a page the account's menu does not offer goes home.
  const item = handleOf(url, 'menuItem');
  if (item && !menuOf(role.identity, active).includes(item)) throw redirect(active ? homePathOf(active) : '/');
  if (url.pathname === '/') await dashboardFirstReads(active);
  return null;
}

/**
 * The dashboard shows once its account's record and stats have answered (the document asked
 * for both with the scripts, so they are usually there): whether the account has workers
 * decides what leads the page (the first rig's instructions, or the figures), and a card
 * put above the others after the first render would push them all down. Asked only once
 * the session and the identity are known. A failed read leaves its card to say so.
 */
async function dashboardFirstReads(permission: Permission | undefined): Promise<void> {
  const account = accountOf(permission);
  if (!account) return;
  await Promise.all([
    queryClient.ensureQueryData(accountQueryOptions(account)),
    queryClient.ensureQueryData(accountStatsQueryOptions(account)),
  ]).catch(() => undefined);
}

/** What the route this navigation opens says of itself (its innermost handle with the field), if anything. */
function handleOf<Field extends keyof RouteHandle>(url: URL, field: Field): RouteHandle[Field] | undefined {
  return matchRoutes(routes, url)
    ?.map((match) => (match.route.handle as RouteHandle | undefined)?.[field])
    .findLast(Boolean);
}

/** Pages that change a signed-in user's account (a settings flow): sign in first. */
async function signedInLoader({ request }: LoaderFunctionArgs) {
  const session = await checkSession();
  if (session.kind === 'aal2_required') throw redirectDocument(withReturnTo(session.redirectTo, request.url));
  if (session.kind === 'anonymous') throw redirect(signInPathFor(new URL(request.url)));
  return null;
}

type FeatureFlag = keyof Pick<PoolPageSettings, 'mining_report_enabled' | 'tax_calculator_enabled'>;

/** Product §2: a feature route whose flag is off goes to main. */
function featureLoader(flag: FeatureFlag) {
  return () => {
    if (!getPageSettings()[flag]) throw redirect('/');
    return null;
  };
}

/**
 * Product §4: the invite code is kept until an identity exists, for someone who still has to
 * sign in or register (the role check accepts it then). A signed-in user sees the offer
 * on the page and accepts it there.
 */
async function invitationLoader({ request }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get('code');
  if (code && (await checkSession()).kind === 'anonymous') localStore.set(storageKeys.inviteCode, code);
  return null;
}

/**
 * Product §2: watcher links check the token first; an unknown token is a 404. The watch
 * pages read what it opens. The page guard of product §6 holds here too: a page the link
 * does not open goes to the watch area's main page.
 */
async function watcherLoader({ params, request }: LoaderFunctionArgs): Promise<WatchAreaData> {
  const { checkWatcherToken } = await schemaGuards();
  let watcher: WatchAreaData['watcher'];
  try {
    watcher = await checkWatcherToken(params.watcherToken ?? '');
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
  const guarded = handleOf(new URL(request.url), 'guardedPage');
  const permission = watcher.permissions[0];
  if (guarded && !canOpenPage(permission, guarded)) {
    throw redirect(`/watch/${encodeURIComponent(params.watcherToken ?? '')}`);
  }
  return { watcher };
}

/** The operator hub exists only for a known operator: an unknown one is a 404. */
async function operatorHubLoader({ params }: LoaderFunctionArgs) {
  const { lookupOperatorQueryOptions } = await schemaGuards();
  try {
    await queryClient.ensureQueryData(lookupOperatorQueryOptions(params.operatorId ?? ''));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  return null;
}

/** Keeps the query string on a legacy redirect. */
function legacyRedirect(path: string, to: string): RouteObject {
  return { path, loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`), element: null };
}

export const routes: RouteObject[] = [
  {
    ...rootRoute,
    element: <RootLayout />,
    children: [
      ...errorPages,
      legacyRedirect('operator', '/'),
      legacyRedirect('miner', '/'),
      legacyRedirect('operator/customers', '/customers'),
      {
        ...gatedRoute,
        children: [
          {
            id: 'main',
            loader: mainAreaLoader,
            lazy: () => import('./layouts/main-layout'),
            children: [
              page(undefined, () => import('./routes/dashboard')),
              page('workers', () => import('./routes/workers'), { menuItem: 'workers' }),
              page('payments', () => import('./routes/payments'), { menuItem: 'payments' }),
              page('fee-income', () => import('./routes/fee-income'), { menuItem: 'fee_income' }),
              page('transfers', () => import('./routes/transfers'), { menuItem: 'transfers' }),
              page('referrals', () => import('./routes/referrals'), { menuItem: 'referrals' }),
              page('access-control', () => import('./routes/access-control'), { menuItem: 'access_control' }),
              page('customers', () => import('./routes/customers'), { menuItem: 'customers' }),
              page('customers/create-customer', () => import('./routes/create-customer'), {
                menuItem: 'create_customer',
              }),
              page('customers/create-sub', () => import('./routes/create-sub'), { menuItem: 'create_sub_account' }),
              page('customers/:id', () => import('./routes/customer'), { menuItem: 'customers' }),
              page('customers/:id/settings', () => import('./routes/customer-settings'), { menuItem: 'customers' }),
              page('customers/:id/payments', () => import('./routes/customer-payments'), { menuItem: 'customers' }),
              page('profit-sharing', () => import('./routes/profit-sharing'), { menuItem: 'profit_sharing' }),
              page('platform', () => import('./routes/platform-rewards'), { menuItem: 'platform_rewards' }),
              page('platform/payouts', () => import('./routes/platform-payouts'), { menuItem: 'platform_payouts' }),
              page('platform/unallocated', () => import('./routes/platform-unallocated'), {
                menuItem: 'platform_unallocated',
              }),
              page('users', () => import('./routes/users'), { menuItem: 'users' }),
              page('users/:id', () => import('./routes/user'), { menuItem: 'users' }),
              page('removal-requests', () => import('./routes/removal-requests'), { menuItem: 'removal_requests' }),
              page('summary', () => import('./routes/accounts-summary'), { menuItem: 'accounts_summary' }),
              { path: 'invitation', loader: invitationLoader, lazy: () => import('./routes/invitation') },
              page('settings/:section?', () => import('./routes/settings')),
              {
                path: 'tax-calculator',
                loader: featureLoader('tax_calculator_enabled'),
                lazy: () => import('./routes/tax-calculator'),
                handle: { menuItem: 'tax_calculator' } satisfies RouteHandle,
              },
              {
                path: 'mining-report',
                loader: featureLoader('mining_report_enabled'),
                lazy: () => import('./routes/mining-report'),
                handle: { menuItem: 'mining_report' } satisfies RouteHandle,
              },
              page('promocodes', () => import('./routes/promocodes'), { menuItem: 'promocodes' }),
              page('promocodes/create', () => import('./routes/promocode-create'), { menuItem: 'create_promocode' }),
              page('promocodes/:id', () => import('./routes/promocode-edit'), { menuItem: 'promocodes' }),
            ],
          },
          {
            id: 'auth',
            path: 'auth',
            loader: authAreaLoader,
            lazy: () => import('./layouts/public-layout'),
            children: [
              ...signInPages,
              { path: 'password', loader: signedInLoader, lazy: () => import('./routes/auth-password') },
              page('name', () => import('./routes/auth-name')),
            ],
          },
          {
            lazy: () => import('./layouts/public-layout'),
            children: [
              page('faq', () => import('./routes/faq'), { wide: true }),
              { path: ':operatorId/auth', loader: operatorHubLoader, lazy: () => import('./routes/operator-auth') },
            ],
          },
          {
            id: watchRouteId,
            path: 'watch/:watcherToken',
            loader: watcherLoader,
            lazy: () => import('./layouts/watch-layout'),
            children: [
              page(undefined, () => import('./routes/watch-dashboard'), {}),
              page('workers', () => import('./routes/watch-workers'), { guardedPage: 'workers' }),
              page('payments', () => import('./routes/watch-payments'), { guardedPage: 'payments' }),
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
