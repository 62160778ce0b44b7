// The joined columns of the section lists: a news item's date and author
// (News), an event's next date and place (EventItem, EventDate), a blog
// post's author and tags (CMetaData ids → names of MiscData kinds 6 and 5), a
// project's client and year (CMetaData). Each list is made with the reader's
// `text` (useText()), so its headings speak the chosen language, and its
// dates are the language's one shape (useDates): a news item's date and a
// post's publish date are calendar days, as the editor's date pickers store
// them; an event's next date is a moment, as the EventDate list shows it.
import { DataTable, type Identifier, type TranslateFunction } from 'react-admin';
import { useListedCIds, useRelated } from './useRelated.js';
import { useSiteRead } from '../../../api/site-queries.js';
import { MC_BASE } from '../../../api/site-api.js';
import { queryKeys } from '../../../api/query-keys.js';
import { useText } from '../../../i18n/use-text.js';
import { useDates } from '../../../kit/dates/use-dates.js';

type Row = { CId: number; CMetaData?: unknown };

const meta = (r: Row): Record<string, unknown> =>
  r.CMetaData && typeof r.CMetaData === 'object' ? (r.CMetaData as Record<string, unknown>) : {};

function NewsCell({ record, show }: { record: Row; show: 'date' | 'author' | 'category' }) {
  const news = useRelated<{
    id: Identifier;
    CId: number;
    NDate: string;
    NAuthor: string | null;
    NCategory: string | null;
  }>('News', 'CId', useListedCIds());
  const dates = useDates();
  const n = news?.find((x) => x.CId === record.CId);
  if (!n) return <>{''}</>;
  return <>{show === 'date' ? dates.day(n.NDate) : show === 'author' ? (n.NAuthor ?? '') : (n.NCategory ?? '')}</>;
}

export const newsColumns = (text: TranslateFunction) => [
  <DataTable.Col
    key="date"
    label={text('site-sections.columns.date')}
    disableSort
    render={(r: Row) => <NewsCell record={r} show="date" />}
  />,
  <DataTable.Col
    key="author"
    label={text('site-sections.columns.author')}
    disableSort
    render={(r: Row) => <NewsCell record={r} show="author" />}
  />,
  <DataTable.Col
    key="category"
    label={text('site-sections.columns.category')}
    disableSort
    render={(r: Row) => <NewsCell record={r} show="category" />}
  />,
];

/** The first date not yet over, else the last one. */
function nextDate(dates: { EdStart: string; EdEnd: string | null }[], now = Date.now()): string | undefined {
  const sorted = [...dates].sort((a, b) => a.EdStart.localeCompare(b.EdStart));
  return (sorted.find((d) => Date.parse(d.EdEnd ?? d.EdStart) >= now) ?? sorted[sorted.length - 1])?.EdStart;
}

function EventDateCell({ record }: { record: Row }) {
  const text = useText();
  const { moment } = useDates();
  const dates = useRelated<{ id: Identifier; CId: number; EdStart: string; EdEnd: string | null }>(
    'EventDate',
    'CId',
    useListedCIds(),
  );
  const mine = (dates ?? []).filter((d) => d.CId === record.CId);
  const more = mine.length > 1 ? text('site-sections.columns.more', { count: mine.length - 1 }) : '';
  return <>{mine.length ? `${moment(nextDate(mine))}${more}` : ''}</>;
}

function EventItemCell({ record, show }: { record: Row; show: 'location' | 'category' }) {
  const items = useRelated<{ id: Identifier; CId: number; EiLocation: string | null; EiCategory: string | null }>(
    'EventItem',
    'CId',
    useListedCIds(),
  );
  const e = items?.find((x) => x.CId === record.CId);
  return <>{(show === 'location' ? e?.EiLocation : e?.EiCategory) ?? ''}</>;
}

export const eventColumns = (text: TranslateFunction) => [
  <DataTable.Col
    key="when"
    label={text('site-sections.columns.nextDate')}
    disableSort
    render={(r: Row) => <EventDateCell record={r} />}
  />,
  <DataTable.Col
    key="where"
    label={text('site-sections.columns.location')}
    disableSort
    render={(r: Row) => <EventItemCell record={r} show="location" />}
  />,
  <DataTable.Col
    key="category"
    label={text('site-sections.columns.category')}
    disableSort
    render={(r: Row) => <EventItemCell record={r} show="category" />}
  />,
];

/** MiscData kinds (spec §3): Blog_Tags 5, Blog_Authors 6. */
const MISC_KIND = { BlogTags: 5, BlogAuthors: 6 } as const;

const ids = (v: unknown): number[] =>
  (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).map(Number).filter(Number.isInteger);

// The names come from the section call every staff user may read (MiscData itself is Admin's), so a Maintenance
// User sees names, not ids.
function MiscNames({ kind, value }: { kind: number; value: unknown }) {
  const wanted = ids(value);
  const { data: rows } = useSiteRead<{ MdId: number; MdName: string }[]>(
    queryKeys.sectionNames(kind),
    `${MC_BASE}/sections/names/${kind}`,
    { enabled: wanted.length > 0 },
  );
  return <>{wanted.map((id) => rows?.find((m) => m.MdId === id)?.MdName ?? `#${id}`).join(', ')}</>;
}

/** A post's publish date: a calendar day, as the editor's date picker stores it (midnight UTC). */
function PublishedDay({ value }: { value: unknown }) {
  const dates = useDates();
  return <>{typeof value === 'string' ? dates.day(value) : ''}</>;
}

export const blogColumns = (text: TranslateFunction) => [
  <DataTable.Col
    key="author"
    label={text('site-sections.columns.author')}
    disableSort
    render={(r: Row) => <MiscNames kind={MISC_KIND.BlogAuthors} value={meta(r).BlogAuthor} />}
  />,
  <DataTable.Col
    key="tags"
    label={text('site-sections.columns.tags')}
    disableSort
    render={(r: Row) => <MiscNames kind={MISC_KIND.BlogTags} value={meta(r).BlogTags} />}
  />,
  <DataTable.Col
    key="published"
    label={text('site-sections.columns.published')}
    disableSort
    render={(r: Row) => <PublishedDay value={meta(r).PublishDate} />}
  />,
];

export const projectColumns = (text: TranslateFunction) => [
  <DataTable.Col
    key="client"
    label={text('site-sections.columns.client')}
    disableSort
    render={(r: Row) => String(meta(r).Client ?? '')}
  />,
  <DataTable.Col
    key="year"
    label={text('site-sections.columns.year')}
    disableSort
    render={(r: Row) => String(meta(r).Year ?? '')}
  />,
  <DataTable.Col
    key="market"
    label={text('site-sections.columns.market')}
    disableSort
    render={(r: Row) => String(meta(r).MarketName ?? '')}
  />,
];

export const careerColumns = (text: TranslateFunction) => [
  <DataTable.Col
    key="department"
    label={text('site-sections.columns.department')}
    disableSort
    render={(r: Row) => String(meta(r).Department ?? '')}
  />,
  <DataTable.Col
    key="location"
    label={text('site-sections.columns.location')}
    disableSort
    render={(r: Row) => String(meta(r).Location ?? '')}
  />,
  <DataTable.Col
    key="open"
    label={text('site-sections.columns.open')}
    disableSort
    render={(r: Row) =>
      text(meta(r).Open === false ? 'site-sections.columns.isClosed' : 'site-sections.columns.isOpen')
    }
  />,
];
