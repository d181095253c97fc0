import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { defaultChartHeight } from './chart-size';
import { chartTheme, followContainerAndTheme } from './chart-theme';
import styles from './chart.module.css';

/** A fixed value axis: its bounds and the ticks to label (see lib/chart-scale). */
export interface AxisScale {
  min: number;
  max: number;
  ticks: number[];
}

/** A second series on its own axis at the right, drawn as a thin line; gaps where null. */
export interface SecondarySeries {
  values: readonly (number | null)[];
  label: string;
  scale: AxisScale;
  formatAxisValues: (ticks: number[]) => string[];
}

export interface LineChartProps {
  /** Unix seconds, oldest first. */
  times: readonly number[];
  values: readonly number[];
  /** The value axis; without it the axis runs from zero to a little above the largest value. */
  valueScale?: AxisScale;
  /** Where the time ticks go: (first, last, plot width in px) → unix seconds. Without it uPlot chooses. */
  timeSplits?: (start: number, end: number, widthPx: number) => number[];
  secondary?: SecondarySeries;
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
  height = defaultChartHeight,
  timeTickSpace = 80,
  valueScale,
  timeSplits,
  secondary,
}: LineChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  // Formatters change with the language; the axes read the current ones through refs.
  const formatters = useRef({ formatAxisValues, formatAxisTime, onHover, valueScale, timeSplits, secondary });
  const data = useRef<uPlot.AlignedData>([[], []]);
  const aligned = (): uPlot.AlignedData =>
    secondary
      ? [times as number[], values as number[], secondary.values as (number | null)[]]
      : [times as number[], values as number[]];
  // Declared before the effect that builds the chart, so a build sees the current props.
  useEffect(() => {
    formatters.current = { formatAxisValues, formatAxisTime, onHover, valueScale, timeSplits, secondary };
    data.current = aligned();
  });
  const hasSecondary = Boolean(secondary);
  const secondaryLabel = secondary?.label;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const build = () => {
      plot.current?.destroy();
      const { colours, axis } = chartTheme(element);
      /** The longest tick label in px, so the axis is as wide as its labels and never cuts one. */
      const labelsWidth = (u: uPlot, labels: string[] | null) => {
        // uPlot scales its fonts, not the context: a 12px measure is in CSS px.
        u.ctx.font = axis.font;
        const widest = Math.max(0, ...(labels ?? []).map((label) => u.ctx.measureText(label).width));
        return Math.ceil(widest) + 16;
      };
      const current = () => formatters.current;
      const options: uPlot.Options = {
        width: Math.max(element.clientWidth, 200),
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 8 } },
        scales: {
          x: { time: true },
          y: {
            range: (_u, _min, max) => {
              const scale = current().valueScale;
              return scale ? [scale.min, scale.max] : [0, max > 0 ? max * 1.15 : 1];
            },
          },
          ...(hasSecondary
            ? { secondary: { range: (): uPlot.Range.MinMax => [0, current().secondary?.scale.max ?? 1] } }
            : {}),
        },
        axes: [
          {
            ...axis,
            space: timeTickSpace,
            ...(timeSplits
              ? {
                  splits: (u: uPlot, _index: number, min: number, max: number) =>
                    current().timeSplits?.(min, max, u.bbox.width / uPlot.pxRatio) ?? [],
                }
              : {}),
            values: (_u, ticks) => ticks.map((tick) => current().formatAxisTime(tick)),
          },
          {
            ...axis,
            // Sized by its labels: a fixed width would cut long ones such as "0.03000000 BTC".
            size: (u, labels) => labelsWidth(u, labels),
            ...(valueScale ? { splits: () => current().valueScale?.ticks ?? [] } : {}),
            values: (_u, ticks) => current().formatAxisValues(ticks),
          },
          ...(hasSecondary
            ? [
                {
                  ...axis,
                  scale: 'secondary',
                  side: 1,
                  stroke: colours.secondary,
                  grid: { show: false },
                  size: (u: uPlot, labels: string[] | null) => labelsWidth(u, labels),
                  splits: () => current().secondary?.scale.ticks ?? [],
                  values: (_u: uPlot, ticks: number[]) => current().secondary?.formatAxisValues(ticks) ?? [],
                },
              ]
            : []),
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
          ...(hasSecondary
            ? [
                {
                  label: secondaryLabel,
                  scale: 'secondary',
                  stroke: colours.secondary,
                  width: 1.5,
                  dash: [4, 3],
                  points: { show: false },
                },
              ]
            : []),
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
    return followContainerAndTheme(element, plot, height, build);
    // Whether there is a value scale or time splits is fixed per chart; their contents are read through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [height, seriesLabel, timeTickSpace, hasSecondary, secondaryLabel]);

  useEffect(() => {
    plot.current?.setData(aligned());
    // The scales read the current props through the ref; setData redraws with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [times, values, secondary?.values, valueScale]);

  return <div ref={container} className={styles.canvas} onMouseLeave={() => onHover?.(undefined)} />;
}

export default LineChart;
