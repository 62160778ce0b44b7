// The content of a site section (spec §3 tags Blog 201, Events 204, News 208,
// Projects 211): the section's content type, each row joined with its own
// table (section-columns.tsx); every row's Edit link opens the page editor.
// Events are grouped by category (a tab per category) while the
// EventsGroupByCategory feature switch (tag 16) is on, as the server says
// (GET /mc/sections/events-grouped: site/sections/section-lookups.ts).
import { queryKeys } from '../../../api/query-keys.js';
import { useSiteRead } from '../../../api/site-queries.js';
import { MC_BASE } from '../../../api/site-api.js';
import { ListLoading } from '../../../resource-kit/ListStates.js';
import { EventsByCategory } from './EventsByCategory.js';
import { blogColumns, eventColumns, newsColumns, projectColumns } from './section-columns.js';
import { SECTIONS, SECTION_TAGS, toEditor } from './section-tags.js';
import { SectionList } from './SectionList.js';
import type { TranslateFunction } from 'react-admin';
import { useText } from '../../../i18n/use-text.js';

const COLUMNS: Record<number, (text: TranslateFunction) => React.ReactNode[]> = {
  [SECTION_TAGS.News]: newsColumns,
  [SECTION_TAGS.Event]: eventColumns,
  [SECTION_TAGS.Blog]: blogColumns,
  [SECTION_TAGS.Projects]: projectColumns,
};

/**
 * Whether events are grouped, from the section call every staff user may read (tag 16 itself is outside a
 * Maintenance User's tag scope); an error means off.
 */
function useEventsGrouped(enabled: boolean): boolean | undefined {
  const answer = useSiteRead<{ grouped: boolean }>(queryKeys.eventsGrouped(), `${MC_BASE}/sections/events-grouped`, {
    enabled,
  });
  if (!enabled || answer.error) return false;
  if (answer.isPending) return undefined;
  return answer.data.grouped;
}

export function SectionContentList({ tagId }: { tagId: number }) {
  const isEvents = tagId === SECTION_TAGS.Event;
  const grouped = useEventsGrouped(isEvents);
  const section = SECTIONS[tagId];
  const text = useText();
  if (!section) return null;
  // Wait for the switch, so the list does not show ungrouped and then jump.
  if (grouped === undefined) return <ListLoading />;
  if (grouped) return <EventsByCategory />;
  return (
    <SectionList key={tagId} title={section.name} filter={{ CtId: section.CtId }} editPath={toEditor} preview>
      {COLUMNS[tagId]?.(text)}
    </SectionList>
  );
}

export default SectionContentList;
