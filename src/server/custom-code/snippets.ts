// Site-wide code snippets: Content items of type JavaScript 62 (code-items.ts keeps their code and versions).
// Their settings are in CMetaData: TokenLocationId (the MdId of a Token_Location MiscData row, MdKind 1),
// Enabled (boolean) and SortOrder (their order, 1-based, within the whole list).
import type { Executor, Queryable } from '../platform/db/executor.js';
import type { Actor } from '../platform/data/identity.js';
import { coded } from '../platform/errors.js';
import { storedJsonObject } from '../platform/data/codec.js';
import { lockContent, updateContent } from '../site/index.js';
import type { Snippet, SnippetBody as SnippetInput } from '../../shared/api/custom-code.js';
import { createCodeItem, listCodeItems, readCodeItem, saveCodeItem, type CodeItem } from './code-items.js';
import { CT } from '../../shared/content-types.js';

const TOKEN_LOCATION_KIND = 1;

/** A snippet's place, switch and order as its CMetaData holds them (also read by the token locations screen). */
export function snippetSettings(meta: Record<string, unknown>): {
  tokenLocationId: number | null;
  enabled: boolean;
  sortOrder: number;
} {
  const location = Number(meta.TokenLocationId);
  const order = Number(meta.SortOrder);
  return {
    tokenLocationId: Number.isSafeInteger(location) && location > 0 ? location : null,
    enabled: meta.Enabled === true,
    sortOrder: Number.isFinite(order) ? order : Number.MAX_SAFE_INTEGER,
  };
}

function toSnippet(item: CodeItem): Snippet {
  return {
    CId: item.CId,
    CTitle: item.CTitle,
    code: item.source,
    ...snippetSettings(item.meta),
    CLastModified: item.CLastModified,
  };
}

export async function listSnippets(q: Queryable): Promise<Snippet[]> {
  return (await listCodeItems(q, [CT.JavaScript]))
    .map(toSnippet)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.CId - b.CId);
}

export async function readSnippet(q: Queryable, cId: number): Promise<Snippet> {
  return toSnippet(await readCodeItem(q, cId, [CT.JavaScript], 'Snippet'));
}

export async function listTokenLocations(q: Queryable): Promise<{ MdId: number; MdName: string }[]> {
  const rows = await q.all<{ MdId: number; MdName: string }>(
    q.builder
      .selectFrom('MiscData')
      .select(['MdId', 'MdName'])
      .where('MdKind', '=', TOKEN_LOCATION_KIND)
      .orderBy('MdSortOrder')
      .orderBy('MdId')
      .compile(),
  );
  return rows.map((r) => ({ MdId: Number(r.MdId), MdName: r.MdName }));
}

async function requireLocation(q: Queryable, id: number): Promise<void> {
  if (!(await listTokenLocations(q)).some((l) => l.MdId === id))
    throw coded(422, 'code.locationMissing', { id }, 'tokenLocationId');
}

const metaOf = (input: SnippetInput) => ({ TokenLocationId: input.tokenLocationId, Enabled: input.enabled });

export async function createSnippet(db: Executor, actor: Actor, input: SnippetInput): Promise<Snippet> {
  const cId = await db.transaction(async (tx) => {
    await requireLocation(tx, input.tokenLocationId);
    const last = (await listSnippets(tx)).reduce(
      (n, s) => Math.max(n, s.sortOrder === Number.MAX_SAFE_INTEGER ? 0 : s.sortOrder),
      0,
    );
    return createCodeItem(
      tx,
      actor,
      CT.JavaScript,
      input.CTitle,
      { ...metaOf(input), SortOrder: last + 1 },
      input.code,
    );
  });
  return readSnippet(db, cId);
}

export async function updateSnippet(
  db: Executor,
  actor: Actor,
  cId: number,
  input: SnippetInput,
  note = 'Saved',
): Promise<Snippet> {
  await db.transaction(async (tx) => {
    await readSnippet(tx, cId);
    await requireLocation(tx, input.tokenLocationId);
    await saveCodeItem(tx, actor, cId, { source: input.code, CTitle: input.CTitle, meta: metaOf(input) }, note);
  });
  return readSnippet(db, cId);
}

/** Puts the snippets in the given order (every snippet named once). */
export async function orderSnippets(db: Executor, actor: Actor, cIds: number[]): Promise<Snippet[]> {
  await db.transaction(async (tx) => {
    const current = await listSnippets(tx);
    const known = new Set(current.map((s) => s.CId));
    if (cIds.length !== known.size || new Set(cIds).size !== cIds.length || cIds.some((id) => !known.has(id))) {
      throw coded(422, 'code.snippetOrder', {}, 'CIds');
    }
    for (const [i, cId] of cIds.entries()) {
      const before = await lockContent(tx, actor, cId);
      const meta = storedJsonObject('Content', before, 'CMetaData', tx.dialect);
      if (meta.SortOrder !== i + 1)
        await updateContent(tx, actor, before, { CMetaData: { ...meta, SortOrder: i + 1 } });
    }
  });
  return listSnippets(db);
}

/** A deleted snippet is marked CDeleted (its versions stay, like a deleted page's). */
export async function deleteSnippet(db: Executor, actor: Actor, cId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await readSnippet(tx, cId);
    await updateContent(tx, actor, await lockContent(tx, actor, cId), { CDeleted: true });
  });
}
