// One clear at a time, for the tiles and the slim list alike: which call is
// in flight (its control is disabled meanwhile), then the caller's success or
// failure handling (spec §8 leaves failures open: both variants show the
// server's message).
import { useCallback, useState } from 'react';
import type { CacheApi, CacheKind } from './cache-api.js';

interface CacheClearHandlers {
  onCleared: (kind: CacheKind) => void;
  onFailed: (message: string, kind: CacheKind) => void;
}

export function useCacheClear(api: CacheApi, { onCleared, onFailed }: CacheClearHandlers) {
  const [pending, setPending] = useState<CacheKind | null>(null);
  const clear = useCallback(
    async (kind: CacheKind) => {
      setPending(kind);
      let failure: string | null = null;
      try {
        await api.clear(kind);
      } catch (e) {
        failure = e instanceof Error ? e.message : String(e);
      }
      setPending(null);
      if (failure === null) onCleared(kind);
      else onFailed(failure, kind);
    },
    [api, onCleared, onFailed],
  );
  return { pending, clear };
}
