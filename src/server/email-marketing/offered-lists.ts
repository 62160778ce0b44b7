// The lists a visitor may name in the public subscribe: the provider's
// default list and the lists forms map to it (FrmEmailMarketing). Anything
// else is refused, so the public call cannot put addresses on lists the site
// does not offer (a staff-only list, a test list).
import type { Queryable } from '../platform/db/executor.js';
import { decodeField } from '../platform/data/codec.js';

/** A form's FrmEmailMarketing, as far as this check reads it. */
type FormMapping = { providerCId?: unknown; listId?: unknown };

export async function offeredLists(db: Queryable, providerCId: number, defaultListId: string): Promise<Set<string>> {
  const rows = await db.all<{ FrmEmailMarketing: unknown }>(
    db.builder.selectFrom('Form').select('FrmEmailMarketing').where('FrmEmailMarketing', 'is not', null).compile(),
  );
  const lists = new Set<string>(defaultListId ? [defaultListId] : []);
  for (const row of rows) {
    const m = decodeField('Form', 'FrmEmailMarketing', row.FrmEmailMarketing, db.dialect) as FormMapping | null;
    if (
      m &&
      typeof m === 'object' &&
      Number(m.providerCId) === providerCId &&
      typeof m.listId === 'string' &&
      m.listId.trim()
    )
      lists.add(m.listId.trim());
  }
  return lists;
}
