// The changes tab's filters (issue 13 item 6): entity, record key, user, a
// date range and a year (spec §5/§9's year picker, issue 25 item 9), kept in the URL (/logs?tab=changes&entity=KeyManager&key=3) so
// a record's history can be linked to, and turned into the list's filter
// over AuditLog (the data provider's suffix grammar, list-filters.ts).
// Dates are calendar days in the viewer's time zone, as the lists show times.
import { parseDate, typedYear } from '../../../../shared/dates.js';

export interface ChangesFilter {
  entity: string;
  key: string;
  user: string;
  /** A day as yyyy-MM-dd (the form's date pickers write it so); a link made before may hold MM/dd/yyyy, read too. */
  from: string;
  to: string;
  /** A 4-digit year ('' for any): changes made that year, within from and to when they are set too. */
  year: string;
}

const FILTER_PARAMS: (keyof ChangesFilter)[] = ['entity', 'key', 'user', 'from', 'to', 'year'];

export function changesFilterOf(params: URLSearchParams): ChangesFilter {
  return {
    entity: params.get('entity') ?? '',
    key: params.get('key') ?? '',
    user: params.get('user') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    year: params.get('year') ?? '',
  };
}

/** The URL's parameters for a filter, the tab's included; empty ones left out. */
export function changesParams(filter: ChangesFilter): URLSearchParams {
  const params = new URLSearchParams({ tab: 'changes' });
  for (const name of FILTER_PARAMS) if (filter[name].trim()) params.set(name, filter[name].trim());
  return params;
}

/** Local midnight of a typed calendar date, or undefined when it is none. */
function localDay(text: string, daysLater = 0): Date | undefined {
  const utc = parseDate(text);
  return utc && new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate() + daysLater);
}

/** Only audit rows of data writes (they name an entity), narrowed by what is filled in. */
export function changesListFilter(filter: ChangesFilter): Record<string, unknown> {
  const list: Record<string, unknown> = { Entity_neq: null };
  if (filter.entity.trim()) list.Entity_eq = filter.entity.trim();
  if (filter.key.trim()) list.EntityKey_eq = filter.key.trim();
  if (filter.user.trim()) list.UserName_eq = filter.user.trim();
  const year = typedYear(filter.year);
  // The later start and the earlier end: a year and a range both narrow the list.
  const from = latest([localDay(filter.from), year === undefined ? undefined : new Date(year, 0, 1)], 1);
  const to = latest([localDay(filter.to, 1), year === undefined ? undefined : new Date(year + 1, 0, 1)], -1);
  if (from) list.Date_gte = from.toISOString();
  if (to) list.Date_lt = to.toISOString();
  return list;
}

/** The latest of the dates given (`direction` 1), or the earliest (-1); undefined when none is. */
function latest(dates: (Date | undefined)[], direction: 1 | -1): Date | undefined {
  return dates.filter((d): d is Date => d !== undefined).sort((a, b) => (b.getTime() - a.getTime()) * direction)[0];
}
