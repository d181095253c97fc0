import { lazy, useEffect, useRef, useState, type ComponentProps } from 'react';
import { defaultChartHeight } from './chart-size';
import pageStyles from '../page.module.css';

/** uPlot loads with the first chart on screen, never in the entry chunk. */
const LineChart = lazy(() => import('./line-chart'));

/** How far below the screen a chart starts to load and draw, so that a scroll finds it drawn. */
const nearScreenMargin = '100px';

/**
 * A line chart that loads uPlot and draws once its place comes near the screen. On a phone
 * the dashboard's chart sits below the first screen, and loading and drawing it (uPlot's
 * 21 kB, about 200 ms of a phone's CPU) slowed the cards above it for a chart nobody could
 * see yet (issue 17 §6). The chart's height is kept meanwhile, so nothing moves when it
 * comes. Without IntersectionObserver it draws at once.
 */
export function LazyLineChart(props: ComponentProps<typeof LineChart>) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${nearScreenMargin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <LineChart {...props} />;
  return (
    <div ref={placeholder} className={pageStyles.skeleton} style={{ height: props.height ?? defaultChartHeight }} />
  );
}
