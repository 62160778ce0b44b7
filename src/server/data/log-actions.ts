// The logs screen's two writes (issue 13 item 6), each one transaction with
// its audit entry: emptying the error log (MoJoAdmin only, since it loses
// the record for everyone) and archiving system messages (whoever may
// change them; written through the data layer, so each change is a
// field-level audit row like any other edit).
import { mayTruncateErrorLog, TRUNCATE_REFUSED } from '../../shared/log-rules.js';
import { auditEvent } from '../auth/audit-events.js';
import type { Executor } from '../db/executor.js';
import { forbidden, invalid, notFound } from '../errors.js';
import { entity } from './entities.js';
import type { Actor } from './identity.js';
import { authorize, findRow } from './reads.js';
import { MAX_ITEMS_PER_CALL, updateOne } from './writes.js';
import { isStoredTrue } from '../db/dialect.js';

/** Removes the error log's entries (those up to `upTo` when given); answers how many. */
export async function truncateErrorLog(db: Executor, actor: Actor, upTo?: number): Promise<{ success: true; deleted: number }> {
  if (!mayTruncateErrorLog(actor)) throw forbidden(TRUNCATE_REFUSED);
  return db.transaction(async (tx) => {
    let statement = tx.builder.deleteFrom('ErrorLog');
    if (upTo !== undefined) statement = statement.where('ElId', '<=', upTo);
    const { changes } = await tx.run(statement.compile());
    await auditEvent(tx, {
      type: 'ErrorLog',
      message: `Emptied the error log: ${changes} ${changes === 1 ? 'entry' : 'entries'} removed${upTo === undefined ? '' : ` (up to entry ${upTo})`}`,
      userName: actor.userName,
      requestId: actor.requestId,
      impersonator: actor.impersonatorName,
    });
    return { success: true, deleted: changes };
  });
}

/** Archives the messages (all or none: an unknown id changes nothing); answers the ids this call archived. */
export async function archiveSystemMessages(db: Executor, actor: Actor, ids: number[]): Promise<number[]> {
  const messages = entity('SystemMessages');
  authorize(actor, messages, 'update');
  const unique = [...new Set(ids)];
  if (unique.length > MAX_ITEMS_PER_CALL) throw invalid(`At most ${MAX_ITEMS_PER_CALL} system messages per call`, 'sId');
  return db.transaction(async (tx) => {
    const archived: number[] = [];
    for (const id of unique) {
      const current = await findRow(tx, actor, messages, [id], true);
      if (!current) throw notFound(`System message ${id} was not found`);
      if (isStoredTrue(current.SArchived)) continue; // archived before: nothing to change, nothing to audit
      await updateOne(tx, actor, messages, [id], { SArchived: true }, { replace: false });
      archived.push(id);
    }
    return archived;
  });
}
