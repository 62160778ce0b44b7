// Token locations (docs/tokens.md): the places on a public page where
// custom code goes, MiscData rows of kind Token_Location (1) in MdSortOrder;
// MdName the name, MdValue {placement, description}. `placement` is the
// stable key a template inserts the location by: made from the first name
// (slugify, unique), kept when the location is renamed. What fills a
// location: the custom-code snippets, Content rows of type JavaScript (62)
// whose CMetaData.TokenLocationId is the location's MdId, in their
// CMetaData.SortOrder (then title), with CMetaData.Enabled saying whether it
// is on (read by custom-code/snippets.ts, which writes them). Every write is one transaction under a lock on the list,
// through the generic single-record writes (an audit entry per row).
import { decodeRow, jsonObject, storedJsonObject } from '../platform/data/codec.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Dialect, Executor, Queryable, Row } from '../platform/db/executor.js';
import type { Actor } from '../platform/data/identity.js';
import { EditTransaction } from '../editor/index.js';
import { coded, invalid } from '../platform/errors.js';
import { CT } from '../../shared/content-types.js';
import { snippetSettings } from '../custom-code/index.js';
import { MD_KIND } from '../../shared/misc-data-kinds.js';
import { slugify } from '../../shared/slug.js';
import type { LocationSnippet, TokenLocation, TokenLocationBody } from '../../shared/api/tokens.js';

const LOCATION_LOCK_SPACE = 0x544c43; // 'TLC'
const TRUSTED = { trusted: true };

interface PlacedSnippet extends LocationSnippet {
  locationId: number;
  sortOrder: number;
}

async function lockLocations(tx: Queryable) {
  const lock = dialectOf(tx).transactionLock(LOCATION_LOCK_SPACE, 'token-locations');
  if (lock) await tx.run(lock);
}

async function locationRows(db: Queryable): Promise<Row[]> {
  return db.all(
    db.builder
      .selectFrom('MiscData')
      .selectAll()
      .where('MdKind', '=', MD_KIND.Token_Location)
      .orderBy('MdSortOrder')
      .orderBy('MdId')
      .compile(),
  );
}

async function locationRow(db: Queryable, id: number): Promise<Row> {
  const row = await db.first(
    db.builder
      .selectFrom('MiscData')
      .selectAll()
      .where('MdId', '=', id)
      .where('MdKind', '=', MD_KIND.Token_Location)
      .compile(),
  );
  if (!row) throw coded(404, 'token.location.missing', { id });
  return row;
}

/** Every snippet that names a location (snippets are few: read whole, metadata read here rather than in dialect-specific SQL). */
async function placedSnippets(db: Queryable): Promise<PlacedSnippet[]> {
  const rows = await db.all<Record<'CId' | 'CTitle' | 'CMetaData' | 'CDeleted', unknown>>(
    db.builder
      .selectFrom('Content')
      .select(['CId', 'CTitle', 'CMetaData', 'CDeleted'])
      .where('CtId', '=', CT.JavaScript)
      .compile(),
  );
  const placed: PlacedSnippet[] = [];
  for (const row of rows.map((stored) => decodeRow('Content', stored, db.dialect))) {
    const { tokenLocationId: locationId, enabled, sortOrder } = snippetSettings(jsonObject(row.CMetaData));
    if (locationId === null) continue;
    placed.push({
      CId: row.CId,
      CTitle: String(row.CTitle),
      enabled,
      removed: row.CDeleted === true,
      locationId,
      sortOrder,
    });
  }
  return placed.sort((a, b) => a.sortOrder - b.sortOrder || a.CTitle.localeCompare(b.CTitle) || a.CId - b.CId);
}

/** A location's row (`dialect`: the database it came from) with the snippets placed in it. */
function locationOf(row: Row, snippets: PlacedSnippet[], dialect: Dialect): TokenLocation {
  const value = storedJsonObject('MiscData', row, 'MdValue', dialect);
  const id = Number(row.MdId);
  return {
    id,
    name: String(row.MdName),
    placement: typeof value.placement === 'string' ? value.placement : slugify(String(row.MdName)),
    description: typeof value.description === 'string' ? value.description : '',
    sortOrder: Number(row.MdSortOrder ?? 0),
    snippets: snippets
      .filter((s) => s.locationId === id)
      .map(({ CId, CTitle, enabled, removed }) => ({ CId, CTitle, enabled, removed })),
  };
}

