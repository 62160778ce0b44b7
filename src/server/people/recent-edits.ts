// "Continue where you left off" (issue 29 item 6): the records the signed-in
// user created or changed last, from their own rows of the audit trail
// (every write through the data layer appends one, data/audit.ts). One entry
// per record, newest first; a record deleted since, or one the user may no
// longer read (entity rule, or a Maintenance User's tag scope: findRow) is
// left out. Account rows (one's own name, sessions) are not "work".
import { RECENT_EDITS_SHOWN, type RecentEdit } from '../../shared/api/recent-edits.js';
import { canAccess } from '../../shared/can-access.js';
import type { Queryable } from '../db/executor.js';
import type { Identity } from '../data/identity.js';
import { entity, isEntityName } from '../data/entities.js';
import { keyFromUrl } from '../data/keys.js';
import { findRow } from '../data/reads.js';

/** How many audit rows are looked at: enough for RECENT_EDITS_SHOWN records after repeats of the same one. */
const SCANNED = 200;
const NOT_WORK = /^(AspNet|UserSession$)/;

interface AuditRow {
  Type: string;
  Entity: string | null;
  EntityKey: string | null;
  Date: string;
}

export async function recentEdits(db: Queryable, identity: Identity): Promise<RecentEdit[]> {
  const rows = await db.all<AuditRow>(
    db.builder
      .selectFrom('AuditLog')
      .select(['Type', 'Entity', 'EntityKey', 'Date'])
      .where('UserName', '=', identity.userName)
      .where('Type', 'in', ['Create', 'Update', 'Delete'])
      .orderBy('AlId', 'desc')
      .limit(SCANNED)
      .compile(),
  );
  const seen = new Set<string>();
  const edits: RecentEdit[] = [];
  for (const row of rows) {
    if (edits.length >= RECENT_EDITS_SHOWN) break;
    if (!row.Entity || !row.EntityKey || !isEntityName(row.Entity) || NOT_WORK.test(row.Entity)) continue;
    const id = `${row.Entity}/${row.EntityKey}`;
    if (seen.has(id)) continue;
    seen.add(id); // the newest row of a record decides: a Delete drops it
    if (row.Type === 'Delete') continue;
    const meta = entity(row.Entity);
    if (!canAccess(identity, meta, 'read')) continue;
    let stored;
    try {
      stored = await findRow(db, identity, meta, keyFromUrl(meta, row.EntityKey, db.dialect));
    } catch {
      continue; // a key the entity no longer reads this way
    }
    if (!stored) continue;
    const shown = stored[meta.recordRepresentation];
    const named = typeof shown === 'string' && !!shown.trim();
    edits.push({
      entity: meta.name,
      key: row.EntityKey,
      title: named ? shown : `${meta.label} ${row.EntityKey}`,
      named,
      label: meta.label,
      editedAt: new Date(row.Date).toISOString(),
    });
  }
  return edits;
}
