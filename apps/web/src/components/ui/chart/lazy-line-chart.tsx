import { lazy } from 'react';

/** uPlot loads with the first chart on screen, never in the entry chunk. */
export const LazyLineChart = lazy(() => import('./line-chart'));
