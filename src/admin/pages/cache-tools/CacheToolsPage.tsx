// The full cache tools (spec §2 'Cache tools screen'): a tile per cache call,
// for the top admin only (spec §6); anyone else sees the no-access message.
// A clear ends in the notice 'Cache Cleared Successfully' (spec §8).
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CachedIcon from '@mui/icons-material/Cached';
import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { CACHE_TOOLS, createCacheApi, type CacheApiOptions } from './cache-api.js';
import { NoToolsAccess } from './NoToolsAccess.js';
import { useCacheClear } from './useCacheClear.js';
import { useText } from '../../i18n/use-text.js';

interface CacheToolsPageProps extends CacheApiOptions {
  isMJA: boolean;
}

export function CacheToolsPage({ isMJA, fetch, getToken }: CacheToolsPageProps) {
  const notify = useNotify();
  const text = useText();
  const api = useMemo(
    () => createCacheApi({ fetch, getToken }, (status) => text('cache-tools.failedStatus', { status })),
    [fetch, getToken, text],
  );
  const handlers = useMemo(
    () => ({
      onCleared: () => notify(text('cache-tools.clearedSuccessfully'), { type: 'success' }),
      onFailed: (message: string) => notify(text('cache-tools.notCleared', { message }), { type: 'error' }),
    }),
    [notify, text],
  );
  const { pending, clear } = useCacheClear(api, handlers);
  return (
    <Box component="section" aria-labelledby="cache-tools-title" sx={{ mt: 3 }}>
      <Typography id="cache-tools-title" variant="h6" component="h2" gutterBottom>
        {text('cache-tools.title')}
      </Typography>
      {isMJA ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
          {CACHE_TOOLS.map(({ kind, label }) => (
            <Card key={kind} variant="outlined">
              <CardActionArea onClick={() => void clear(kind)} disabled={pending !== null} aria-busy={pending === kind}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <CachedIcon aria-hidden />
                  <Typography>{text(label)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      ) : (
        <NoToolsAccess />
      )}
    </Box>
  );
}
