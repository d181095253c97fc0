import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React takes over a page prerendered at build time (its HTML was written
 * without the pool's configuration and page settings), true from the render after: what
 * only the browser knows (the pool's name, its languages, its terms' address) is shown
 * then, so the first render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
