// Pure: model → src/shared/generated/entities.generated.ts, the record types
// (as the API shows them: secret fields left out) and the metadata the
// server and the admin read at run time.
import { Project, VariableDeclarationKind } from 'ts-morph';
import type { FieldMeta, SchemaModel } from '../../src/shared/schema-model.js';
import { banner } from './banner.js';

const TS_TYPE: Record<FieldMeta['type'], string> = {
  integer: 'number',
  number: 'number',
  string: 'string',
  text: 'string',
  boolean: 'boolean',
  datetime: 'string',
  json: 'JsonValue',
  uuid: 'string',
};

export function emitTypes(model: SchemaModel): string {
  const project = new Project({ useInMemoryFileSystem: true });
  const file = project.createSourceFile('entities.generated.ts', '', { overwrite: true });
  file.addImportDeclaration({
    moduleSpecifier: '../schema-model.js',
    namedImports: ['SchemaModel'],
    isTypeOnly: true,
  });
  file.addTypeAlias({
    isExported: true,
    name: 'JsonValue',
    type: 'string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }',
  });
  const names = Object.keys(model).sort();
  for (const name of names) {
    const e = model[name];
    file.addInterface({
      isExported: true,
      name,
      docs: [`${e.label}: key ${e.key.length > 1 ? `[${e.key.join(', ')}]` : e.key[0]}.`],
      properties: e.fieldOrder
        .filter((f) => !e.fields[f].secret)
        .map((f) => {
          const field = e.fields[f];
          const nullable = !field.required && !e.key.includes(f);
          return {
            name: f,
            type: nullable ? `${TS_TYPE[field.type]} | null` : TS_TYPE[field.type],
            hasQuestionToken: nullable || field.autoIncrement,
            ...(field.label !== f ? { docs: [field.label] } : {}),
          };
        }),
    });
  }
  file.addTypeAlias({ isExported: true, name: 'EntityName', type: names.map((n) => `'${n}'`).join(' | ') });
  file.addInterface({
    isExported: true,
    name: 'EntityRecords',
    properties: names.map((n) => ({ name: n, type: n })),
  });
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [{ name: 'SCHEMA', type: 'SchemaModel', initializer: JSON.stringify(model, null, 2) }],
  });
  file.formatText({ indentSize: 2, convertTabsToSpaces: true });
  return banner('schema/entities/*.yaml') + file.getFullText();
}
