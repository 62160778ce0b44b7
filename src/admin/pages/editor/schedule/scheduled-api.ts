// The schedule's calls (/api/v1/mc/editor/scheduled; docs/scheduled-changes.md), through the site tools' client.
import { API_PREFIX } from '../../../../shared/api/prefixes.js';
import type { ScheduleBody, ScheduledChange, ScheduledList } from '../../../../shared/api/scheduled.js';
import type { SiteApi } from '../../../api/site-api.js';

const BASE = API_PREFIX.scheduled;

export const listScheduled = (api: SiteApi) => api.get<ScheduledList>(BASE);

export const scheduleChange = (api: SiteApi, body: ScheduleBody) => api.send<ScheduledChange>('POST', BASE, body);

export const moveScheduled = (api: SiteApi, id: string, at: string) =>
  api.send<ScheduledChange>('PATCH', `${BASE}/${id}`, { at });

export const cancelScheduled = (api: SiteApi, id: string) => api.send<null>('DELETE', `${BASE}/${id}`);
