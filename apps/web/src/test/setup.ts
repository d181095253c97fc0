import { fireEvent } from '@testing-library/dom';
import { options } from 'preact';
import { installAutoFocus } from '@/lib/auto-focus';

installAutoFocus();

/**
 * The app runs on Preact's React compatibility layer, where a text field's `onChange`
 * listens to the `input` event a browser fires on every keystroke (React listens to both).
 * A test's `fireEvent.change` on a text field therefore fires `input` with the new value,
 * as typing does, then `change` on what the field holds after the app's re-render.
 */
const textEntry = (element: Document | Node | Element | Window) =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !/^(file|checkbox|radio)$/.test(element.type));

const fireChange = fireEvent.change;
fireEvent.change = (element, init) => {
  if (!textEntry(element)) return fireChange(element, init);
  fireEvent.input(element, init);
  return fireChange(element);
};

/**
 * Effects (`useEffect`) run right after a render, as React runs them, rather than after
 * the next animation frame as Preact does in a browser: tests with fake timers count time
 * to the millisecond, and there are no frames to wait for here.
 */
options.requestAnimationFrame = (flushEffects) => queueMicrotask(flushEffects);

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
