// Whether an element has come near the window (within one window's height below or above it), for parts that
// are costly to mount and are often below the fold: they mount when staff scroll towards them, not with the
// screen (issue 41: the main-thread work of opening a screen). Once near, it stays so.
import { useEffect, useState, type RefObject } from 'react';

export function useNearViewport(element: RefObject<Element | null>, enabled = true): [boolean, () => void] {
  // A browser without IntersectionObserver (none the admin supports; jsdom) mounts the part at once.
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return [near, () => setNear(true)];
}
