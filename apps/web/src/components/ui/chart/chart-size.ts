/** A line chart's height in px when its caller gives none. */
export const defaultChartHeight = 260;
