/** A page button, or a gap standing for the pages left out between two buttons. */
export type PageItem = number | 'gap';

/**
 * The page buttons of a long list: the first and the last page, the current one with a
 * neighbour on each side, and a gap where pages are left out (a gap of one page shows the
 * page instead), so the row keeps about seven items whatever the count.
 */
export function pageItems(page: number, pages: number): PageItem[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && n - previous === 2) items.push(n - 1);
    else if (typeof previous === 'number' && n - previous > 2) items.push('gap');
    items.push(n);
  }
  return items;
}
