import { useSyncExternalStore } from "react";
// src/lib/use-hydrated.ts
var never = () => () => void 0;
/**
* False while React takes over a page prerendered at build time (its HTML was written
* without the pool's configuration and page settings), true from the render after: what
* only the browser knows (the pool's name, its languages, its terms' address) is shown
* then, so the first render matches the prerendered HTML.
*/
function useHydrated() {
	return useSyncExternalStore(never, () => true, () => false);
}
export { useHydrated as t };
