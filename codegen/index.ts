// CLI: `npm run gen` writes the generated files; `npm run gen:check` (CI)
// fails when they differ from what the schema would generate now.
// The pure work is in generate.ts; this file only reads and writes.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSchema } from '../schema/index.js';
import { emitEnvExample, withSettingsTable } from './emit/settings-docs.js';
import { generate } from './generate.js';
import { migrationOptions } from './cli-options.js';
import { describeLabelsReport, emitLabelsReport, labelsReport } from './emit/schema-labels-report.js';
import { emitSchemaReference } from './emit/schema-reference.js';
import { loadTranslatedLabels } from './translated-labels.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const paths = {
  entities: join(root, 'src/shared/generated/entities.generated.ts'),
  apiSchemas: join(root, 'src/shared/generated/api-schemas.generated.ts'),
  database: join(root, 'src/server/platform/db/database.generated.ts'),
  migrationsDir: join(root, 'src/server/platform/db/migrations'),
  snapshot: join(root, 'src/server/platform/db/migrations/schema-snapshot.generated.json'),
  toTranslate: join(root, 'src/admin/i18n/schema-labels/to-translate.generated.ts'),
  schemaReference: join(root, 'docs/schema-reference.generated.md'),
};
/** Each language's schema labels but English's (the YAML's own), read before main() runs. */
const translations = await loadTranslatedLabels(root);

function main(check: boolean): number {
  const model = loadSchema();
  const previous = existsSync(paths.snapshot) ? JSON.parse(readFileSync(paths.snapshot, 'utf8')) : {};
  const out = generate(model, previous, readdirSync(paths.migrationsDir), migrationOptions(process.argv.slice(2)));
  // The migration's plan, one line per operation, before anything is written (schema/README.md).
  if (out.migration && !check)
    console.log(`Migration ${out.migration.file}:\n${out.plan.map((l) => `  - ${l}`).join('\n')}`);
  const labels = labelsReport(model, translations);
  // Never an error: an untranslated label is shown in English (issue 40 item 1).
  for (const line of describeLabelsReport(labels)) console.log(line);
  const files: Record<string, string> = {
    [paths.entities]: out.entities,
    [paths.apiSchemas]: out.apiSchemas,
    [paths.database]: out.database,
    [join(paths.migrationsDir, 'index.generated.ts')]: out.migrationIndex,
    ...Object.fromEntries(Object.entries(out.resources).map(([path, text]) => [join(root, path), text])),
    [join(root, '.env.example')]: emitEnvExample(),
    [join(root, 'README.md')]: withSettingsTable(readFileSync(join(root, 'README.md'), 'utf8')),
    [paths.toTranslate]: emitLabelsReport(labels),
    [paths.schemaReference]: emitSchemaReference(model, translations),
  };
  if (out.migration) {
    files[join(paths.migrationsDir, out.migration.file)] = out.migration.text;
    files[paths.snapshot] = out.snapshot;
  }
  const stale = Object.entries(files).filter(([p, text]) => !existsSync(p) || readFileSync(p, 'utf8') !== text);
  if (check) {
    if (out.migration)
      console.error(`The schema changed (${out.migration.file}) but no migration was generated: run npm run gen.`);
    for (const [p] of stale) console.error(`Out of date: ${relative(root, p)} (run npm run gen)`);
    if (!stale.length) console.log(`Generated files are up to date (${Object.keys(model).length} entities).`);
    return stale.length ? 1 : 0;
  }
  for (const [p, text] of stale) {
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, text);
    console.log(`wrote ${relative(root, p)}`);
  }
  if (!stale.length) console.log('Nothing to generate: everything is up to date.');
  return 0;
}

try {
  process.exitCode = main(process.argv.includes('--check'));
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 1;
}
