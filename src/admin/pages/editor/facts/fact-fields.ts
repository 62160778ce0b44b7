// What the page editor's details panels show of a news item (News) and an
// event (EventItem): the facts the section lists and the public site read
// beside the page's own content. Labels are the schema's, in the user's
// language (useSchemaLabels().fieldLabel(resource, name)), as on the Data screens.
import { EVENT_DETAIL, NEWS_DETAIL } from '../../../../shared/page-types.js';

export interface FactField {
  name: string;
  /** text: a text box (`type` url / email for the browser's keyboard); day: the app's date picker; flag: a checkbox. */
  kind: 'text' | 'day' | 'flag';
  type?: 'url' | 'email';
  required?: boolean;
}

export interface FactsKind {
  /** The react-admin resource (entity name) of the facts row. */
  resource: 'News' | 'EventItem';
  key: 'NId' | 'EiId';
  /** Message keys: the panel's heading, its saved and no-row notices, and its Save button. */
  texts: { title: string; saved: string; missing: string; save: string };
  fields: readonly FactField[];
  /** What a page made before its row existed starts from (a news item is dated today). */
  blank: () => Record<string, unknown>;
  /** Whether the event's dates (EventDate rows) are edited too. */
  dates: boolean;
}

const textsOf = (kind: 'news' | 'event') => ({
  title: `editor.facts.${kind}.title`,
  saved: `editor.facts.${kind}.saved`,
  missing: `editor.facts.${kind}.missing`,
  save: `editor.facts.${kind}.save`,
});

const NEWS: FactsKind = {
  resource: 'News',
  key: 'NId',
  texts: textsOf('news'),
  fields: [
    { name: 'NDate', kind: 'day', required: true },
    { name: 'NAuthor', kind: 'text' },
    { name: 'NCategory', kind: 'text' },
    { name: 'NSource', kind: 'text' },
    { name: 'NSourceUrl', kind: 'text', type: 'url' },
    { name: 'NLocation', kind: 'text' },
    { name: 'NFeatured', kind: 'flag' },
  ],
  blank: () => ({ NDate: new Date().toISOString() }),
  dates: false,
};

const EVENT: FactsKind = {
  resource: 'EventItem',
  key: 'EiId',
  texts: textsOf('event'),
  fields: [
    { name: 'EiLocation', kind: 'text' },
    { name: 'EiAddress', kind: 'text' },
    { name: 'EiCategory', kind: 'text' },
    { name: 'EiAllDay', kind: 'flag' },
    { name: 'EiTimeZone', kind: 'text' },
    { name: 'EiRegistrationUrl', kind: 'text', type: 'url' },
    { name: 'EiContactName', kind: 'text' },
    { name: 'EiContactEmail', kind: 'text', type: 'email' },
  ],
  blank: () => ({}),
  dates: true,
};

/** The details a page of type `ctId` has, or undefined for a type without a facts row. */
export function factsKindOf(ctId: number | null | undefined): FactsKind | undefined {
  return ctId === NEWS_DETAIL ? NEWS : ctId === EVENT_DETAIL ? EVENT : undefined;
}
