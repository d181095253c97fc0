import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defaultPageSettings, setPageSettings } from '@/lib/page-settings';
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
async function redirectOf(path: string, url: string): Promise<string | null> {
  const loader = findRoute(path)?.loader;
  if (typeof loader !== 'function') throw new Error(`no loader on ${path}`);
  const args = { request: new Request(`http://pool.test${url}`), params: {}, context: {} } as LoaderFunctionArgs;
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

  it('keeps the invite code from an invitation link', async () => {
    await redirectOf('invitation', '/invitation?code=INV-42');
    expect(localStorage.getItem('pool.invite-code')).toBe('INV-42');
  });

  it('marks the section-guarded pages of spec §6 in both areas', () => {
    const guarded = (tree: RouteObject[]): string[] =>
      tree.flatMap((route) => [
        ...((route.handle as { guardedPage?: string } | undefined)?.guardedPage ? [route.path ?? ''] : []),
        ...(route.children ? guarded(route.children) : []),
      ]);
    expect(guarded(routes).sort()).toEqual(
      ['access-control', 'payments', 'payments', 'referrals', 'transfers', 'workers', 'workers'].sort(),
    );
  });
});
