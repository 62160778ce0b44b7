// The content of a site section (spec §3 tags Blog 201, Events 204, News 208,
// Projects 211): the section's content type, each row joined with its own
// table (section-columns.tsx); every row's Edit link opens the page editor.
// Events are grouped by category (a tab per category) while the
// EventsGroupByCategory feature tag (16) is on, which the seed expresses as
// the tag being visible (TVisible) under Site Features; a deleted or missing
// tag is off.
import { useGetOne } from 'react-admin';
import { ListLoading } from '../../../resource-kit/ListStates.js';
import { EventsByCategory } from './EventsByCategory.js';
import { blogColumns, eventColumns, newsColumns, projectColumns } from './section-columns.js';
import { EVENTS_GROUP_BY_CATEGORY_TAG, SECTIONS, SECTION_TAGS, toEditor } from './section-tags.js';
import { SectionList } from './SectionList.js';

const COLUMNS: Record<number, React.ReactNode[]> = {
  [SECTION_TAGS.News]: newsColumns,
  [SECTION_TAGS.Event]: eventColumns,
  [SECTION_TAGS.Blog]: blogColumns,
  [SECTION_TAGS.Projects]: projectColumns,
};

/** Whether events are grouped: tag 16 read once; an error (no such tag) means off. */
function useEventsGrouped(enabled: boolean): boolean | undefined {
  const tag = useGetOne<{ id: number; TVisible: boolean; TDeleted: boolean }>('Tag', { id: EVENTS_GROUP_BY_CATEGORY_TAG }, { enabled, retry: false });
  if (!enabled || tag.error) return false;
  if (tag.isPending) return undefined;
  return !!tag.data?.TVisible && !tag.data.TDeleted;
}

export function SectionContentList({ tagId }: { tagId: number }) {
  const isEvents = tagId === SECTION_TAGS.Event;
  const grouped = useEventsGrouped(isEvents);
  const section = SECTIONS[tagId];
  if (!section) return null;
  // Wait for the switch, so the list does not show ungrouped and then jump.
  if (grouped === undefined) return <ListLoading />;
  if (grouped) return <EventsByCategory />;
  return (
    <SectionList key={tagId} title={section.name} filter={{ CtId: section.CtId }} editPath={toEditor}>
      {COLUMNS[tagId]}
    </SectionList>
  );
}

export default SectionContentList;
