// Pure core of the generator: model + previous snapshot + migration file
// names in, every generated text out.
import type { SchemaModel } from '../src/shared/schema-model.js';
import { emitDatabase } from './emit/database.js';
import { planMigration, type DiffOptions } from './emit/migration-diff.js';
import { emitMigration, emitMigrationIndex, nextMigrationId } from './emit/migrations.js';
import { snapshotOf, type StorageSnapshot } from './emit/snapshot.js';
import { emitResources } from './emit/resources.js';
import { emitTypes } from './emit/types.js';
import { emitApiSchemas } from './emit/api-schemas.js';

interface Generated {
  entities: string;
  /** The generic interface's JSON Schemas (api-schemas.generated.ts). */
  apiSchemas: string;
  /** The Kysely Database interface of the schema's tables (server only). */
  database: string;
  migrationIndex: string;
  /** Present when the schema holds changes the migrations do not have yet. */
  migration?: { file: string; text: string };
  snapshot: string;
  /** The migration's operations in words, one line each (empty without a migration). */
  plan: string[];
  /** Repository path → text of the admin's generated resources. */
  resources: Record<string, string>;
}

/** `options`: what the developer allowed or renamed (npm run gen -- --rename …; cli-options.ts). */
export function generate(
  model: SchemaModel,
  previous: StorageSnapshot,
  migrationFiles: string[],
  options: Omit<DiffOptions, 'required'> = {},
): Generated {
  const next = snapshotOf(model);
  const required = Object.values(model).flatMap((e) =>
    e.fieldOrder.filter((f) => e.fields[f].required).map((f) => `${e.name}.${f}`),
  );
  const { ops, plan } = planMigration(previous, next, { ...options, required });
  const snapshot = JSON.stringify(next, null, 2) + '\n';
  let migration: Generated['migration'];
  const files = [...migrationFiles];
  if (ops.length) {
    const id = nextMigrationId(migrationFiles, ops);
    migration = { file: `${id}.generated.ts`, text: emitMigration(id, ops) };
    files.push(migration.file);
  }
  return {
    entities: emitTypes(model),
    apiSchemas: emitApiSchemas(model),
    database: emitDatabase(model),
    migrationIndex: emitMigrationIndex(files),
    migration,
    snapshot,
    plan,
    resources: emitResources(model),
  };
}
