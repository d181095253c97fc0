/** An empty, busy page while the first route loads (no flash of the wrong content). */
export function BootFallback() {
  return <div aria-busy="true" />;
}
