// What the page editor's details panels show of a news item (News) and an
// event (EventItem): the facts the section lists and the public site read
// beside the page's own content. The fields are the schema's (issue 40 item 1):
// every field of the entity a person writes, in the YAML's order, so a field
// added to News.yaml or EventItem.yaml appears here with `npm run gen` alone.
// Left out: the key, the link to the page (CId), what the server fills
// (readOnly, stamps), secrets, and JSON (edited on the Data screens).
// Labels are the schema's, in the user's language
// (useSchemaLabels().fieldLabel(resource, name)), as on the Data screens.
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import { EVENT_DETAIL, NEWS_DETAIL } from '../../../../shared/content-types.js';
import type { EntityMeta, FieldMeta } from '../../../../shared/schema-model.js';

export interface FactField {
  name: string;
  /** text: a text box (`type` url / email for the browser's keyboard); number: a number box; day: the app's date picker; flag: a checkbox. */
  kind: 'text' | 'number' | 'day' | 'flag';
  type?: 'url' | 'email';
  required?: boolean;
}

/** The text fields that hold a web address or an e-mail address: the browser offers that keyboard. */
const INPUT_TYPES: Readonly<Record<string, 'url' | 'email'>> = {
  NSourceUrl: 'url',
  EiRegistrationUrl: 'url',
  EiContactEmail: 'email',
};

const KIND_OF_TYPE: Readonly<Partial<Record<FieldMeta['type'], FactField['kind']>>> = {
  string: 'text',
  text: 'text',
  uuid: 'text',
  integer: 'number',
  number: 'number',
  datetime: 'day',
  boolean: 'flag',
};

/** The fields of a facts entity that its panel edits, from the schema. */
export function factFieldsOf(entity: EntityMeta): FactField[] {
  return entity.fieldOrder.flatMap((name): FactField[] => {
    const field = entity.fields[name];
    const kind = KIND_OF_TYPE[field.type];
    const pageLink = field.references?.entity === 'Content';
    if (!kind || pageLink || entity.key.includes(name) || field.readOnly || field.stamp || field.secret) return [];
    return [
      { name, kind, ...(INPUT_TYPES[name] && { type: INPUT_TYPES[name] }), ...(field.required && { required: true }) },
    ];
  });
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
  fields: factFieldsOf(SCHEMA.News),
  blank: () => ({ NDate: new Date().toISOString() }),
  dates: false,
};

const EVENT: FactsKind = {
  resource: 'EventItem',
  key: 'EiId',
  texts: textsOf('event'),
  fields: factFieldsOf(SCHEMA.EventItem),
  blank: () => ({}),
  dates: true,
};

/** The details a page of type `ctId` has, or undefined for a type without a facts row. */
export function factsKindOf(ctId: number | null | undefined): FactsKind | undefined {
  return ctId === NEWS_DETAIL ? NEWS : ctId === EVENT_DETAIL ? EVENT : undefined;
}
