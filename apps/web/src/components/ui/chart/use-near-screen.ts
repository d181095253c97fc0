import { useEffect, useRef, useState } from 'react';

/** How far below the screen a chart starts to load, so that a scroll finds it drawn. */
const nearScreenMargin = '100px';

/**
 * A ref for an element, and whether that element has come near the screen (and stays so
 * once it has): what a chart below the first screen waits for before it loads its data and uPlot
 * and draws. Without IntersectionObserver, near at once.
 */
export function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
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
  return [ref, near] as const;
}
