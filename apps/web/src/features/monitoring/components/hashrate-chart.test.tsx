import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChartResponse, ChartStatus } from '@pool/contract';
import en from '../../../../public/static/locales/en.json';
import { createEnglishI18n } from '@/test/render';
import { chartStatusMessageKeys } from '../chart-data';
import { HashrateChart, type ChartQueryState } from './hashrate-chart';

// uPlot needs a real canvas; the lazy chart is replaced by a marker that shows what it got.
vi.mock('@/components/ui/chart/line-chart', () => ({
  default: ({
    values,
    formatAxisValues,
    valueScale,
    secondary,
  }: {
    values: number[];
    formatAxisValues: (ticks: number[]) => string[];
    valueScale?: { ticks: number[] };
    secondary?: {
      values: (number | null)[];
      scale: { ticks: number[] };
      formatAxisValues: (ticks: number[]) => string[];
    };
  }) => (
    <div data-testid="uplot" data-axis={formatAxisValues(valueScale?.ticks ?? []).join(' | ')}>
      {formatAxisValues(values).join(' | ')}
      {secondary ? (
        <span data-testid="rejects">{secondary.formatAxisValues(secondary.scale.ticks).join(' | ')}</span>
      ) : null}
    </div>
  ),
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createEnglishI18n();
});
afterEach(cleanup);

const points = [
  { time: '2026-11-20T10:00:00Z', hash_rate: 1e15, reject_pct: 0.5 },
  { time: '2026-11-20T10:20:00Z', hash_rate: 2e15, reject_pct: null },
  { time: '2026-11-20T10:40:00Z', hash_rate: 3e15, reject_pct: 2 },
];
const chart = (status: ChartStatus, withPoints = true): ChartResponse => ({
  period: 'P1D',
  status,
  points: withPoints ? points : [],
});
const state = (partial: Partial<ChartQueryState>): ChartQueryState => ({
  data: undefined,
  isPending: false,
  isError: false,
  refetch: vi.fn(),
  ...partial,
});

function renderChart(query: ChartQueryState, onPeriodChange = vi.fn(), subject?: 'account' | 'worker') {
  render(
    <I18nextProvider i18n={i18n}>
      <HashrateChart query={query} period="P1D" onPeriodChange={onPeriodChange} subject={subject} />
    </I18nextProvider>,
  );
  return onPeriodChange;
}

describe('HashrateChart', () => {
  it('has a message in en.json for every chart state but ok', () => {
    const texts = en.monitoring.chart.status as Record<string, string>;
    expect(Object.values(chartStatusMessageKeys).map((key) => texts[key.split('.').at(-1)!])).toEqual([
      'Collecting data, the chart will be ready in 15 minutes',
      'All workers have been unavailable for over an hour',
      'No data for over 7 days',
      'No data yet: connect your first worker',
    ]);
  });

  it.each([
    ['collecting', 'Collecting data, the chart will be ready in 15 minutes'],
    ['unavailable', 'All workers have been unavailable for over an hour'],
    ['stale', 'No data for over 7 days'],
    ['nodata', 'No data yet: connect your first worker'],
  ] as const)('shows the %s message', (status, text) => {
    renderChart(state({ data: chart(status, status !== 'nodata') }));
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it.each([
    ['collecting', "Collecting this worker's data, the chart will be ready in 15 minutes"],
    ['unavailable', 'This worker has been unavailable for over an hour'],
    ['stale', 'No data from this worker for over 7 days'],
    ['nodata', 'No data from this worker yet'],
  ] as const)("says the %s state of one worker's chart of that worker", (status, text) => {
    renderChart(state({ data: chart(status, status !== 'nodata') }), vi.fn(), 'worker');
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('draws no chart while collecting or without data', async () => {
    renderChart(state({ data: chart('collecting') }));
    await Promise.resolve();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('draws the chart with an accessible summary and a data table when ok', async () => {
    renderChart(state({ data: chart('ok') }));
    expect(screen.queryByRole('status')).toBeNull();
    const figure = screen.getByRole('img');
    expect(figure.getAttribute('aria-label')).toBe(
      'Hashrate chart, last 1 day: average 2.00 PH/s, peak 3.00 PH/s, latest 3.00 PH/s',
    );
    const table = screen.getByRole('table', { name: 'Hashrate by time, last 1 day' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('1.00 PH/s')).toBeTruthy();
    // The axis gets one unit for every tick.
    expect((await screen.findByTestId('uplot')).textContent).toBe('1 PH/s | 2 PH/s | 3 PH/s');
  });

  it('labels a y-axis fitted to the data with short round ticks in one unit', async () => {
    renderChart(
      state({
        data: {
          ...chart('ok'),
          points: points.map((point, index) => ({ ...point, hash_rate: 60.2e15 + index * 0.3e15 })),
        },
      }),
    );
    const axis = (await screen.findByTestId('uplot')).getAttribute('data-axis')!.split(' | ');
    expect(axis.length).toBeGreaterThanOrEqual(3);
    expect(axis[0]).not.toBe('0 PH/s');
    for (const label of axis) expect(label).toMatch(/^\d+(\.\d)? PH\/s$/);
  });

  it('adds the rejected rate on its own axis when asked, and lists it in the data table', async () => {
    renderChart(state({ data: chart('ok') }));
    await screen.findByTestId('uplot');
    expect(screen.queryByTestId('rejects')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show rejected rate' }));
    expect((await screen.findByTestId('rejects')).textContent).toMatch(/^0% \| .*%$/);
    expect(screen.getByText(/Rejected 2%/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Hashrate by time, last 1 day' });
    expect(within(table).getByText('0.5%')).toBeTruthy();
    expect(within(table).getByText('—')).toBeTruthy();
  });

  it('shows a skeleton while loading and an error with a retry', () => {
    renderChart(state({ isPending: true }));
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    cleanup();
    const refetch = vi.fn();
    renderChart(state({ isError: true, refetch }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load the chart.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('switches between the six periods with tabs, 30 and 90 days included', () => {
    const onPeriodChange = renderChart(state({ data: chart('ok') }));
    const tabs = within(screen.getByRole('tablist', { name: 'Chart period' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['15 min', '1 hour', '1 day', '7 days', '30 days', '90 days']);
    expect(tabs[2]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tabs[3]!);
    expect(onPeriodChange).toHaveBeenCalledWith('P1W');
    fireEvent.click(tabs[5]!);
    expect(onPeriodChange).toHaveBeenCalledWith('P90D');
  });
});
