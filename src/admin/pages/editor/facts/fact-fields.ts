// What the page editor's details panels show of a news item (News) and an
// event (EventItem): the facts the section lists and the public site read
// beside the page's own content. Labels are the schema's (schema/entities),
// held as message keys (editor.facts.fields.<name>) and translated where shown.
import { EVENT_DETAIL, NEWS_DETAIL } from '../../../../shared/page-types.js';

export interface FactField {
  name: string;
  /** The message key of the field's label. */
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
    { name: 'NDate', label: 'editor.facts.fields.NDate', kind: 'day', required: true },
    { name: 'NAuthor', label: 'editor.facts.fields.NAuthor', kind: 'text' },
    { name: 'NCategory', label: 'editor.facts.fields.NCategory', kind: 'text' },
    { name: 'NSource', label: 'editor.facts.fields.NSource', kind: 'text' },
    { name: 'NSourceUrl', label: 'editor.facts.fields.NSourceUrl', kind: 'text', type: 'url' },
    { name: 'NLocation', label: 'editor.facts.fields.NLocation', kind: 'text' },
    { name: 'NFeatured', label: 'editor.facts.fields.NFeatured', kind: 'flag' },
  ],
  blank: () => ({ NDate: new Date().toISOString() }),
  dates: false,
};

const EVENT: FactsKind = {
  resource: 'EventItem',
  key: 'EiId',
  texts: textsOf('event'),
  fields: [
    { name: 'EiLocation', label: 'editor.facts.fields.EiLocation', kind: 'text' },
    { name: 'EiAddress', label: 'editor.facts.fields.EiAddress', kind: 'text' },
    { name: 'EiCategory', label: 'editor.facts.fields.EiCategory', kind: 'text' },
    { name: 'EiAllDay', label: 'editor.facts.fields.EiAllDay', kind: 'flag' },
    { name: 'EiTimeZone', label: 'editor.facts.fields.EiTimeZone', kind: 'text' },
    { name: 'EiRegistrationUrl', label: 'editor.facts.fields.EiRegistrationUrl', kind: 'text', type: 'url' },
    { name: 'EiContactName', label: 'editor.facts.fields.EiContactName', kind: 'text' },
    { name: 'EiContactEmail', label: 'editor.facts.fields.EiContactEmail', kind: 'text', type: 'email' },
  ],
  blank: () => ({}),
  dates: true,
};

/** The details a page of type `ctId` has, or undefined for a type without a facts row. */
export function factsKindOf(ctId: number | null | undefined): FactsKind | undefined {
  return ctId === NEWS_DETAIL ? NEWS : ctId === EVENT_DETAIL ? EVENT : undefined;
}
