// Pure core of the generator: model + previous snapshot + migration file
// names in, every generated text out.
import type { SchemaModel } from '../src/shared/schema-model.js';
import { emitDatabase } from './emit/database.js';
import { diffSnapshots } from './emit/migration-diff.js';
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
  /** Repository path → text of the admin's generated resources. */
  resources: Record<string, string>;
}

export function generate(model: SchemaModel, previous: StorageSnapshot, migrationFiles: string[]): Generated {
  const next = snapshotOf(model);
  const ops = diffSnapshots(previous, next);
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
    resources: emitResources(model),
  };
}
