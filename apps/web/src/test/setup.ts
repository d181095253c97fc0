/**
 * happy-dom lays nothing out, so its IntersectionObserver never sees an element on the
 * screen. Here every observed element is on the screen at once, as a page's first screen
 * is; a test of what waits for the screen installs its own (test/intersection-observer.ts).
 */
class OnScreenIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
globalThis.IntersectionObserver = OnScreenIntersectionObserver as unknown as typeof IntersectionObserver;
