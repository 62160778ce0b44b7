// Soft delete and restore of content (CDeleted), for the Remove Content tool.
// The spec's named records (§3 "Named content records": menus, header,
// footer, maintenance mode, robots.txt, home and 404 pages, e-mail templates,
// settings records) hold the site together and cannot be removed; restoring
// one is allowed (it can only repair). Repeating a remove or restore changes
// nothing and says so.
import { auditEvent } from '../auth/audit-events.js';
import { isStoredTrue } from '../db/dialect.js';
import type { Executor } from '../db/executor.js';
import { authorize } from '../data/reads.js';
import { entity } from '../data/entities.js';
import type { Actor } from '../data/identity.js';
import { conflict } from '../errors.js';
import { lockContent, updateContent } from './content-update.js';

export const NAMED_CONTENT: Readonly<Record<number, string>> = {
  1: 'Primary_Nav',
  2: 'Secondary_Nav',
  3: 'Footer_Nav',
  4: 'Cache',
  5: 'EmergencyAlert',
  6: 'Header',
  7: 'Footer',
  9: 'Email marketing settings',
  19: 'Maintenance_Mode',
  23: 'Robots_Txt',
  24: 'Email marketing settings',
  25: 'Email marketing settings',
  26: 'Email marketing settings',
  50: 'Default_Email',
  55: 'Forgot_Password',
  67: 'SeoDData',
  68: 'SeoOGData',
  500: 'HomePage',
  506: 'Page_404',
};

export interface RemovalResult {
  success: true;
  CId: number;
  CDeleted: boolean;
  changed: boolean;
}

export async function setRemoved(db: Executor, actor: Actor, cId: number, removed: boolean): Promise<RemovalResult> {
  authorize(actor, entity('Content'), 'update');
  if (removed && NAMED_CONTENT[cId]) {
    throw conflict(`Content ${cId} is the site's ${NAMED_CONTENT[cId]} record, which the site needs: it cannot be removed`);
  }
  return db.transaction(async (tx) => {
    const before = await lockContent(tx, actor, cId);
    const was = isStoredTrue(before.CDeleted);
    if (was === removed) return { success: true, CId: cId, CDeleted: removed, changed: false };
    await updateContent(tx, actor, before, { CDeleted: removed });
    await auditEvent(tx, {
      type: 'Content',
      message: `${removed ? 'Removed' : 'Restored'} content ${cId} "${String(before.CTitle).slice(0, 200)}"`,
      userName: actor.userName,
      requestId: actor.requestId,
      impersonator: actor.impersonatorName,
    });
    return { success: true, CId: cId, CDeleted: removed, changed: true };
  });
}
