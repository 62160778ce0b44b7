// The three ways a page gets a new live state — a published save, a restored
// version, a published draft — end the same way: the changes applied, then a
// version {Active, not Draft} holding the page as it now is, every other
// version of the page inactive, and any pending draft removed (superseded).
import { dialectOf } from '../platform/db/dialect.js';
import { decodeRow } from '../platform/data/codec.js';
import type { Row } from '../platform/db/executor.js';
import type { Identity } from '../platform/data/identity.js';
import { applyChanges } from './apply.js';
import { emitDomainEvent } from '../platform/data/domain-events.js';
import type { EditTransaction } from './edit-transaction.js';
import { loadPage, type Page } from './page.js';
import type { PageChanges } from './save-request.js';
import { previewSnapshot } from './preview.js';
import { snapshotOf } from './snapshot.js';

type Rec = Record<string, unknown>;

export interface Published {
  page: Page;
  etag: string;
}

/** `draftToPromote`: the draft version that becomes the active version instead of a new row. `aiDrafted`: mark the version (docs/ai-tools.md). */
export async function publishChanges(
  w: EditTransaction,
  identity: Identity,
  current: Page,
  changes: PageChanges,
  note: string | null,
  draftToPromote?: number,
  aiDrafted = false,
): Promise<Published> {
  const { tx } = w;
  const cId = current.content.CId as number;
  const redirect = await applyChanges(w, current.content, current.blocks, changes);
  const after = await loadPage(tx, identity, cId);
  const Snapshot = snapshotOf(after.page.content, after.page.blocks);
  const version: Row = draftToPromote
    ? await w.update('ContentVersion', [draftToPromote], {
        Active: true,
        Draft: false,
        Snapshot,
        ...(note ? { CvNote: note } : {}),
        ...(aiDrafted ? { CvAiDrafted: true } : {}),
      })
    : await w.insert('ContentVersion', {
        CId: cId,
        Active: true,
        Draft: false,
        Snapshot,
        CvNote: note,
        CvAiDrafted: aiDrafted,
      });
  const others = await tx.all<{ CvId: number; Draft: unknown }>(
    tx.builder
      .selectFrom('ContentVersion')
      .select(['CvId', 'Draft'])
      .where('CId', '=', cId)
      .where('CvId', '!=', version.CvId as number)
      .where((eb) => eb.or([eb('Active', '=', dialectOf(tx).bool(true)), eb('Draft', '=', dialectOf(tx).bool(true))]))
      .compile(),
  );
  // A page never published (a new page starts as a draft, add.ts) keeps that first draft as history, so
  // the page as created can still be restored; a later pending draft is superseded and removed.
  const keepDrafts = !current.version;
  for (const v of others.map((row) => decodeRow('ContentVersion', row, tx.dialect))) {
    if (v.Draft === true && keepDrafts) await w.update('ContentVersion', [v.CvId], { Draft: false, Active: false });
    else if (v.Draft === true) await w.delete('ContentVersion', [v.CvId]);
    else await w.update('ContentVersion', [v.CvId], { Active: false });
  }
  const final = await loadPage(tx, identity, cId);
  // Webhooks (issue 45): told in this transaction, so nothing is sent unless the publish commits.
  await emitDomainEvent(tx, 'page.published', {
    CId: cId,
    CvId: Number(version.CvId),
    CTitle: final.page.content.CTitle ?? null,
    CSeoUrl: final.page.content.CSeoUrl ?? null,
  });
  return { page: redirect ? { ...final.page, redirect } : final.page, etag: final.etag };
}

/** A draft save: nothing live changes; the page's one draft is replaced by the page as it would be. */
export async function saveDraft(
  w: EditTransaction,
  identity: Identity,
  current: Page,
  changes: PageChanges,
  note: string | null,
  aiDrafted = false,
): Promise<Published> {
  const { tx } = w;
  const cId = current.content.CId as number;
  const Snapshot = previewSnapshot(current.content, current.blocks, changes, tx.dialect);
  const drafts = await tx.all<Rec>(
    tx.builder
      .selectFrom('ContentVersion')
      .select('CvId')
      .where('CId', '=', cId)
      .where('Draft', '=', dialectOf(tx).bool(true))
      .compile(),
  );
  // Replaced by a new row, so the draft's date and author are the latest save's.
  for (const d of drafts) await w.delete('ContentVersion', [d.CvId]);
  await w.insert('ContentVersion', {
    CId: cId,
    Active: false,
    Draft: true,
    Snapshot,
    CvNote: note,
    CvAiDrafted: aiDrafted,
  });
  return loadPage(tx, identity, cId);
}
