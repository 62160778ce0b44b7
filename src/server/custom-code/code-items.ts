// A piece of code kept as a Content item (a JavaScript 62 snippet; a Header_Template 54, Footer_Template 53 or
// Email_Template 52): its title and settings on the Content row, its source in the item's first ContentBlock's
// CbCopy (where the e-mail templates have always kept their copy, email/email-templates.ts, so rendering is
// unchanged). Every save keeps a ContentVersion whose Snapshot has the editor's shape (editor/snapshot.ts:
// { content, blocks }), the newest one Active, so the page editor's history reads these versions too.
//
// The block is written as code, not through the data layer's HTML sanitizing (CbCopy is an HTML field there, and
// would lose a template's or a script's text); the write is audited like any other.
import { dialectOf } from '../platform/db/dialect.js';
import type { Dialect, Queryable, Row } from '../platform/db/executor.js';
import { auditWrite } from '../platform/data/audit.js';
import { decodeField, decodeRow, rowToRecord, storedJsonObject } from '../platform/data/codec.js';
import { entity, visibleFields } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import { insertOne } from '../platform/data/writes.js';
import { notFound } from '../platform/errors.js';
import { lockContent, updateContent } from '../site/index.js';
import { editableContent, readSnapshot } from '../editor/index.js';

export interface CodeItem {
  CId: number;
  CtId: number;
  CTitle: string;
  meta: Record<string, unknown>;
  source: string;
  CLastModified: string | null;
}

interface CodeVersionSummary {
  CvId: number;
  CId: number;
  Active: boolean;
  ChangeDate: string | null;
  CvUserName: string | null;
  CvNote: string | null;
}

async function firstBlock(q: Queryable, cId: number): Promise<{ CbId: number; CbCopy: string | null } | undefined> {
  return q.first<{ CbId: number; CbCopy: string | null }>(
    q.builder
      .selectFrom('ContentBlock')
      .select(['CbId', 'CbCopy'])
      .where('CId', '=', cId)
      .orderBy('CbSortOrder')
      .orderBy('CbId')
      .limit(1)
      .compile(),
  );
}

function toItem(row: Row, source: string, dialect: Dialect): CodeItem {
  const { CId, CtId, CLastModified } = row;
  const r = decodeRow('Content', { CId, CtId, CLastModified }, dialect);
  return {
    CId: r.CId,
    CtId: r.CtId,
    CTitle: String(row.CTitle ?? ''),
    meta: storedJsonObject('Content', row, 'CMetaData', dialect),
    source,
    CLastModified: r.CLastModified,
  };
}

/** The code items of the given content types, not deleted, by id. */
export async function listCodeItems(q: Queryable, ctIds: readonly number[]): Promise<CodeItem[]> {
  const rows = await q.all(
    q.builder
      .selectFrom('Content')
      .selectAll()
      .where('CtId', 'in', [...ctIds])
      .where('CDeleted', '=', dialectOf(q).bool(false))
      .orderBy('CId')
      .compile(),
  );
  const items: CodeItem[] = [];
  for (const row of rows) items.push(toItem(row, (await firstBlock(q, Number(row.CId)))?.CbCopy ?? '', q.dialect));
  return items;
}

/** One code item of one of the given content types (404 otherwise). */
export async function readCodeItem(
  q: Queryable,
  cId: number,
  ctIds: readonly number[],
  what: string,
): Promise<CodeItem> {
  const row = await q.first(
    q.builder
      .selectFrom('Content')
      .selectAll()
      .where('CId', '=', cId)
      .where('CtId', 'in', [...ctIds])
      .compile(),
  );
  if (!row || decodeField('Content', 'CDeleted', row.CDeleted, q.dialect) === true)
    throw notFound(`${what} ${cId} was not found`);
  return toItem(row, (await firstBlock(q, cId))?.CbCopy ?? '', q.dialect);
}

interface CodeChange {
  source: string;
  CTitle?: string;
  /** Merged into CMetaData. */
  meta?: Record<string, unknown>;
}