export async function listLocations(db: Queryable): Promise<TokenLocation[]> {
  const snippets = await placedSnippets(db);
  return (await locationRows(db)).map((row) => locationOf(row, snippets, db.dialect));
}

async function readLocation(db: Queryable, id: number): Promise<TokenLocation> {
  return locationOf(await locationRow(db, id), await placedSnippets(db), db.dialect);
}

/** The trimmed name, or 422; 409 when another location has it (ignoring case). */
function freeName(rows: Row[], name: string, self?: number): string {
  const trimmed = name.trim();
  if (!trimmed) throw coded(422, 'token.location.nameRequired', {}, 'name');
  const taken = rows.find((r) => Number(r.MdId) !== self && String(r.MdName).toLowerCase() === trimmed.toLowerCase());
  if (taken)
    throw coded(409, 'token.location.nameTaken', { name: String(taken.MdName), id: Number(taken.MdId) }, 'name');
  return trimmed;
}

/** slugify(name), with -2, -3 … until no other location has it. */
function freePlacement(rows: Row[], name: string, dialect: Dialect): string {
  const used = new Set(rows.map((r) => storedJsonObject('MiscData', r, 'MdValue', dialect).placement));
  const base = slugify(name) || 'location';
  let placement = base;
  for (let n = 2; used.has(placement); n++) placement = `${base}-${n}`;
  return placement;
}

export async function createLocation(db: Executor, actor: Actor, body: TokenLocationBody): Promise<TokenLocation> {
  const id = await db.transaction(async (tx) => {
    await lockLocations(tx);
    const rows = await locationRows(tx);
    const name = freeName(rows, body.name);
    const last = rows.reduce((max, r) => Math.max(max, Number(r.MdSortOrder ?? 0)), 0);
    const value = { placement: freePlacement(rows, name, tx.dialect), description: body.description?.trim() ?? '' };
    const row = await new EditTransaction(tx, actor).insert(
      'MiscData',
      { MdKind: MD_KIND.Token_Location, MdName: name, MdValue: value, MdSortOrder: last + 1 },
      TRUSTED,
    );
    return Number(row.MdId);
  });
  return readLocation(db, id);
}

export async function saveLocation(
  db: Executor,
  actor: Actor,
  id: number,
  body: TokenLocationBody,
): Promise<TokenLocation> {
  await db.transaction(async (tx) => {
    await lockLocations(tx);
    const before = await locationRow(tx, id);
    const name = freeName(await locationRows(tx), body.name, id);
    const value = {
      ...storedJsonObject('MiscData', before, 'MdValue', tx.dialect),
      ...(body.description !== undefined ? { description: body.description.trim() } : {}),
    };
    await new EditTransaction(tx, actor).update('MiscData', [id], { MdName: name, MdValue: value }, TRUSTED);
  });
  return readLocation(db, id);
}

/** The whole list in a new order: `ids` must be exactly the locations there are (409 when someone added or deleted one meanwhile). */
export async function reorderLocations(db: Executor, actor: Actor, ids: number[]): Promise<TokenLocation[]> {
  await db.transaction(async (tx) => {
    await lockLocations(tx);
    const rows = await locationRows(tx);
    const have = rows.map((r) => Number(r.MdId));
    if (new Set(ids).size !== ids.length) throw invalid('ids lists a location more than once', 'ids');
    if (ids.length !== have.length || !ids.every((id) => have.includes(id))) {
      throw coded(409, 'token.location.changed', { count: have.length, ids: have.join(', ') }, 'ids');
    }
    const w = new EditTransaction(tx, actor);
    for (const [i, id] of ids.entries()) {
      const row = rows.find((r) => Number(r.MdId) === id)!;
      if (Number(row.MdSortOrder) !== i + 1) await w.update('MiscData', [id], { MdSortOrder: i + 1 }, TRUSTED);
    }
  });
  return listLocations(db);
}

export async function deleteLocation(db: Executor, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockLocations(tx);
    const row = await locationRow(tx, id);
    const snippets = (await placedSnippets(tx)).filter((s) => s.locationId === id);
    if (snippets.length) {
      const names = snippets
        .map((s) => `"${s.CTitle}" (${s.CId}${s.removed ? ', in the Remove Content bin' : ''})`)
        .join(', ');
      throw coded(409, 'token.location.holdsSnippets', {
        name: String(row.MdName),
        smart_count: snippets.length,
        snippets: names,
      });
    }
    await new EditTransaction(tx, actor).delete('MiscData', [id], TRUSTED);
  });
}
