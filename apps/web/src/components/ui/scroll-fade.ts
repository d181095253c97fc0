import { useEffect, type RefObject } from 'react';

/**
 * A horizontal row that scrolls (the phone's page bar, the settings tabs) says so: the
 * element gets `data-more-start` / `data-more-end` while links are hidden on that side,
 * which scroll-fade.module.css turns into a fade. The current link (aria-current) is
 * scrolled into view once, so the page you are on is never hidden past the edge.
 */
export function useScrollFade(ref: RefObject<HTMLElement | null>, current?: string): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const max = element.scrollWidth - element.clientWidth;
      // A pixel of rounding is not more content.
      element.toggleAttribute('data-more-start', max > 1 && element.scrollLeft > 1);
      element.toggleAttribute('data-more-end', max > 1 && element.scrollLeft < max - 1);
    };
    const active = element.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && element.scrollWidth > element.clientWidth) {
      // The row is positioned (scroll-fade.module.css), so offsetLeft counts from its start.
      const left = active.offsetLeft;
      if (left < element.scrollLeft || left + active.offsetWidth > element.scrollLeft + element.clientWidth) {
        element.scrollLeft = left - (element.clientWidth - active.offsetWidth) / 2;
      }
    }
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [ref, current]);
}
