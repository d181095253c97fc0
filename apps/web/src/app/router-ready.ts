import { matchRoutes, type DataRouter, type RouteObject } from 'react-router';

/**
 * Resolves once the router has loaded the first page's modules and run its loaders: a
 * prerendered page is hydrated only then, so React's first render is the page itself (not
 * the fallback shown while loading) and matches the HTML.
 */
export function whenInitialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts loading the modules of the page at `path` (its routes' lazy parts) before the
 * router exists, while the configuration and the texts load: the router's
 * own imports of them then find them loaded. A module that fails here is imported again
 * by the router, which reports the failure.
 */
export function preloadPageModules(routes: RouteObject[], path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}
