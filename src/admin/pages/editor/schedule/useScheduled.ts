// The schedule as the screen, the dashboard card and the editor read it: the
// list with the site's time zone, and a reload after a change.
import { useCallback, useEffect, useState } from 'react';
import type { ScheduledList } from '../../../../shared/api/scheduled.js';
import { errorText, useSiteApi } from '../../../api/site-api.js';
import { useText } from '../../../i18n/use-text.js';
import { listScheduled } from './scheduled-api.js';

export type Scheduled = ReturnType<typeof useScheduled>;

/**
 * `enabled` false reads nothing (an account whose screen shows no schedule). `settled` is true once the read
 * answered or failed: the dashboard and the editor draw their schedule part with the rest of the screen, not
 * after it, so it pushes nothing down (issue 41: layout shift).
 */
export function useScheduled(enabled = true) {
  const api = useSiteApi();
  const text = useText();
  const [list, setList] = useState<ScheduledList>();
  const [error, setError] = useState<string>();
  const load = useCallback(async () => {
    try {
      setList(await listScheduled(api));
      setError(undefined);
    } catch (e) {
      setError(errorText(e, text));
    }
  }, [api, text]);
  useEffect(() => {
    if (enabled) void load();
  }, [load, enabled]);
  return { list, error, load, api, settled: list !== undefined || error !== undefined };
}
