// Soft delete and restore of content (CDeleted), for the Remove Content tool.
// The spec's named records (data/named-content.ts) hold the site together and
// cannot be removed (nor deleted: data/content-delete.ts); restoring
// one is allowed (it can only repair). Repeating a remove or restore changes
// nothing and says so.
import { auditEvent } from '../../platform/data/audit-events.js';
import { emitDomainEvent } from '../../platform/data/domain-events.js';
import { decodeField } from '../../platform/data/codec.js';
import type { Executor, Queryable } from '../../platform/db/executor.js';
import { authorize } from '../../platform/data/reads.js';
import { entity } from '../../platform/data/entities.js';
import type { Actor } from '../../platform/data/identity.js';
import { conflict } from '../../platform/errors.js';
import { lockContent, updateContent } from './content-update.js';
import { NAMED_CONTENT } from '../../platform/data/named-content.js';
import { requireUrlFree } from './url-free.js';

interface RemovalResult {
  success: true;
  CId: number;
  CDeleted: boolean;
  changed: boolean;
}

export async function setRemoved(db: Executor, actor: Actor, cId: number, removed: boolean): Promise<RemovalResult> {
  authorize(actor, entity('Content'), 'update');
  if (removed && NAMED_CONTENT[cId]) {
    throw conflict(
      `Content ${cId} is the site's ${NAMED_CONTENT[cId]} record, which the site needs: it cannot be removed`,
    );
  }
  return db.transaction((tx) => setRemovedIn(tx, actor, cId, removed));
}

/** The remove or restore inside the caller's transaction (a scheduled unpublish, schedule/run-change.ts). */
export async function setRemovedIn(tx: Queryable, actor: Actor, cId: number, removed: boolean): Promise<RemovalResult> {
  const before = await lockContent(tx, actor, cId);
  const was = decodeField('Content', 'CDeleted', before.CDeleted, tx.dialect) === true;
  if (was === removed) return { success: true, CId: cId, CDeleted: removed, changed: false };
  // A restored page is live at its URL again: refused while another live page has taken it (editor/redirects.ts).
  if (!removed) await requireUrlFree(tx, cId, before.CSeoUrl as string | null);
  await updateContent(tx, actor, before, { CDeleted: removed });
  await auditEvent(tx, {
    type: 'Content',
    message: `${removed ? 'Removed' : 'Restored'} content ${cId} "${String(before.CTitle).slice(0, 200)}"`,
    userName: actor.userName,
    requestId: actor.requestId,
    impersonator: actor.impersonatorName,
  });
  // Webhooks (issue 45): a removed page is off the site (unpublished); a restored one is live again.
  await emitDomainEvent(tx, removed ? 'page.unpublished' : 'page.published', {
    CId: cId,
    CTitle: before.CTitle ?? null,
    CSeoUrl: before.CSeoUrl ?? null,
  });
  return { success: true, CId: cId, CDeleted: removed, changed: true };
}
