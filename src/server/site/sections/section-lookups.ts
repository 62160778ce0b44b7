// What the section lists (News, Events, Blog, Projects) show besides their own rows, for every staff user who may
// open them: the names of the blog's authors and tags (MiscData kinds Blog_Authors 6 and Blog_Tags 5, spec §3; a
// post's CMetaData holds their ids) and whether events are grouped by category (the EventsGroupByCategory feature
// switch, tag 16). The generic interface gives neither to a Maintenance User: MiscData is Admin's (other kinds are
// settings), and tag 16 is outside the user's tag scope. So the lists read them here, names and a switch only.
import type { Queryable } from '../../platform/db/executor.js';
import { featureOn } from '../settings/feature-switches.js';

const EVENTS_GROUP_BY_CATEGORY_TAG = 16;

interface ListedName {
  MdId: number;
  MdName: string;
}

export async function listedNames(q: Queryable, kind: number): Promise<ListedName[]> {
  const rows = await q.all<{ MdId: number; MdName: string }>(
    q.builder
      .selectFrom('MiscData')
      .select(['MdId', 'MdName'])
      .where('MdKind', '=', kind)
      .orderBy('MdSortOrder')
      .orderBy('MdId')
      .compile(),
  );
  return rows.map((r) => ({ MdId: Number(r.MdId), MdName: String(r.MdName) }));
}

export const eventsGrouped = (q: Queryable): Promise<boolean> => featureOn(q, EVENTS_GROUP_BY_CATEGORY_TAG);
