import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '@/features/session/session';
import { resetWatcher } from '@/features/watchers/watcher-check';
import { jsonResponse, stubFetch } from '@/test/test-utils';
import { defaultPageSettings, setPageSettings } from '@/lib/page-settings';
import type { RouteHandle } from './public-routes';
import { routes } from './router';

function findRoute(path: string, tree: RouteObject[] = routes): RouteObject | undefined {
  for (const route of tree) {
    if (route.path === path) return route;
    const found = route.children && findRoute(path, route.children);
    if (found) return found;
  }
  return undefined;
}

/** Runs a route's loader for a URL and returns where it redirects (or null). */
async function redirectOf(path: string, url: string, params: Record<string, string> = {}): Promise<string | null> {
  const loader = findRoute(path)?.loader;
  if (typeof loader !== 'function') throw new Error(`no loader on ${path}`);
  const args = { request: new Request(`http://pool.test${url}`), params, context: {} } as LoaderFunctionArgs;
  try {
    const result: unknown = await loader(args);
    return result instanceof Response ? result.headers.get('Location') : null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('route table', () => {
  it.each([
    ['operator', '/operator?tab=1', '/?tab=1'],
    ['miner', '/miner', '/'],
    ['operator/customers', '/operator/customers?page=2', '/customers?page=2'],
  ])('legacy path %s redirects to its new place with the query', async (path, url, target) => {
    expect(await redirectOf(path, url)).toBe(target);
  });

  it.each([
    ['mining-report', 'mining_report_enabled'],
    ['tax-calculator', 'tax_calculator_enabled'],
  ] as const)('%s goes to main while %s is off and stays when it is on', async (path, flag) => {
    const base = { ...defaultPageSettings, mining_report_enabled: false, tax_calculator_enabled: false };
    setPageSettings(base);
    expect(await redirectOf(path, `/${path}`)).toBe('/');
    setPageSettings({ ...base, [flag]: true });
    expect(await redirectOf(path, `/${path}`)).toBeNull();
  });

  it('keeps the invite code of an invitation link until someone signs in, not for a signed-in user', async () => {
    refreshSession();
    stubFetch(() => jsonResponse({ error: { code: 401 } }, 401));
    await redirectOf('invitation', '/invitation?code=INV-42');
    expect(localStorage.getItem('pool.invite-code')).toBe('INV-42');
    localStorage.removeItem('pool.invite-code');
    refreshSession();
    stubFetch(() => jsonResponse({ id: 'session-1', active: true, identity: { id: 'user-1', traits: {} } }));
    await redirectOf('invitation', '/invitation?code=INV-43');
    expect(localStorage.getItem('pool.invite-code')).toBeNull();
    refreshSession();
  });

  it("guards every signed-in page but home, settings and the invitation with the server's menu, and the watch pages with their section", () => {
    const marked = (tree: RouteObject[], field: 'guardedPage' | 'menuItem'): string[] =>
      tree.flatMap((route) => [
        ...((route.handle as RouteHandle | undefined)?.[field] ? [route.path ?? ''] : []),
        ...(route.children ? marked(route.children, field) : []),
      ]);
    expect(marked(routes, 'guardedPage').sort()).toEqual(['payments', 'workers']);
    const main = routes[0]!.children!.find((route) => route.id === 'gated')!.children!.find((r) => r.id === 'main')!;
    const unguarded = main.children!.filter((route) => !(route.handle as RouteHandle | undefined)?.menuItem);
    expect(unguarded.map((route) => route.path ?? 'index')).toEqual(['index', 'invitation', 'settings/:section?']);
  });

  describe('watch area page guard (product §6)', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      resetWatcher();
    });

    const watcherWith = (sections: string[]) =>
      stubFetch(() =>
        jsonResponse({
          token: 'tok-0123456789abcdef',
          permissions: [{ id: 'w', type: 'miner', account_id: 'm1', account_name: 'rigs', role: 'viewer', sections }],
        }),
      );

    it('opens the pages the link grants and sends the others to the watch main page', async () => {
      const params = { watcherToken: 'tok-0123456789abcdef' };
      watcherWith(['section_workers_read']);
      expect(await redirectOf('watch/:watcherToken', '/watch/tok-0123456789abcdef/workers', params)).toBeNull();
      expect(await redirectOf('watch/:watcherToken', '/watch/tok-0123456789abcdef/payments', params)).toBe(
        '/watch/tok-0123456789abcdef',
      );
      resetWatcher();
      watcherWith(['section_workers_read', 'section_payments_read']);
      expect(await redirectOf('watch/:watcherToken', '/watch/tok-0123456789abcdef/payments', params)).toBeNull();
    });
  });
});
