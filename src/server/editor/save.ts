// PUT /page/{CId}: one transaction that locks the page, checks If-Match
// against the page as it is now, then publishes the changes or saves them as
// the page's draft.
import type { Actor } from '../platform/data/identity.js';
import { inEditTransaction, type EditorDeps } from './edit-transaction.js';
import { loadPage } from './page.js';
import { publishChanges, saveDraft, type Published } from './publish.js';
import { parsePageSave } from './save-request.js';
import { requireFresh } from './stale.js';
import { schedulePublish } from './schedule/store.js';
import type { PageSave as PageSaveBody } from '../../shared/api/editor.js';

export async function savePage(
  deps: EditorDeps,
  actor: Actor,
  cId: number,
  ifMatch: string,
  body: PageSaveBody | undefined,
): Promise<Published> {
  const save = parsePageSave(body);
  return inEditTransaction(deps, actor, async (w) => {
    const current = await loadPage(w.tx, actor, cId, true);
    await requireFresh(w.tx, ifMatch, current.etag, cId, current.page.content.CLastModified);
    if (save.mode === 'publish')
      return publishChanges(w, actor, current.page, save, save.note, undefined, save.aiDrafted);
    const draft = await saveDraft(w, actor, current.page, save, save.note, save.aiDrafted);
    // mode 'schedule': the draft just saved goes live at publishAt (editor/schedule/).
    if (save.mode === 'schedule') await schedulePublish(w.tx, actor, draft.page.draft!.CvId, save.publishAt!);
    return draft;
  });
}
