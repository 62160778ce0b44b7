// The schedule as the screen, the dashboard card and the editor read it: the
// list with the site's time zone, and a reload after a change.
import { useCallback, useEffect, useState } from 'react';
import type { ScheduledList } from '../../../../shared/api/scheduled.js';
import { errorText, useSiteApi } from '../../../api/site-api.js';
import { useText } from '../../../i18n/use-text.js';
import { listScheduled } from './scheduled-api.js';

export function useScheduled() {
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
  useEffect(() => void load(), [load]);
  return { list, error, load, api };
}
