// "Continue where you left off" (issue 29 item 6): the records the signed-in
// user created or changed last, from their own rows of the audit trail
// (every write through the data layer appends one, data/audit.ts). One entry
// per record, newest first; a record deleted since, or one the user may no
// longer read (entity rule, or a Maintenance User's tag scope: findRow) is
// left out. Account rows (one's own name, sessions) are not "work", nor is a
// record written as the side effect of a system action (issue 41 item 2): a
// cache clear stamps the Cache record, a site switch its settings record, an
// import its rows, each in a request that also logs its own event (Cache,
// Site, Import, Login …); a record write in such a request is not an edit.
// A record is named by its recordRepresentation: a reference (News and
// EventItem name their page's CId) by the referenced record's own text, a
// moment (a version's date) given apart for the admin to show in the user's
// language, never as the raw ISO text.
import { RECENT_EDITS_SHOWN, type RecentEdit } from '../../shared/api/recent-edits.js';
import { canAccess } from '../../shared/can-access.js';
import type { EntityMeta } from '../../shared/schema-model.js';
import type { Queryable, Row } from '../platform/db/executor.js';
import type { Identity } from '../platform/data/identity.js';
import { entity, isEntityName } from '../platform/data/entities.js';
import { keyFromUrl } from '../platform/data/keys.js';
import { findRow } from '../platform/data/reads.js';

/** How many audit rows are looked at: enough for RECENT_EDITS_SHOWN records after repeats of the same one. */
const SCANNED = 200;
const NOT_WORK = /^(AspNet|UserSession$)/;
/** The audit types of record writes; any other type is an event (a sign-in, a cache clear, an export …). */
const RECORD_WRITES = ['Create', 'Update', 'Delete', 'Restore'];

interface AuditRow {
  Type: string;
  Entity: string | null;
  EntityKey: string | null;
  Date: string;
  RequestId: string | null;
}

/** The requests among `ids` that logged an event besides their record writes: system actions, not edits. */
async function systemRequests(db: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.all<{ RequestId: string | null }>(
    db.builder
      .selectFrom('AuditLog')
      .select('RequestId')
      .where('RequestId', 'in', [...ids])
      .where('Type', 'not in', RECORD_WRITES)
      .compile(),
  );
  return new Set(rows.map((r) => r.RequestId).filter((id): id is string => !!id));
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

/** A stored moment as an ISO instant (SQLite keeps text, PostgreSQL answers a Date); undefined when it is not one. */
function instant(v: unknown): string | undefined {
  const d = v instanceof Date ? v : typeof v === 'string' && v ? new Date(v) : undefined;
  return d && !Number.isNaN(d.getTime()) ? d.toISOString() : undefined;
}

type Naming = Pick<RecentEdit, 'title' | 'named'> & Partial<Pick<RecentEdit, 'titleAt' | 'pageId'>>;

/** How a record is named: its own text, the text of the record its representation references, or a moment. */
async function namingOf(
  db: Queryable,
  identity: Identity,
  meta: EntityMeta,
  stored: Row,
  key: string,
): Promise<Naming> {
  const unnamed = { title: `${meta.label} ${key}`, named: false };
  const field = meta.fields[meta.recordRepresentation];
  const shown = stored[meta.recordRepresentation];
  const ref = field?.references;
  if (ref && isEntityName(ref.entity) && shown !== null && shown !== undefined) {
    const target = entity(ref.entity);
    const pageId = target.name === 'Content' && typeof shown === 'number' ? { pageId: shown } : {};
    if (!canAccess(identity, target, 'read') || target.key.length !== 1 || target.key[0] !== ref.field)
      return { ...unnamed, ...pageId };
    let row: Row | undefined;
    try {
      row = await findRow(db, identity, target, keyFromUrl(target, String(shown), db.dialect));
    } catch {
      // The record it names is gone or unreadable: shown by its own name instead.
    }
    const title = text(row?.[target.recordRepresentation]);
    return title ? { title, named: true, ...pageId } : { ...unnamed, ...pageId };
  }
  if (field?.type === 'datetime') {
    const at = instant(shown);
    return at ? { ...unnamed, titleAt: at } : unnamed;
  }
  const title = text(shown);
  return title ? { title, named: true } : unnamed;
}

export async function recentEdits(db: Queryable, identity: Identity): Promise<RecentEdit[]> {
  const rows = await db.all<AuditRow>(
    db.builder
      .selectFrom('AuditLog')
      .select(['Type', 'Entity', 'EntityKey', 'Date', 'RequestId'])
      .where('UserName', '=', identity.userName)
      .where('Type', 'in', RECORD_WRITES)
      .orderBy('AlId', 'desc')
      .limit(SCANNED)
      .compile(),
  );
  const system = await systemRequests(db, [
    ...new Set(rows.map((r) => r.RequestId).filter((id): id is string => !!id)),
  ]);
  const seen = new Set<string>();
  const edits: RecentEdit[] = [];
  for (const row of rows) {
    if (edits.length >= RECENT_EDITS_SHOWN) break;
    if (!row.Entity || !row.EntityKey || !isEntityName(row.Entity) || NOT_WORK.test(row.Entity)) continue;
    if (row.RequestId && system.has(row.RequestId)) continue; // a cache clear's stamp, a switch, an import: not an edit
    const id = `${row.Entity}/${row.EntityKey}`;
    if (seen.has(id)) continue;
    seen.add(id); // the newest row of a record decides: a Delete drops it
    if (row.Type === 'Delete') continue; // (a Restore after it brings it back)
    const meta = entity(row.Entity);
    if (!canAccess(identity, meta, 'read')) continue;
    let stored;
    try {
      stored = await findRow(db, identity, meta, keyFromUrl(meta, row.EntityKey, db.dialect));
    } catch {
      continue; // a key the entity no longer reads this way
    }
    if (!stored) continue;
    edits.push({
      entity: meta.name,
      key: row.EntityKey,
      ...(await namingOf(db, identity, meta, stored, row.EntityKey)),
      label: meta.label,
      editedAt: new Date(row.Date).toISOString(),
    });
  }
  return edits;
}
