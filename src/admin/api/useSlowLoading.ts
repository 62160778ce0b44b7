// "A load counts as slow after 3 s (5 s on a slow connection)" (spec §9,
// client-caching.ts): true once `loading` has lasted that long, false again
// as soon as it stops.
import { useEffect, useState } from 'react';
import { loadingTimeout } from './client-caching.js';

export function useSlowLoading(loading: boolean, after: number = loadingTimeout()): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setSlow(true), after);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [loading, after]);
  return loading && slow;
}
