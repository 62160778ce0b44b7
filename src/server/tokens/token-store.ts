// General tokens (docs/tokens.md): Content rows of type Liquid_Value (63),
// CTitle the name, CMetaData {tokenKey, value}. The key is made here from
// the name (shared/token-key.ts), never taken from the client, and is unique
// among tokens ignoring case (two keys a reader cannot tell apart are refused
// too). Every write is one transaction under a lock on the token list, so
// two people saving the same key at once cannot both succeed, and goes
// through the generic single-record writes (schema rules, an audit entry).
// A token that is used somewhere can be neither deleted nor given another
// key: the refusal (409) lists the places.
import { decodeField, storedJsonObject, storedStamp } from '../platform/data/codec.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Dialect, Executor, Queryable, Row } from '../platform/db/executor.js';
import type { Actor } from '../platform/data/identity.js';
import { EditTransaction } from '../editor/index.js';
import { etagOf } from '../platform/data/reads.js';
import { ApiError, badRequest, coded, invalidProblem } from '../platform/errors.js';
import { CT } from '../../shared/content-types.js';
import { tokenKeyOf, tokenUsageSyntax } from '../../shared/token-key.js';
import type { TokenItem, TokenPreview, TokenSaveBody, TokenUse } from '../../shared/api/tokens.js';
import { globalNames, renderLiquid } from './liquid-sandbox.js';
import { describeUses, tokenUses } from './token-usage.js';

const TOKEN_LOCK_SPACE = 0x544b4e; // 'TKN'
const TRUSTED = { trusted: true };

interface StoredToken {
  id: number;
  name: string;
  key: string;
  value: string;
  removed: boolean;
  modifiedAt: string;
}

function storedToken(row: Row, dialect: Dialect): StoredToken {
  const meta = storedJsonObject('Content', row, 'CMetaData', dialect);
  const name = String(row.CTitle);
  // A token made outside this tool (the generic interface) gets its key from its name, as here.
  const key = typeof meta.tokenKey === 'string' && meta.tokenKey ? meta.tokenKey : tokenKeyOf(name).key;
  return {
    id: Number(row.CId),
    name,
    key,
    value: typeof meta.value === 'string' ? meta.value : '',
    removed: decodeField('Content', 'CDeleted', row.CDeleted, dialect) === true,
    modifiedAt: storedStamp('Content', row, 'CLastModified', dialect),
  };
}

/**
 * A token's version: a hash of what the dialog shows and saves (name, key,
 * value, in the bin or not, last change). GET answers it (ETag and the
 * item's etag); PUT and DELETE must send it back in If-Match.
 */
const versionOf = (t: StoredToken) => etagOf(JSON.stringify([t.id, t.name, t.key, t.value, t.removed, t.modifiedAt]));

