// GET /duplicate?cId&bPagePicker (spec §7): a copy of a page — "Copy of
// {title}" at a free "{url}-copy[-n]" (copy-url.ts: the home page's copy is
// "/home-copy"), every block copied — with a first
// version. With bPagePicker the copy is also placed under the original's tags
// (sort 999999) so it shows in the page picker.
import type { Actor } from '../platform/data/identity.js';
import { forbidden } from '../platform/errors.js';
import { tagLimit } from './access.js';
import { inEditTransaction, type EditorDeps } from './edit-transaction.js';
import { copyUrlOf } from './copy-url.js';
import { freeUrl } from './free-url.js';
import { loadPage } from './page.js';
import type { Published } from './publish.js';
import { NEW_LINK_SORT_ORDER } from './add.js';
import { snapshotOf } from './snapshot.js';

const MAX_TITLE = 400;
// Copied as they are; the key, stamps and the deleted flag start afresh.
const NOT_COPIED = new Set(['CId', 'CCreated', 'CLastModified', 'CDeleted']);

export async function duplicatePage(
  deps: EditorDeps,
  actor: Actor,
  cId: number,
  pagePicker: boolean,
): Promise<Published> {
  return inEditTransaction(deps, actor, async (w) => {
    const { page } = await loadPage(w.tx, actor, cId);
    const scoped = (await tagLimit(w.tx, actor)) !== undefined;
    // page.links are already limited to the caller's tags. A Maintenance User's copy must sit
    // under one of them, or they could not open it afterwards.
    if (scoped && !page.links.length)
      throw forbidden(
        `Content item ${cId} is not placed under any of your tags, so a copy of it would be out of your reach: ask an administrator`,
      );
    const original = page.content;
    const url = original.CSeoUrl
      ? await freeUrl(w.tx, copyUrlOf(String(original.CSeoUrl), String(original.CTitle ?? '')))
      : null;
    const fields = Object.fromEntries(Object.entries(original).filter(([k]) => !NOT_COPIED.has(k)));
    const copy = await w.insert(
      'Content',
      { ...fields, CTitle: `Copy of ${String(original.CTitle)}`.slice(0, MAX_TITLE), CSeoUrl: url },
      { trusted: true },
    );
    const copyId = copy.CId as number;
    for (const block of page.blocks) {
      const { CbId: _id, ...rest } = block;
      await w.insert('ContentBlock', { ...rest, CId: copyId }, { trusted: true });
    }
    if (pagePicker || scoped) {
      for (const link of page.links) {
        await w.insert(
          'TagToContent',
          { TId: link.TId, CId: copyId, TemplateId: link.TemplateId, CSortOrder: NEW_LINK_SORT_ORDER, TtcPageUrl: url },
          { trusted: true },
        );
      }
    }
    const created = await loadPage(w.tx, actor, copyId);
    await w.insert('ContentVersion', {
      CId: copyId,
      Active: true,
      Draft: false,
      Snapshot: snapshotOf(created.page.content, created.page.blocks),
      CvNote: `Copy of content ${cId}`,
    });
    return loadPage(w.tx, actor, copyId);
  });
}
