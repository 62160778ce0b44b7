// What the page editor's details panels show of a news item (News) and an
// event (EventItem): the facts the section lists and the public site read
// beside the page's own content. Labels are the schema's (schema/entities).
import { EVENT_DETAIL, NEWS_DETAIL } from '../../../../shared/page-types.js';

export interface FactField {
  name: string;
  label: string;
  /** text: a text box (`type` url / email for the browser's keyboard); day: the app's date picker; flag: a checkbox. */
  kind: 'text' | 'day' | 'flag';
  type?: 'url' | 'email';
  required?: boolean;
}

export interface FactsKind {
  /** The react-admin resource (entity name) of the facts row. */
  resource: 'News' | 'EventItem';
  key: 'NId' | 'EiId';
  title: string;
  fields: readonly FactField[];
  /** What a page made before its row existed starts from (a news item is dated today). */
  blank: () => Record<string, unknown>;
  /** Whether the event's dates (EventDate rows) are edited too. */
  dates: boolean;
}

const NEWS: FactsKind = {
  resource: 'News',
  key: 'NId',
  title: 'News details',
  fields: [
    { name: 'NDate', label: 'Date', kind: 'day', required: true },
    { name: 'NAuthor', label: 'Author', kind: 'text' },
    { name: 'NCategory', label: 'Category', kind: 'text' },
    { name: 'NSource', label: 'Source', kind: 'text' },
    { name: 'NSourceUrl', label: 'Source URL', kind: 'text', type: 'url' },
    { name: 'NLocation', label: 'Location', kind: 'text' },
    { name: 'NFeatured', label: 'Featured', kind: 'flag' },
  ],
  blank: () => ({ NDate: new Date().toISOString() }),
  dates: false,
};

const EVENT: FactsKind = {
  resource: 'EventItem',
  key: 'EiId',
  title: 'Event details',
  fields: [
    { name: 'EiLocation', label: 'Location', kind: 'text' },
    { name: 'EiAddress', label: 'Address', kind: 'text' },
    { name: 'EiCategory', label: 'Category', kind: 'text' },
    { name: 'EiAllDay', label: 'All day', kind: 'flag' },
    { name: 'EiTimeZone', label: 'Time zone', kind: 'text' },
    { name: 'EiRegistrationUrl', label: 'Registration URL', kind: 'text', type: 'url' },
    { name: 'EiContactName', label: 'Contact name', kind: 'text' },
    { name: 'EiContactEmail', label: 'Contact e-mail', kind: 'text', type: 'email' },
  ],
  blank: () => ({}),
  dates: true,
};

/** The details a page of type `ctId` has, or undefined for a type without a facts row. */
export function factsKindOf(ctId: number | null | undefined): FactsKind | undefined {
  return ctId === NEWS_DETAIL ? NEWS : ctId === EVENT_DETAIL ? EVENT : undefined;
}
