// Pure: model → src/shared/generated/api-schemas.generated.ts, the JSON
// Schemas of the generic interface (issue 11 item 1) per entity:
// - record:  a record as GET answers it (secret fields never appear);
// - create:  the body of POST /{entity} (and each item of POST /all);
// - replace: the body of PUT /{entity}/{key} (and each item of PUT /all);
// - patch:   the body of PATCH /{entity}/{key}.
// They state exactly what the data layer (server/platform/data/write-values.ts,
// codec.ts) accepts, so Fastify refuses a bad body before the data layer is
// reached, with the same words; the data layer keeps its own checks for the
// writers that do not come through HTTP.
import type { EntityMeta, FieldMeta, SchemaModel } from '../../src/shared/schema-model.js';
import { banner } from './banner.js';

type Json = Record<string, unknown>;

// The same form the data layer accepts (codec.ts ISO_DATE).
const ISO_DATE = '^\\s*\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?)?\\s*$';

function valueSchema(field: FieldMeta, forWrite: boolean): Json {
  const about = field.label !== field.name ? { description: field.label } : {};
  switch (field.type) {
    case 'integer':
      return { type: 'integer', ...about };
    case 'number':
      return { type: 'number', ...about };
    case 'boolean':
      return { type: 'boolean', ...about };
    case 'string':
    case 'text': {
      // Rich text is measured after sanitising (server-side), so its length is the data layer's to check.
      const bounded = forWrite && field.length !== undefined && field.format !== 'html';
      return {
        type: 'string',
        ...(bounded ? { maxLength: field.length } : {}),
        ...(field.format === 'html' ? { contentMediaType: 'text/html' } : {}),
        ...about,
      };
    }
    case 'uuid':
      return { type: 'string', format: 'uuid', ...about };
    case 'datetime':
      return forWrite
        ? {
            type: 'string',
            pattern: ISO_DATE,
            'x-invalid': 'must be an ISO-8601 date, e.g. 2026-11-22T09:30:00Z',
            ...about,
          }
        : { type: 'string', description: `${field.label} (ISO-8601)` };
    case 'json':
      return { ...about };
  }
}

const nullable = (schema: Json): Json =>
  schema.type === undefined ? schema : { ...schema, type: [schema.type as string, 'null'] };

/** Fields the server fills or numbers itself: accepted in a body (a form echoes them) and ignored or checked. */
const serverFilled = (f: FieldMeta) => !!f.stamp || f.autoIncrement || f.readOnly;

function recordSchema(e: EntityMeta): Json {
  const visible = e.fieldOrder.filter((f) => !e.fields[f].secret);
  const properties = Object.fromEntries(
    visible.map((f) => {
      const field = e.fields[f];
      const schema = valueSchema(field, false);
      return [f, field.required || e.key.includes(f) ? schema : nullable(schema)];
    }),
  );
  return {
    title: e.name,
    description: `${e.label}: key ${e.key.join(', ')}.`,
    type: 'object',
    properties,
    additionalProperties: false,
  };
}

function bodySchema(e: EntityMeta, mode: 'create' | 'replace' | 'patch'): Json {
  const properties: Json = {};
  const required: string[] = [];
  for (const f of e.fieldOrder) {
    const field = e.fields[f];
    const schema = valueSchema(field, true);
    const annotations = {
      ...(serverFilled(field) ? { readOnly: true } : {}),
      ...(field.secret ? { writeOnly: true } : {}),
    };
    // null reads as "not given": a required field given null is refused as missing (validation-errors.ts).
    properties[f] = { ...(field.required && !serverFilled(field) ? schema : nullable(schema)), ...annotations };
    const needed =
      field.required &&
      field.default === undefined &&
      !serverFilled(field) &&
      !(field.type === 'uuid' && e.key.includes(f));
    if (needed && mode !== 'patch' && !(mode === 'replace' && e.key.includes(f))) required.push(f);
  }
  return {
    title: e.name,
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  };
}

export function emitApiSchemas(model: SchemaModel): string {
  const names = Object.keys(model).sort();
  const schemas = Object.fromEntries(
    names.map((n) => [
      n,
      {
        record: recordSchema(model[n]),
        create: bodySchema(model[n], 'create'),
        replace: bodySchema(model[n], 'replace'),
        patch: bodySchema(model[n], 'patch'),
      },
    ]),
  );
  return (
    banner('schema/entities/*.yaml') +
    '/** The JSON Schemas of the generic interface, per entity: record, create, replace (PUT) and patch bodies. */\n' +
    `export const API_SCHEMAS = ${JSON.stringify(schemas, null, 2)} as const;\n\n` +
    'export type ApiSchemaEntity = keyof typeof API_SCHEMAS;\n'
  );
}