function etagMatches(header: string, etag: string): boolean {
  return header.trim() === '*' || header.split(',').some((v) => v.trim().replace(/^W\//, '') === etag);
}

/** Refuses a write without If-Match (400) or made from an older version than the stored one (412); call under lockTokens. */
function checkVersion(stored: StoredToken, ifMatch: string | undefined, doing: string) {
  if (!ifMatch?.trim())
    throw badRequest(
      `Send the ETag of the token you loaded in the If-Match header, so ${doing} cannot overwrite a change you have not seen`,
    );
  if (!etagMatches(ifMatch, versionOf(stored))) {
    throw new ApiError(
      412,
      `The token "${stored.name}" (${tokenUsageSyntax(stored.key)}) changed since you opened it (someone else saved it): nothing was ${doing === 'a save' ? 'saved' : 'deleted'}; load it again to see their version`,
    );
  }
}

async function tokenRows(db: Queryable): Promise<StoredToken[]> {
  const rows = await db.all(
    db.builder
      .selectFrom('Content')
      .select(['CId', 'CTitle', 'CMetaData', 'CDeleted', 'CLastModified'])
      .where('CtId', '=', CT.Liquid_Value)
      .orderBy('CTitle')
      .orderBy('CId')
      .compile(),
  );
  return rows.map((row) => storedToken(row, db.dialect));
}

async function tokenRow(db: Queryable, id: number): Promise<Row> {
  const row = await db.first(
    db.builder.selectFrom('Content').selectAll().where('CId', '=', id).where('CtId', '=', CT.Liquid_Value).compile(),
  );
  if (!row) throw coded(404, 'token.missing', { id });
  return row;
}

/** The scope a value is rendered in: every live token's raw value by key (Liquid does not render a variable's value again). */
const scopeOf = (tokens: StoredToken[], leaveOut?: number) =>
  Object.fromEntries(tokens.filter((t) => !t.removed && t.id !== leaveOut).map((t) => [t.key, t.value]));

/** Every live token's value by key: the scope public pages are rendered in (preview/site-parts.ts). */
export async function liveTokenScope(db: Queryable): Promise<Record<string, string>> {
  return scopeOf(await tokenRows(db));
}

async function previewIn(value: string, scope: Record<string, string>): Promise<TokenPreview> {
  const rendered = await renderLiquid(value, scope);
  const unknownNames = rendered.problem ? [] : globalNames(value).filter((n) => !Object.hasOwn(scope, n));
  return { ...rendered, unknownNames };
}

async function itemsOf(tokens: StoredToken[], all: StoredToken[], uses: Map<string, TokenUse[]>): Promise<TokenItem[]> {
  return Promise.all(
    tokens.map(async (t) => ({
      ...t,
      etag: versionOf(t),
      usedIn: (uses.get(t.key) ?? []).filter((u) => u.CId !== t.id),
      preview: await previewIn(t.value, scopeOf(all, t.id)),
    })),
  );
}

export async function listTokens(db: Queryable): Promise<TokenItem[]> {
  const all = await tokenRows(db);
  return itemsOf(
    all,
    all,
    await tokenUses(
      db,
      all.map((t) => t.key),
    ),
  );
}

export async function readToken(db: Queryable, id: number): Promise<TokenItem> {
  const token = storedToken(await tokenRow(db, id), db.dialect);
  const [item] = await itemsOf([token], await tokenRows(db), await tokenUses(db, [token.key]));
  return item;
}

/** How `value` renders with the other tokens in scope (`id`: the token being edited, whose stored value is left out). */
export async function previewToken(db: Queryable, value: string, id?: number): Promise<TokenPreview> {
  return previewIn(value, scopeOf(await tokenRows(db), id));
}

async function usesOf(tx: Queryable, key: string, self: number): Promise<TokenUse[]> {
  return ((await tokenUses(tx, [key])).get(key) ?? []).filter((u) => u.CId !== self);
}

/** The key of `name`, checked (under the caller's lockTokens): 422 when it makes none, 409 when another token has it (ignoring case). */
async function freeKey(tx: Queryable, name: string, self?: number): Promise<string> {
  const check = tokenKeyOf(name);
  if (!check.ok) throw invalidProblem(check.problem, 'name');
  const taken = (await tokenRows(tx)).find((t) => t.id !== self && t.key.toLowerCase() === check.key.toLowerCase());
  if (taken) {
    throw coded(
      409,
      taken.removed ? 'token.keyTakenRemoved' : 'token.keyTaken',
      { key: check.key, name: taken.name, id: taken.id, takenKey: taken.key },
      'name',
    );
  }
  return check.key;
}

async function lockTokens(tx: Queryable) {
  const lock = dialectOf(tx).transactionLock(TOKEN_LOCK_SPACE, 'tokens');
  if (lock) await tx.run(lock);
}

export async function createToken(db: Executor, actor: Actor, body: TokenSaveBody): Promise<TokenItem> {
  const id = await db.transaction(async (tx) => {
    await lockTokens(tx);
    const key = await freeKey(tx, body.name);
    const row = await new EditTransaction(tx, actor).insert(
      'Content',
      {
        CtId: CT.Liquid_Value,
        CTitle: body.name.trim(),
        CMetaData: { tokenKey: key, value: body.value },
        CDeleted: false,
      },
      TRUSTED,
    );
    return Number(row.CId);
  });
  return readToken(db, id);
}

export async function saveToken(
  db: Executor,
  actor: Actor,
  id: number,
  body: TokenSaveBody,
  ifMatch: string | undefined,
): Promise<TokenItem> {
  await db.transaction(async (tx) => {
    await lockTokens(tx);
    const before = await tokenRow(tx, id);
    const old = storedToken(before, tx.dialect);
    checkVersion(old, ifMatch, 'a save');
    const key = await freeKey(tx, body.name, id);
    if (key !== old.key) {
      const uses = await usesOf(tx, old.key, id);
      if (uses.length) {
        throw coded(
          409,
          'token.renameInUse',
          { token: tokenUsageSyntax(old.key), smart_count: uses.length, key, uses: describeUses(uses) },
          'name',
        );
      }
    }
    await new EditTransaction(tx, actor).update(
      'Content',
      [id],
      {
        CTitle: body.name.trim(),
        CMetaData: {
          ...storedJsonObject('Content', before, 'CMetaData', tx.dialect),
          tokenKey: key,
          value: body.value,
        },
      },
      TRUSTED,
    );
  });
  return readToken(db, id);
}

export async function deleteToken(db: Executor, actor: Actor, id: number, ifMatch: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTokens(tx);
    const token = storedToken(await tokenRow(tx, id), tx.dialect);
    checkVersion(token, ifMatch, 'a delete');
    const uses = await usesOf(tx, token.key, id);
    if (uses.length) {
      throw coded(409, 'token.deleteInUse', {
        token: tokenUsageSyntax(token.key),
        smart_count: uses.length,
        uses: describeUses(uses),
      });
    }
    const w = new EditTransaction(tx, actor);
    const blocks = await tx.all<{ CbId: number }>(
      tx.builder.selectFrom('ContentBlock').select('CbId').where('CId', '=', id).compile(),
    );
    for (const b of blocks) await w.delete('ContentBlock', [Number(b.CbId)], TRUSTED);
    await w.delete('Content', [id], TRUSTED);
  });
}
