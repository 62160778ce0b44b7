// Golden files: the generator's outputs for a fixed fixture schema. Run with
// UPDATE_GOLDEN=1 to accept a deliberate change, then review the diff.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSchema } from '../schema/index.js';
import { generate } from './generate.js';

const fixtures = fileURLToPath(new URL('./__fixtures__/entities/', import.meta.url));
const golden = (name: string) => fileURLToPath(new URL(`./__golden__/${name}`, import.meta.url));

function expectGolden(name: string, text: string) {
  if (process.env.UPDATE_GOLDEN || !existsSync(golden(name))) writeFileSync(golden(name), text);
  expect(text).toBe(readFileSync(golden(name), 'utf8'));
}

describe('generate (golden files)', () => {
  const model = loadSchema(fixtures);
  const first = generate(model, {}, []);

  it('emits the record types and metadata', () => expectGolden('entities.generated.ts.txt', first.entities));
  it('emits the Kysely Database interface', () => expectGolden('database.generated.ts.txt', first.database));
  it('emits the first migration', () => {
    expect(first.migration?.file).toBe('0001_createTable_Author_and_more.generated.ts');
    expectGolden('migration-0001.ts.txt', first.migration!.text);
  });
  it('emits the migrations index', () => expectGolden('index.generated.ts.txt', first.migrationIndex));

  it('emits one react-admin resource folder per entity and the registry', () => {
    const files = Object.keys(first.resources).sort();
    expect(files).toContain('src/admin/generated/resources.generated.ts');
    for (const name of Object.keys(model)) {
      for (const view of [
        'index.generated.ts',
        'List.generated.tsx',
        'Show.generated.tsx',
        'Inputs.generated.tsx',
        'Create.generated.tsx',
      ]) {
        expect(files).toContain(`src/admin/generated/resources/${name}/${view}`);
      }
    }
    const all = Object.entries(first.resources)
      .map(([path, text]) => `==> ${path}\n${text}`)
      .join('\n');
    expectGolden('admin-resources.txt', all);
  });

  it('never puts a secret field on a screen', () => {
    const secrets = Object.values(model).flatMap((e) =>
      e.fieldOrder.filter((f) => e.fields[f].secret).map((f) => `${e.name}.${f}`),
    );
    expect(secrets.length).toBeGreaterThan(0);
    for (const text of Object.values(first.resources))
      for (const s of secrets) expect(text).not.toContain(`fields.${s.split('.')[1]}}`);
  });

  it('emits nothing new when the snapshot is current', () => {
    const again = generate(model, JSON.parse(first.snapshot), [first.migration!.file]);
    expect(again.migration).toBeUndefined();
    expect(again.migrationIndex).toBe(first.migrationIndex);
  });

  it('keeps secret columns in the Database interface, nullable unless they are key columns', () => {
    expect(first.database).toMatch(/^\s+Secret: string \| null;$/m);
    expect(first.database).toMatch(/^\s+AuId: Generated<number>;$/m);
  });

  it('leaves secret fields out of the record types but keeps them in the metadata', () => {
    expect(first.entities).not.toMatch(/^\s+Secret\??:/m);
    expect(first.entities).toContain('"secret": true');
  });
});
