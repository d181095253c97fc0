import type uPlot from 'uplot';

/** The theme's chart colours, read from the CSS variables of global.css, and the axes' look. */
export function chartTheme(element: Element) {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const colours = {
    line: read('--brand', '#435fff'),
    secondary: read('--danger', '#c81e1e'),
    text: read('--text-muted', '#4b5563'),
    grid: read('--border', '#e3e7f0'),
  };
  const axis = {
    stroke: colours.text,
    grid: { stroke: colours.grid, width: 1 },
    ticks: { stroke: colours.grid, width: 1 },
    font: '12px system-ui, sans-serif',
  };
  return { colours, axis };
}

/**
 * Keeps a uPlot chart as wide as its container and in the theme's colours (the theme is an
 * attribute on <html>; a change rebuilds the chart with `build`). Builds it once now and
 * returns the clean-up for the effect.
 */
export function followContainerAndTheme(
  element: HTMLElement,
  plot: { current: uPlot | null },
  height: number,
  build: () => void,
): () => void {
  build();
  const resize = new ResizeObserver(() => {
    plot.current?.setSize({ width: Math.max(element.clientWidth, 200), height });
  });
  resize.observe(element);
  const theme = new MutationObserver(build);
  theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    resize.disconnect();
    theme.disconnect();
    plot.current?.destroy();
    plot.current = null;
  };
}
