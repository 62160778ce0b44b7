// A value that follows `value` once it has stopped changing for `ms`: the
// search boxes key their queries on it, so typing does not send a request
// per key stroke. An empty value follows at once (a cleared box shows no
// results straight away, as before).
import { useEffect, useState } from 'react';

export function useDebouncedValue(value: string, ms: number): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    if (value === '') return setSettled('');
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return value === '' ? '' : settled;
}
