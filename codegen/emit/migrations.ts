// Pure: the texts of a new migration file and of the migrations index.
import type { MigrationOperation } from '../../src/server/platform/db/migration-types.js';
import { banner } from './banner.js';

const MIGRATION_FILE = /^(\d{4})_[\w-]+(\.generated)?\.ts$/;

export function nextMigrationId(existingFiles: string[], ops: MigrationOperation[]): string {
  const numbers = existingFiles
    .map((f) => MIGRATION_FILE.exec(f)?.[1])
    .filter(Boolean)
    .map(Number);
  const next = String((numbers.length ? Math.max(...numbers) : 0) + 1).padStart(4, '0');
  return `${next}_${describe(ops)}`;
}

function describe(ops: MigrationOperation[]): string {
  if (ops.every((o) => o.op === 'createTable' || o.op === 'createIndex' || o.op === 'searchIndex') && ops.length > 8)
    return 'initial';
  const first = ops[0];
  const what = first.op === 'addColumn' ? `add_${first.table}_${first.column.name}` : `${first.op}_${first.table}`;
  return (ops.length > 1 ? `${what}_and_more` : what).replace(/[^\w]/g, '_').slice(0, 60);
}

export function emitMigration(id: string, ops: MigrationOperation[]): string {
  return (
    banner('the difference between schema/entities/*.yaml and schema-snapshot.generated.json') +
    `import type { Migration } from '../migration-types.js';\n\n` +
    `export const migration: Migration = ${JSON.stringify({ id, operations: ops }, null, 2)};\n`
  );
}

/** Every migration module in the folder, generated or hand-written, in id order. */
export function emitMigrationIndex(files: string[]): string {
  const modules = files.filter((f) => MIGRATION_FILE.test(f)).sort();
  const lines = modules.map((f, i) => `import { migration as m${i} } from './${f.replace(/\.ts$/, '.js')}';`);
  return (
    banner('the files in src/server/platform/db/migrations/') +
    `import type { Migration } from '../migration-types.js';\n${lines.join('\n')}\n\n` +
    `export const MIGRATIONS: Migration[] = [${modules.map((_, i) => `m${i}`).join(', ')}];\n`
  );
}
