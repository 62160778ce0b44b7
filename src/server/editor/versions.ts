// A page's versions: the list (newest first, drafts flagged), one version
// with its snapshot, restoring an older one, publishing or discarding a draft.
import type { Dialect, Queryable, Row } from '../platform/db/executor.js';
import { decodeField, rowToRecord } from '../platform/data/codec.js';
import { entity, visibleFields } from '../platform/data/entities.js';
import type { Actor, Identity } from '../platform/data/identity.js';
import { relationalBatch } from '../../shared/relational-batch.js';
import { ApiError, conflict, notFound } from '../platform/errors.js';
import { inEditTransaction, type EditorDeps } from './edit-transaction.js';
import { loadPage, type Page } from './page.js';
import { publishChanges, type Published } from './publish.js';
import type { PageChanges } from './save-request.js';
import { readSnapshot, type Snapshot } from './snapshot.js';
import { requireFresh } from './stale.js';

type Rec = Record<string, unknown>;
const SUMMARY = ['CvId', 'CId', 'Active', 'Draft', 'ChangeDate', 'CvUserName', 'CvNote', 'CvAiDrafted'] as const;
const fields = () => visibleFields(entity('ContentVersion'));

function summary(row: Row, dialect: Queryable['dialect']): Rec {
  const v = rowToRecord(entity('ContentVersion'), fields(), row, dialect);
  return Object.fromEntries(SUMMARY.map((k) => [k, v[k]]));
}

export async function listVersions(q: Queryable, identity: Identity, cId: number): Promise<Rec[]> {
  await loadPage(q, identity, cId); // 404 outside the caller's scope
  const rows = await q.all(
    q.builder.selectFrom('ContentVersion').selectAll().where('CId', '=', cId).orderBy('CvId', 'desc').compile(),
  );
  return rows.map((r) => summary(r, q.dialect));
}

/** A version whose page the identity may see (404 otherwise). */
async function findVersion(
  q: Queryable,
  identity: Identity,
  cvId: number,
  lock = false,
): Promise<{ row: Row; page: Page; etag: string }> {
  const row = await q.first(q.builder.selectFrom('ContentVersion').selectAll().where('CvId', '=', cvId).compile());
  if (!row) throw notFound(`Version ${cvId} was not found`);
  try {
    return { row, ...(await loadPage(q, identity, row.CId as number, lock)) };
  } catch (e) {
    // A version of a page outside the caller's scope is not found either.
    if (e instanceof ApiError && e.status === 404) throw notFound(`Version ${cvId} was not found`);
    throw e;
  }
}

export async function getVersion(q: Queryable, identity: Identity, cvId: number): Promise<Rec> {
  const { row } = await findVersion(q, identity, cvId);
  const v = rowToRecord(entity('ContentVersion'), fields(), row, q.dialect);
  return { ...summary(row, q.dialect), Snapshot: v.Snapshot };
}

const isDraft = (row: Row, dialect: Dialect) => decodeField('ContentVersion', 'Draft', row.Draft, dialect) === true;

/** The changes that turn the live page into the snapshot (blocks by CbId: missing → delete, new → create, changed → update). */
export function changesTo(page: Page, snapshot: Snapshot): PageChanges {
  const live = new Set(page.blocks.map((b) => b.CbId));
  // A snapshot block whose block is gone (or a draft's new block) is created again.
  const wanted = snapshot.blocks.map((b) => (live.has(b.CbId) ? b : { ...b, CbId: null }));
  const batch = relationalBatch(page.blocks, wanted, 'CbId');
  return {
    content: snapshot.content,
    blocks: { creates: batch.creates, updates: batch.updates, deletes: batch.deletes as number[] },
  };
}

export async function restoreVersion(
  deps: EditorDeps,
  actor: Actor,
  cvId: number,
  ifMatch: string,
): Promise<Published> {
  return inEditTransaction(deps, actor, async (w) => {
    const { row, page, etag } = await findVersion(w.tx, actor, cvId, true);
    if (isDraft(row, w.tx.dialect)) throw conflict(`Version ${cvId} is a draft: publish it instead of restoring it`);
    await requireFresh(w.tx, ifMatch, etag, page.content.CId as number, page.content.CLastModified);
    return publishChanges(
      w,
      actor,
      page,
      changesTo(page, readSnapshot(row.Snapshot, cvId, w.tx.dialect)),
      `Restored version ${cvId}`,
    );
  });
}

export async function publishDraft(deps: EditorDeps, actor: Actor, cvId: number, ifMatch: string): Promise<Published> {
  return inEditTransaction(deps, actor, async (w) => {
    const { row, page, etag } = await findVersion(w.tx, actor, cvId, true);
    if (!isDraft(row, w.tx.dialect)) throw conflict(`Version ${cvId} is not a draft: restore it instead`);
    await requireFresh(w.tx, ifMatch, etag, page.content.CId as number, page.content.CLastModified);
    return publishChanges(w, actor, page, changesTo(page, readSnapshot(row.Snapshot, cvId, w.tx.dialect)), null, cvId);
  });
}

export async function discardDraft(deps: EditorDeps, actor: Actor, cvId: number): Promise<void> {
  await inEditTransaction(deps, actor, async (w) => {
    const { row } = await findVersion(w.tx, actor, cvId, true);
    if (!isDraft(row, w.tx.dialect))
      throw conflict(`Version ${cvId} is published: published versions are kept as the page's history`);
    await w.delete('ContentVersion', [cvId]);
  });
}
