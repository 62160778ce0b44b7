// The logs screen's two writes (issue 13 item 6), each one transaction with
// its audit entry: emptying the error log (MoJoAdmin only, since it loses
// the record for everyone) and archiving system messages (whoever may
// change them; written through the data layer, so each change is a
// field-level audit row like any other edit).
import { mayTruncateErrorLog, TRUNCATE_REFUSED } from '../../../shared/log-rules.js';
import { auditEvent } from './audit-events.js';
import type { Executor } from '../db/executor.js';
import { forbidden, invalid, notFound } from '../errors.js';
import { entity } from './entities.js';
import type { Actor } from './identity.js';
import { authorize, findRow } from './reads.js';
import { MAX_ITEMS_PER_CALL, updateOne } from './writes.js';
import { dialectOf, isStoredTrue } from '../db/dialect.js';
import { rowToRecord } from './codec.js';
import { visibleFields } from './entities.js';
import type { CurrentSystemMessages } from '../../../shared/api/ops.js';

/** At most this many current messages are answered: a banner, not a list. */
const CURRENT_SHOWN = 20;

/**
 * The system messages shown to staff now (the shell's banner, issue 41 item 2): not archived, and now
 * between SStart and SEnd (an empty date is no limit on that side), newest first. Any signed-in staff
 * member reads these; the generic interface's SystemMessages stay Admin's. Dates are compared as
 * instants here rather than in SQL, so SQLite's text and PostgreSQL's timestamptz agree.
 */
export async function currentSystemMessages(db: Executor, now = new Date()): Promise<CurrentSystemMessages> {
  const messages = entity('SystemMessages');
  const rows = await db.all(
    db.builder
      .selectFrom('SystemMessages')
      .selectAll()
      .where('SArchived', '=', dialectOf(db).bool(false))
      .orderBy('SId', 'desc')
      .compile(),
  );
  const at = now.getTime();
  const shown: CurrentSystemMessages['messages'] = [];
  for (const row of rows) {
    const m = rowToRecord(messages, visibleFields(messages), row, db.dialect) as {
      SId: number;
      SMessage: string | null;
      SType: string | null;
      SStart: string | null;
      SEnd: string | null;
    };
    if (!m.SMessage?.trim()) continue;
    if (m.SStart && !(Date.parse(m.SStart) <= at)) continue;
    if (m.SEnd && !(Date.parse(m.SEnd) >= at)) continue;
    shown.push({
      SId: m.SId,
      SMessage: m.SMessage,
      SType: m.SType || 'info',
      SStart: m.SStart ?? null,
      SEnd: m.SEnd ?? null,
    });
    if (shown.length >= CURRENT_SHOWN) break;
  }
  return { messages: shown };
}

/** Removes the error log's entries (those up to `upTo` when given); answers how many. */
export async function truncateErrorLog(
  db: Executor,
  actor: Actor,
  upTo?: number,
): Promise<{ success: true; deleted: number }> {
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
  if (unique.length > MAX_ITEMS_PER_CALL)
    throw invalid(`At most ${MAX_ITEMS_PER_CALL} system messages per call`, 'sId');
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
