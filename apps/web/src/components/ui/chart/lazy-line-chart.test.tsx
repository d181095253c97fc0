import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyLineChart } from './lazy-line-chart';
import { installObserver } from '@/test/intersection-observer';

vi.mock('./line-chart', () => ({
  default: ({ height }: { height?: number }) => <div data-testid="uplot">{height}</div>,
}));

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
