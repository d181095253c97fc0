import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

const rowHeight = 48;

/**
 * The rows of a table virtualized against the window, with roving focus: the table is one
 * tab stop; arrow keys, Page Up/Down, Home and End move between rows, Enter or Space opens
 * one. Asks for more (`onNeedMore`) once the rows in view reach past the loaded `rows`.
 */
export function useVirtualRows<Row>({
  total,
  rows,
  onNeedMore,
  onOpen,
}: {
  total: number;
  rows: readonly Row[];
  onNeedMore: () => void;
  onOpen: (row: Row) => void;
}) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = bodyRef.current;
    if (!element) return;
    const measure = () => setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: total,
    estimateSize: () => rowHeight,
    overscan: 12,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (lastIndex >= rows.length - 1 && rows.length < total) onNeedMore();
  }, [lastIndex, rows.length, total, onNeedMore]);

  const [activeIndex, setActiveIndex] = useState(0);
  const focusRow = (index: number) => {
    const next = Math.min(Math.max(index, 0), Math.max(total - 1, 0));
    setActiveIndex(next);
    const rowAt = () => bodyRef.current?.querySelector<HTMLElement>(`[data-index="${next}"]`);
    const near = rowAt();
    if (near) {
      // Rendered already (the overscan keeps neighbours): focus now, so fast key repeats add up.
      near.focus();
      return;
    }
    virtualizer.scrollToIndex(next, { align: 'auto' });
    // A far row exists once the virtualizer has followed the scroll: try for a few frames.
    let frames = 0;
    const attempt = () => {
      const row = rowAt();
      if (row) row.focus({ preventScroll: true });
      else if (frames++ < 20) requestAnimationFrame(attempt);
    };
    requestAnimationFrame(attempt);
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + 10,
      PageUp: index - 10,
      Home: 0,
      End: total - 1,
    };
    const row = rows[index];
    if (event.key in moves) {
      event.preventDefault();
      focusRow(moves[event.key]!);
    } else if ((event.key === 'Enter' || event.key === ' ') && row) {
      event.preventDefault();
      onOpen(row);
    }
  };

  return {
    bodyRef,
    items,
    totalSize: virtualizer.getTotalSize(),
    /** Where a row stands inside the body: the virtualizer counts from the top of the page. */
    styleOf: (item: { start: number; size: number }) => ({
      transform: `translateY(${item.start - scrollMargin}px)`,
      height: item.size,
    }),
    /** The focusable properties of the row at `index`. */
    rowFocus: (index: number) => ({
      tabIndex: index === Math.min(activeIndex, Math.max(total - 1, 0)) ? 0 : -1,
      onFocus: () => setActiveIndex(index),
      onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => onRowKeyDown(event, index),
    }),
  };
}
