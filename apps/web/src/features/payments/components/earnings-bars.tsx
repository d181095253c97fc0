import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartTheme, followContainerAndTheme } from '@/components/ui/chart/chart-theme';
import styles from './payments.module.css';

export interface EarningsBarsProps {
  /** Unix seconds of each pool day's start (00:00 UTC), oldest first. */
  days: readonly number[];
  /** Satoshi earned each day. */
  amounts: readonly number[];
  seriesLabel: string;
  formatAxisValue: (satoshi: number) => string;
  formatAxisDay: (seconds: number) => string;
  onHover: (index: number | undefined) => void;
  height: number;
}

const utc = (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC');

/**
 * A uPlot bar chart of one bar per pool day, its time axis in UTC (pool days are UTC days),
 * following its container's width and the theme. Decorative for assistive technology: the
 * caller gives the summary and the data table.
 */
export function EarningsBars({
  days,
  amounts,
  seriesLabel,
  formatAxisValue,
  formatAxisDay,
  onHover,
  height,
}: EarningsBarsProps) {
  const container = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  // Formatters change with the language; the axes read the current ones through a ref.
  const current = useRef({ formatAxisValue, formatAxisDay, onHover });
  const data = useRef<uPlot.AlignedData>([[], []]);
  useEffect(() => {
    current.current = { formatAxisValue, formatAxisDay, onHover };
    data.current = [days as number[], amounts as number[]];
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const build = () => {
      plot.current?.destroy();
      const { colours, axis } = chartTheme(element);
      plot.current = new uPlot(
        {
          width: Math.max(element.clientWidth, 200),
          height,
          legend: { show: false },
          tzDate: utc,
          cursor: { drag: { x: false, y: false }, points: { show: false } },
          // Half a day of room on each side, so the first and last bars are whole.
          scales: {
            x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] },
            y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] },
          },
          axes: [
            // A tick every 60 px at least: five or six dates across a phone.
            { ...axis, space: 60, values: (_u, ticks) => ticks.map((tick) => current.current.formatAxisDay(tick)) },
            { ...axis, size: 72, values: (_u, ticks) => ticks.map((tick) => current.current.formatAxisValue(tick)) },
          ],
          series: [
            {},
            {
              label: seriesLabel,
              stroke: colours.line,
              fill: colours.line,
              width: 0,
              points: { show: false },
              paths: uPlot.paths.bars!({ size: [0.7, 48], align: 0 }),
            },
          ],
          hooks: {
            setCursor: [
              (u) => {
                const index = u.cursor.idx;
                current.current.onHover(index === null || index === undefined ? undefined : index);
              },
            ],
          },
        },
        data.current,
        element,
      );
    };
    return followContainerAndTheme(element, plot, height, build);
  }, [height, seriesLabel]);

  useEffect(() => {
    plot.current?.setData([days as number[], amounts as number[]]);
  }, [days, amounts]);

  return <div ref={container} className={styles.chartCanvas} onMouseLeave={() => onHover(undefined)} />;
}

export default EarningsBars;
