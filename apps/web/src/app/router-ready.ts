import type { DataRouter } from 'react-router';

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
