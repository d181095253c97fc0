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
