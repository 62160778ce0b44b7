// One read when a screen opens (and again on `reload`), with its states.
import { useCallback, useEffect, useState } from 'react';
import { errorText } from './site-api.js';

export function useLoad<T>(load: () => Promise<T>) {
  const [state, setState] = useState<{ data?: T; error?: string }>({});
  const reload = useCallback(() => {
    let live = true;
    load().then(
      (data) => live && setState({ data }),
      (e: unknown) => live && setState({ error: errorText(e) }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  useEffect(() => reload(), [reload]);
  return { ...state, reload };
}
