import { act } from '@testing-library/react';

/**
 * An IntersectionObserver the test moves, in place of the setup's on-screen one:
 * `report(true)` says the observed elements came near the screen, `options` holds what each
 * observer was made with. `restore()` puts the setup's back.
 */
export function installObserver() {
  const observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  const original = globalThis.IntersectionObserver;
  const options: (IntersectionObserverInit | undefined)[] = [];
  globalThis.IntersectionObserver = class {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
      this.entry = { callback, targets: [] };
      observed.push(this.entry);
      options.push(init);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback, targets } of observed)
        if (targets.length)
          callback(
            targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
    });
  return { options, report, restore: () => (globalThis.IntersectionObserver = original) };
}
