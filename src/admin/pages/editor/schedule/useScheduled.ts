// The schedule as the screen, the dashboard card and the editor read it: the
// list with the site's time zone, one react-query read (key ['scheduled']) the
// screens share, so a screen opened after another answers from the cache; a
// change invalidates it and every screen showing it reads it again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorText, useSiteApi } from '../../../api/site-api.js';
import { useText } from '../../../i18n/use-text.js';
import { SCHEDULED_KEY, scheduledQuery } from './scheduled-api.js';

export type Scheduled = ReturnType<typeof useScheduled>;

/**
 * `enabled` false reads nothing (an account whose screen shows no schedule). `settled` is true once the read
 * answered or failed: the dashboard and the editor draw their schedule part with the rest of the screen, not
 * after it, so it pushes nothing down (issue 41: layout shift). `fetching`: a read (a first or a fresh one) is
 * under way. `load` reads it again after a change, on every screen that shows it.
 */
export function useScheduled(enabled = true) {
  const api = useSiteApi();
  const text = useText();
  const client = useQueryClient();
  const query = useQuery({ ...scheduledQuery(api), enabled });
  const load = useCallback(() => client.invalidateQueries({ queryKey: SCHEDULED_KEY }), [client]);
  return {
    list: query.data,
    error: query.error ? errorText(query.error, text) : undefined,
    load,
    api,
    settled: query.data !== undefined || query.error !== null,
    fetching: query.isFetching,
  };
}
