// The editor's details panels take their fields from the schema (issue 40
// item 1): a field added to News.yaml or EventItem.yaml appears with `npm run gen` alone.
import { describe, expect, it } from 'vitest';
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import type { EntityMeta, FieldMeta } from '../../../../shared/schema-model.js';
import { factFieldsOf, factsKindOf } from './fact-fields.js';
import { EVENT_DETAIL, NEWS_DETAIL } from '../../../../shared/content-types.js';

const field = (name: string, type: FieldMeta['type'], more: Partial<FieldMeta> = {}): FieldMeta => ({
  name,
  label: name,
  type,
  required: false,
  autoIncrement: false,
  readOnly: false,
  secret: false,
  searchable: false,
  unique: false,
  indexed: false,
  sortable: false,
  ...more,
});

describe('factFieldsOf', () => {
  it("lists the news item's facts from News.yaml, in its order, the date required", () => {
    expect(factsKindOf(NEWS_DETAIL)?.fields).toEqual([
      { name: 'NDate', kind: 'day', required: true },
      { name: 'NAuthor', kind: 'text' },
      { name: 'NSource', kind: 'text' },
      { name: 'NSourceUrl', kind: 'text', type: 'url' },
      { name: 'NLocation', kind: 'text' },
      { name: 'NCategory', kind: 'text' },
      { name: 'NFeatured', kind: 'flag' },
    ]);
    expect(factsKindOf(EVENT_DETAIL)?.fields.map((f) => f.name)).toEqual(
      SCHEMA.EventItem.fieldOrder.filter((name) => name !== 'EiId' && name !== 'CId'),
    );
  });

  it('shows a field the YAML gains, by its type, and leaves out what a person does not write', () => {
    const fields = [
      field('NId', 'integer', { autoIncrement: true }),
      field('CId', 'integer', { required: true, references: { entity: 'Content', field: 'CId' } }),
      field('NSubtitle', 'string', { length: 80 }),
      field('NReadMinutes', 'integer'),
      field('NEmbargo', 'datetime', { required: true }),
      field('NExtra', 'json'),
      field('NTouched', 'datetime', { readOnly: true, stamp: 'updated' }),
      field('NToken', 'string', { length: 40, secret: true }),
    ];
    const news: EntityMeta = {
      ...SCHEMA.News,
      fields: Object.fromEntries(fields.map((f) => [f.name, f])),
      fieldOrder: fields.map((f) => f.name),
    };
    expect(factFieldsOf(news)).toEqual([
      { name: 'NSubtitle', kind: 'text' },
      { name: 'NReadMinutes', kind: 'number' },
      { name: 'NEmbargo', kind: 'day', required: true },
    ]);
  });
});
