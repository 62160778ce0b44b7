// Changing a few fields of one Content row the way the generic interface
// would (values checked per field type, CLastModified stamped, an audit entry
// with the diff), inside a transaction the caller owns, so a call can add its
// own audit line to the same commit.
import type { Queryable, Row } from '../../platform/db/executor.js';
import { auditWrite } from '../../platform/data/audit.js';
import { toDatabase } from '../../platform/data/codec.js';
import { entity } from '../../platform/data/entities.js';
import type { Actor } from '../../platform/data/identity.js';
import { findRow } from '../../platform/data/reads.js';
import { notFound } from '../../platform/errors.js';

export async function lockContent(tx: Queryable, actor: Actor, cId: number): Promise<Row> {
  const row = await findRow(tx, actor, entity('Content'), [cId], true);
  if (!row) throw notFound(`Content ${cId} was not found`);
  return row;
}

export async function updateContent(
  tx: Queryable,
  actor: Actor,
  before: Row,
  values: Record<string, unknown>,
): Promise<Row> {
  const content = entity('Content');
  const set: Record<string, unknown> = { CLastModified: new Date().toISOString() };
  for (const [name, value] of Object.entries(values)) set[name] = toDatabase(content.fields[name], value, tx.dialect);
  const after = (await tx.first(
    tx.builder
      .updateTable('Content')
      .set(set)
      .where('CId', '=', before.CId as number)
      .returningAll()
      .compile(),
  ))!;
  await auditWrite(tx, actor, content, 'Update', [before.CId], before, after);
  return after;
}
