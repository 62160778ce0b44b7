// Publishes a saved version "as a publish by hand would": the same path as the
// editor's Publish of a draft or Restore of an older version (editor/publish.ts
// publishChanges), so the URL rules, redirects, versions, sitemap, cache
// notices and the page.published webhook all happen the same way. The
// scheduler calls it when a change is due; review before publish (issue 45
// item 2) can call it when a draft is approved.
import { decodeField } from '../../platform/data/codec.js';
import type { Actor } from '../../platform/data/identity.js';
import { conflict, notFound } from '../../platform/errors.js';
import { EditTransaction } from '../edit-transaction.js';
import { loadPage } from '../page.js';
import { publishChanges, type Published } from '../publish.js';
import { readSnapshot } from '../snapshot.js';
import { changesTo } from '../versions.js';
import type { Queryable } from '../../platform/db/executor.js';

/** Inside the caller's transaction: `cvId` (a draft, or an older version) becomes the page's live state. */
export async function publishSavedVersion(
  tx: Queryable,
  actor: Actor,
  cvId: number,
  note: string | null,
): Promise<Published> {
  const row = await tx.first(tx.builder.selectFrom('ContentVersion').selectAll().where('CvId', '=', cvId).compile());
  if (!row) throw notFound(`Version ${cvId} was not found: it was discarded or replaced by a newer draft`);
  const { page } = await loadPage(tx, actor, row.CId as number, true);
  const draft = decodeField('ContentVersion', 'Draft', row.Draft, tx.dialect) === true;
  if (!draft && decodeField('ContentVersion', 'Active', row.Active, tx.dialect) === true)
    throw conflict(`Version ${cvId} is already the live version of its page`);
  const changes = changesTo(page, readSnapshot(row.Snapshot, cvId, tx.dialect));
  // A draft becomes the active version itself; an older version is restored as a new one (as Restore does).
  return publishChanges(new EditTransaction(tx, actor), actor, page, changes, note, draft ? cvId : undefined);
}
