// The shell's slow-load notice (spec §9: a load counts as slow after 3 s,
// 5 s on a slow connection): while any first read (a query with no data yet)
// runs past that, a quiet status line says so, so a slow screen is not taken
// for a broken one. Background refetches of data on screen do not count.
import { Alert } from '@mui/material';
import { useIsFetching } from '@tanstack/react-query';
import { useSlowLoading } from '../api/useSlowLoading.js';
import { englishText, useText } from '../i18n/use-text.js';

/** The notice in English (specs find it by this text). */
export const SLOW_LOADING_TEXT = englishText('shell.slowLoading');

export function SlowLoadingNotice() {
  const text = useText();
  const firstLoads = useIsFetching({ predicate: (query) => query.state.data === undefined });
  const slow = useSlowLoading(firstLoads > 0);
  if (!slow) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 1 }}>
      {text('shell.slowLoading')}
    </Alert>
  );
}
