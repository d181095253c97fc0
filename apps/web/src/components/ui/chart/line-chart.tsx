import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './chart.module.css';

export interface LineChartProps {
  /** Unix seconds, oldest first. */
  times: readonly number[];
  values: readonly number[];
  /** The series name (shown nowhere visually; uPlot needs one). */
  seriesLabel: string;
  /** Formats the y-axis ticks; gets every tick so they can share one unit. */
  formatAxisValues: (ticks: number[]) => string[];
  formatAxisTime: (seconds: number) => string;
  /** The least room between two time ticks, in px: long labels (with a date) need more. */
  timeTickSpace?: number;
  /** Called with the point under the cursor (or undefined when it leaves), for the readout. */
  onHover?: (index: number | undefined) => void;
  height?: number;
}

/** Reads the theme's colours from the CSS variables of global.css. */
function themeColours(element: Element) {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    line: read('--brand', '#435fff'),
    text: read('--text-muted', '#4b5563'),
    grid: read('--border', '#e3e7f0'),
  };
}

/** `#rrggbb` with an alpha; anything else is left to the canvas without a fill. */
function withAlpha(colour: string, alpha: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(colour);
  if (!match) return 'transparent';
  const value = Number.parseInt(match[1]!, 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

/**
 * A uPlot area chart of one series that follows its container's width and the theme.
 * Decorative for assistive technology: callers give the summary and the data table.
 */
export function LineChart({
  times,
  values,
  seriesLabel,
  formatAxisValues,
  formatAxisTime,
  onHover,
  height = 260,
  timeTickSpace = 80,
}: LineChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  // Formatters change with the language; the axes read the current ones through refs.
  const formatters = useRef({ formatAxisValues, formatAxisTime, onHover });
  const data = useRef<uPlot.AlignedData>([[], []]);
  // Declared before the effect that builds the chart, so a build sees the current props.
  useEffect(() => {
    formatters.current = { formatAxisValues, formatAxisTime, onHover };
    data.current = [times as number[], values as number[]];
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const build = () => {
      plot.current?.destroy();
      const colours = themeColours(element);
      const axis = {
        stroke: colours.text,
        grid: { stroke: colours.grid, width: 1 },
        ticks: { stroke: colours.grid, width: 1 },
        font: '12px system-ui, sans-serif',
      };
      const options: uPlot.Options = {
        width: Math.max(element.clientWidth, 200),
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 8 } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] } },
        axes: [
          {
            ...axis,
            space: timeTickSpace,
            values: (_u, ticks) => ticks.map((tick) => formatters.current.formatAxisTime(tick)),
          },
          {
            ...axis,
            size: 84,
            values: (_u, ticks) => formatters.current.formatAxisValues(ticks),
          },
        ],
        series: [
          {},
          {
            label: seriesLabel,
            stroke: colours.line,
            width: 2,
            fill: withAlpha(colours.line, 0.16),
            points: { show: false },
          },
        ],
        hooks: {
          setCursor: [
            (u) => {
              const index = u.cursor.idx;
              formatters.current.onHover?.(index === null || index === undefined ? undefined : index);
            },
          ],
        },
      };
      plot.current = new uPlot(options, data.current, element);
    };
    build();
    const resize = new ResizeObserver(() => {
      plot.current?.setSize({ width: Math.max(element.clientWidth, 200), height });
    });
    resize.observe(element);
    // The theme is an attribute on <html>; a change rebuilds the chart in the new colours.
    const theme = new MutationObserver(build);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [height, seriesLabel, timeTickSpace]);

  useEffect(() => {
    plot.current?.setData([times as number[], values as number[]]);
  }, [times, values]);

  return <div ref={container} className={styles.canvas} onMouseLeave={() => onHover?.(undefined)} />;
}

export default LineChart;
