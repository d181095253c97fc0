import { lazy, type ComponentProps } from 'react';
import { defaultChartHeight } from './chart-size';
import { useNearScreen } from './use-near-screen';
import pageStyles from '../page.module.css';

/** uPlot loads with the first chart on screen, never in the entry chunk. */
const LineChart = lazy(() => import('./line-chart'));

/**
 * A line chart that loads uPlot and draws once its place comes near the screen. On a phone
 * the dashboard's chart sits below the first screen, and loading and drawing it (uPlot's
 * 21 kB, about 200 ms of a phone's CPU) slowed the cards above it for a chart nobody could
 * see yet. The chart's height is kept meanwhile, so nothing moves when it
 * comes.
 */
export function LazyLineChart(props: ComponentProps<typeof LineChart>) {
  const [placeRef, near] = useNearScreen<HTMLDivElement>();
  if (near) return <LineChart {...props} />;
  return <div ref={placeRef} className={pageStyles.skeleton} style={{ height: props.height ?? defaultChartHeight }} />;
}