/** Writes the source (and title/settings) and keeps a version of the result; in the caller's transaction. */
export async function saveCodeItem(
  tx: Queryable,
  actor: Actor,
  cId: number,
  change: CodeChange,
  note: string,
): Promise<void> {
  const before = await lockContent(tx, actor, cId);
  const values: Record<string, unknown> = {};
  if (change.CTitle !== undefined) values.CTitle = change.CTitle;
  if (change.meta)
    values.CMetaData = {
      ...storedJsonObject('Content', before, 'CMetaData', tx.dialect),
      ...change.meta,
    };
  const after = await updateContent(tx, actor, before, values);
  const blocks = entity('ContentBlock');
  const block = await firstBlock(tx, cId);
  let blockRow: Row;
  if (block) {
    const old = (await tx.first(
      tx.builder.selectFrom('ContentBlock').selectAll().where('CbId', '=', block.CbId).compile(),
    ))!;
    blockRow = (await tx.first(
      tx.builder
        .updateTable('ContentBlock')
        .set({ CbCopy: change.source })
        .where('CbId', '=', block.CbId)
        .returningAll()
        .compile(),
    ))!;
    if (old.CbCopy !== change.source) await auditWrite(tx, actor, blocks, 'Update', [block.CbId], old, blockRow);
  } else {
    blockRow = (await tx.first(
      tx.builder
        .insertInto('ContentBlock')
        .values({ CId: cId, CbSortOrder: 0, CbCopy: change.source })
        .returningAll()
        .compile(),
    ))!;
    await auditWrite(tx, actor, blocks, 'Create', [blockRow.CbId], undefined, blockRow);
  }
  const content = rowToRecord(entity('Content'), visibleFields(entity('Content')), after, tx.dialect);
  const snapshot = {
    content: editableContent(content),
    blocks: [{ CbId: Number(blockRow.CbId), CbSortOrder: 0, CbCopy: change.source }],
  };
  const active = await tx.all<{ CvId: number }>(
    tx.builder
      .selectFrom('ContentVersion')
      .select('CvId')
      .where('CId', '=', cId)
      .where('Active', '=', dialectOf(tx).bool(true))
      .compile(),
  );
  if (active.length) {
    await tx.run(
      tx.builder
        .updateTable('ContentVersion')
        .set({ Active: dialectOf(tx).bool(false) })
        .where(
          'CvId',
          'in',
          active.map((v) => v.CvId),
        )
        .compile(),
    );
  }
  await insertOne(tx, actor, entity('ContentVersion'), {
    CId: cId,
    Active: true,
    Draft: false,
    Snapshot: snapshot,
    CvNote: note,
  });
}

/** Creates the Content row of a new code item and its first version. */
export async function createCodeItem(
  tx: Queryable,
  actor: Actor,
  ctId: number,
  title: string,
  meta: Record<string, unknown>,
  source: string,
): Promise<number> {
  const row = await insertOne(tx, actor, entity('Content'), { CtId: ctId, CTitle: title, CMetaData: meta });
  const cId = Number(row.CId);
  await saveCodeItem(tx, actor, cId, { source }, 'Created');
  return cId;
}

function summary(row: Row, dialect: Dialect): CodeVersionSummary {
  const { CvId, CId, Active, ChangeDate, CvUserName, CvNote } = row;
  const r = decodeRow('ContentVersion', { CvId, CId, Active, ChangeDate, CvUserName, CvNote }, dialect);
  return { ...r, Active: r.Active === true, CvUserName: r.CvUserName ?? null, CvNote: r.CvNote ?? null };
}

/** A code item's saved versions, newest first (drafts are the page editor's and are left out). */
export async function listCodeVersions(q: Queryable, cId: number): Promise<CodeVersionSummary[]> {
  const rows = await q.all(
    q.builder
      .selectFrom('ContentVersion')
      .selectAll()
      .where('CId', '=', cId)
      .where('Draft', '=', dialectOf(q).bool(false))
      .orderBy('CvId', 'desc')
      .compile(),
  );
  return rows.map((row) => summary(row, q.dialect));
}

/** One version of the code item `cId`, with the source it kept (404 when it belongs to another item). */
export async function readCodeVersion(
  q: Queryable,
  cId: number,
  cvId: number,
): Promise<CodeVersionSummary & { source: string; CTitle: string | null }> {
  const row = await q.first(
    q.builder.selectFrom('ContentVersion').selectAll().where('CvId', '=', cvId).where('CId', '=', cId).compile(),
  );
  if (!row) throw notFound(`Version ${cvId} of content ${cId} was not found`);
  const snapshot = readSnapshot(row.Snapshot, cvId, q.dialect);
  const copy = snapshot.blocks[0]?.CbCopy;
  return {
    ...summary(row, q.dialect),
    source: typeof copy === 'string' ? copy : '',
    CTitle: typeof snapshot.content.CTitle === 'string' ? snapshot.content.CTitle : null,
  };
}
