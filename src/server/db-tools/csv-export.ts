// Every record of one entity as CSV (issue 16 item 8), streamed a batch at a
// time so memory stays flat whatever the table's size: a header of the
// entity's visible fields (secret fields — password hashes, stamps, the Key
// Manager's values — are never read), then one line per record in key
// order, each value as the API shows it (csv-cells.ts).
import type { EntityMeta } from '../../shared/schema-model.js';
import type { Executor } from '../platform/db/executor.js';
import { untypedTables } from '../platform/db/untyped-tables.js';
import { rowWriter } from '../platform/data/codec.js';
import { visibleFields } from '../platform/data/entities.js';
import { csvLine, exportCell, headerCell } from './csv-cells.js';

export async function* entityCsv(db: Executor, entity: EntityMeta): AsyncGenerator<string> {
  const fields = visibleFields(entity);
  const write = rowWriter(entity, fields, db.dialect);
  // A byte-order mark, so spreadsheet programs read the UTF-8 as UTF-8 (the import skips it).
  yield '\ufeff' + csvLine(fields.map((f) => headerCell(f.name)));
  let query = untypedTables(db.builder)
    .selectFrom(entity.table)
    .select(fields.map((f) => f.name));
  for (const key of entity.key) query = query.orderBy(key);
  for await (const batch of db.stream(query.compile())) {
    let chunk = '';
    for (const row of batch) {
      // Through the API's own encoding: booleans, JSON and dates read the same on both databases.
      const record = JSON.parse(write(row)) as Record<string, unknown>;
      chunk += csvLine(fields.map((f) => exportCell(f, record[f.name])));
    }
    yield chunk;
  }
}

export const csvFileNameOf = (entity: EntityMeta) => `${entity.name}-${new Date().toISOString().slice(0, 10)}.csv`;
