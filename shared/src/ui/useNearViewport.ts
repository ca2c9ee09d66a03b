import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and from then on): a part below the fold
 * loads its code when the reader gets near it, not with the page. A browser without IntersectionObserver, or
 * a page opened at the element's anchor, gets it at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, anchor: string, margin = '400px'): boolean {
  const [near, setNear] = useState(
    () => typeof IntersectionObserver === 'undefined' || window.location.hash === `#${anchor}`,
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
