// The schedule's calls (/api/v1/mc/editor/scheduled; docs/scheduled-changes.md), through the site tools' client.
import { API_PREFIX } from '../../../../shared/api/prefixes.js';
import type { ScheduleBody, ScheduledChange, ScheduledList } from '../../../../shared/api/scheduled.js';
import { SCREEN_READ } from '../../../api/read-options.js';
import type { SiteApi } from '../../../api/site-api.js';

const BASE = API_PREFIX.scheduled;
/** The schedule's one react-query key: every screen showing it reads it through useScheduled, from one cache entry. */
export const SCHEDULED_KEY = ['scheduled'] as const;

const listScheduled = (api: SiteApi) => api.get<ScheduledList>(BASE);

/** The schedule's read, as the screens run it (useScheduled) and as the editor's preload starts it before they mount. */
export const scheduledQuery = (api: SiteApi) => ({
  queryKey: SCHEDULED_KEY,
  queryFn: () => listScheduled(api),
  ...SCREEN_READ,
});

export const scheduleChange = (api: SiteApi, body: ScheduleBody) => api.send<ScheduledChange>('POST', BASE, body);

export const moveScheduled = (api: SiteApi, id: string, at: string) =>
  api.send<ScheduledChange>('PATCH', `${BASE}/${id}`, { at });

export const cancelScheduled = (api: SiteApi, id: string) => api.send<null>('DELETE', `${BASE}/${id}`);
