// The audit trail of the data interface (issue 3 item 4): every write
// appends an AuditLog row in the same transaction as the write, so a
// rolled-back write leaves no entry. Diffs show API values; secret fields
// (and the ending of a Key Manager value) only say that they changed.
import type { EntityMeta } from '../../../shared/schema-model.js';
import type { Queryable, Row } from '../db/executor.js';
import { rowWriter } from './codec.js';
import type { Actor } from './identity.js';
import { keyText, type KeyValues } from './keys.js';
import { writeEffectsOf } from './write-effects.js';
import { redactedInAudit } from './sealed-values.js';

export type WriteKind = 'Create' | 'Update' | 'Delete';
const REDACTED = '[redacted]';

/** Shown in a diff only as changed: secret fields, and what the server records of a sealed value. */
const hidden = (entity: EntityMeta, field: string) => entity.fields[field].secret || redactedInAudit(entity, field);

function asRecord(entity: EntityMeta, row: Row | undefined, dialect: Queryable['dialect']): Record<string, unknown> {
  if (!row) return {};
  const fields = entity.fieldOrder.map((f) => entity.fields[f]);
  const record = JSON.parse(rowWriter(entity, fields, dialect)(row)) as Record<string, unknown>;
  for (const f of fields) if (hidden(entity, f.name) && record[f.name] !== null) record[f.name] = REDACTED;
  return record;
}

/** What changed: {field: [before, after]}; a create or delete lists the fields it set or removed. */
export function diffOf(
  entity: EntityMeta,
  before: Row | undefined,
  after: Row | undefined,
  dialect: Queryable['dialect'],
) {
  const a = asRecord(entity, before, dialect);
  const b = asRecord(entity, after, dialect);
  const diff: Record<string, [unknown, unknown]> = {};
  for (const f of entity.fieldOrder) {
    const field = entity.fields[f];
    const changed = hidden(entity, field.name)
      ? before?.[f] !== after?.[f]
      : JSON.stringify(a[f] ?? null) !== JSON.stringify(b[f] ?? null);
    if (changed) diff[f] = [before ? (a[f] ?? null) : null, after ? (b[f] ?? null) : null];
  }
  return diff;
}

export async function auditWrite(
  tx: Queryable,
  actor: Actor,
  entity: EntityMeta,
  kind: WriteKind,
  key: KeyValues,
  before?: Row,
  after?: Row,
) {
  if (!writeEffectsOf(entity.name).audited) return; // AuditLog: the row is its own record
  const diff = diffOf(entity, before, after, tx.dialect);
  if (kind === 'Update' && !Object.keys(diff).length) return;
  await tx.run(
    tx.builder
      .insertInto('AuditLog')
      .values({
        Type: kind,
        Message: `${kind} ${entity.name} ${keyText(key)}`,
        UserName: actor.userName,
        Date: new Date().toISOString(),
        Entity: entity.name,
        EntityKey: keyText(key).slice(0, 200),
        Diff: JSON.stringify(diff),
        Impersonator: actor.impersonatorName ?? null,
        RequestId: actor.requestId.slice(0, 64),
      })
      .compile(),
  );
}
