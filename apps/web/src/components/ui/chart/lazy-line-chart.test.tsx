import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyLineChart } from './lazy-line-chart';

vi.mock('./line-chart', () => ({
  default: ({ height }: { height?: number }) => <div data-testid="uplot">{height}</div>,
}));

/** An IntersectionObserver the test moves: `report(true)` says the observed elements came near the screen. */
function installObserver() {
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

afterEach(cleanup);

/** A chart of no points: what is drawn does not matter here, only when. */
const emptyChart = {
  times: [],
  values: [],
  seriesLabel: 'Hashrate',
  formatAxisValues: () => [],
  formatAxisTime: String,
};

/** As the charts' callers do: a boundary for the time uPlot's file loads. */
const withBoundary = (chart: ReactNode) => render(<Suspense fallback={<p>loading</p>}>{chart}</Suspense>);

describe('LazyLineChart', () => {
  it('keeps the chart’s height and loads nothing until its place comes near the screen', async () => {
    const observer = installObserver();
    try {
      const { container } = withBoundary(<LazyLineChart {...emptyChart} />);
      expect(screen.queryByTestId('uplot')).toBeNull();
      expect((container.firstElementChild as HTMLElement).style.height).toBe('260px');
      expect(observer.options[0]?.rootMargin).toBe('0px 0px 100px 0px');
      observer.report(false);
      expect(screen.queryByTestId('uplot')).toBeNull();
      observer.report(true);
      expect((await screen.findByTestId('uplot')).textContent).toBe('');
    } finally {
      observer.restore();
    }
  });

  it('gives the chart the height it was given, on screen at once', async () => {
    withBoundary(<LazyLineChart {...emptyChart} height={220} />);
    expect((await screen.findByTestId('uplot')).textContent).toBe('220');
  });
});
