// The lists' scroll reset (spec §9: "the scroll is reset after 150 ms"):
// when a list's page or filter changes (its `resetKey`), its scroll goes back
// to the top 150 ms later, so the new page is read from its first row rather
// than from wherever the last one was left. The first render resets nothing;
// a change within the 150 ms restarts the wait.
import { useEffect, useRef, type RefObject } from 'react';
import { SCROLL_RESET_DELAY_MS } from './list-constants.js';

/** `target`: the list's own scroll container, or 'window' for a list that scrolls with the page. */
export function useScrollReset(target: RefObject<HTMLElement | null> | 'window', resetKey: unknown): void {
  const key = JSON.stringify(resetKey ?? null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => {
      if (target === 'window') window.scrollTo({ top: 0 });
      else target.current?.scrollTo({ top: 0 });
    }, SCROLL_RESET_DELAY_MS);
    return () => clearTimeout(timer);
    // `target` is a ref or a constant: only the key starts a reset.
  }, [key]);
}
