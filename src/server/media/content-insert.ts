// Inserting one Content row the way the generic interface would (values
// encoded per field type for the dialect) with its 'Create' audit entry, in
// the caller's transaction. Media records, media folders, secured documents
// and their categories are made so; a visitor's form file has no actor, so no
// audit entry (its form submission is the record of it).
import { auditWrite } from '../platform/data/audit.js';
import { toDatabase } from '../platform/data/codec.js';
import { entity } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import type { Queryable, Row } from '../platform/db/executor.js';
import type { Content } from '../../shared/generated/entities.generated.js';

export async function insertContent(
  tx: Queryable,
  actor: Actor | undefined,
  row: Partial<Omit<Content, 'CId'>>,
): Promise<Row> {
  const content = entity('Content');
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row))
    values[name] = value === null ? null : toDatabase(content.fields[name], value, tx.dialect);
  const inserted = (await tx.first(
    tx.builder
      .insertInto('Content')
      .values(values as never)
      .returningAll()
      .compile(),
  ))!;
  if (actor) await auditWrite(tx, actor, content, 'Create', [inserted.CId], undefined, inserted);
  return inserted;
}
