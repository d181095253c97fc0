/** Product §9: lazy work runs when the browser is idle, at the latest after 500 ms. */
export function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 500 });
  else window.setTimeout(run, 500);
}
