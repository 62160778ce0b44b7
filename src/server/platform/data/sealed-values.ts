// Secret values that are stored sealed (encrypted), applied to every write
// of the data layer after the schema's own checks (write-values.ts) and
// before the row reaches the database: the Key Manager's KmValue. The server
// also records what may be shown of it — whether a value is set, its last 4
// characters, who set or removed it and when — in fields only it writes.
// Nothing here returns the value: reads never include secret fields
// (entities.ts visibleFields) and the audit diff says only "[redacted]".
import type { EntityMeta } from '../../../shared/schema-model.js';
import { keyValueEnding, keyValueProblem } from '../../../shared/key-values.js';
import type { KeyRing } from '../secrets/key-ring.js';
import { DIALECTS } from '../db/dialect.js';
import type { Dialect } from '../db/executor.js';
import { invalid } from '../errors.js';
import type { Identity } from './identity.js';
import type { Values } from './write-values.js';

export const KEY_VALUE_PURPOSE = 'KeyManager.KmValue';

type Sealing = (
  values: Values,
  context: { actor: Identity; ring: KeyRing; dialect: Dialect; creating: boolean },
) => void;

const SEALED: Record<string, Sealing> = {
  KeyManager(values, { actor, ring, dialect, creating }) {
    if (!('KmValue' in values)) return; // PATCH without it, or PUT (a secret is kept when left out)
    const plain = values.KmValue;
    const bool = DIALECTS[dialect].bool;
    if (plain === null) {
      // Removed, or a new key without a value yet.
      values.KmHasValue = bool(false);
      values.KmValueEnding = null;
      values.KmValueChangedBy = creating ? null : actor.userName;
      values.KmValueChangedAt = creating ? null : new Date().toISOString();
      return;
    }
    const problem = keyValueProblem(plain as string);
    if (problem) throw invalid(`KmValue ${problem}`, 'KmValue');
    values.KmValue = ring.seal(plain as string, KEY_VALUE_PURPOSE);
    values.KmHasValue = bool(true);
    values.KmValueEnding = keyValueEnding(plain as string);
    values.KmValueChangedBy = actor.userName;
    values.KmValueChangedAt = new Date().toISOString();
  },
};

/**
 * Fields the audit trail shows only as changed, like secrets: what the server
 * records of a sealed value is for the screen of the entity (MoJoAdmin), while
 * the audit log is read by every Admin.
 */
const AUDIT_REDACTED: Record<string, readonly string[]> = { KeyManager: ['KmValueEnding'] };
export const redactedInAudit = (entity: EntityMeta, field: string) => !!AUDIT_REDACTED[entity.name]?.includes(field);

/**
 * Seals the entity's secret values in place. A write that carries one
 * without a key ring is a programming error: it fails rather than store
 * the value in the clear.
 */
export function sealValues(
  entity: EntityMeta,
  values: Values,
  actor: Identity,
  ring: KeyRing | undefined,
  dialect: Dialect,
  creating: boolean,
): void {
  const sealing = SEALED[entity.name];
  if (!sealing) return;
  if (!ring) throw new Error(`${entity.name} holds sealed values: write it through a Writes made with the key ring`);
  sealing(values, { actor, ring, dialect, creating });
}
