// A screen made of many independent parts (General Settings' ten groups) draws the first ones with the screen
// and each of the others in a task of its own just after: one long task of the whole screen's rendering became
// several short ones the browser can answer input between (issue 41: total blocking time on opening).
import { useEffect, useState } from 'react';

/**
 * How many of `total` parts to draw now: `first` at once, then one more per task until all are drawn. While
 * `ready` is false (the screen still reads what the parts show) it stays at `first`.
 */
export function useStaggeredReveal(total: number, first: number, ready = true): number {
  const [drawn, setDrawn] = useState(Math.min(first, total));
  useEffect(() => {
    if (!ready || drawn >= total) return;
    const next = setTimeout(() => setDrawn((n) => Math.min(n + 1, total)), 0);
    return () => clearTimeout(next);
  }, [drawn, total, ready]);
  return drawn;
}
