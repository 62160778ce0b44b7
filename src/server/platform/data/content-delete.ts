// Deleting a content item (a page, news item, event, template record …) through the data layer. A content item is
// stored across several tables, and the foreign keys used to refuse every delete of a real page with the generic
// "breaks a reference" 409, since any page has versions and tag links. So:
//   - what is part of the item is deleted with it, in the delete's transaction, each row audited like any delete:
//     its blocks, versions, tag links, page CSS, news and event facts and event dates;
//   - what others keep refuses the delete, naming it: a block of another page that places this item (shared
//     content), and visitors' comments (their record, as a form's submissions keep a form); so do the spec's
//     named records (named-content.ts), which the site needs.
// Remove Content's bin (content/routes.ts) is the reversible way; this is the permanent one.
import type { EntityName } from '../../../shared/generated/entities.generated.js';
import type { Queryable, Row } from '../db/executor.js';
import { untypedTables } from '../db/untyped-tables.js';
import { conflict } from '../errors.js';
import { auditWrite } from './audit.js';
import { entity as entityNamed } from './entities.js';
import type { Actor } from './identity.js';
import { NAMED_CONTENT } from './named-content.js';

/** The tables holding parts of a content item by its CId, children before the rows they point at (EventDate → EventItem). */
const PARTS: readonly EntityName[] = [
  'EventDate',
  'EventItem',
  'News',
  'PageCSS',
  'TagToContent',
  'ContentBlock',
  'ContentVersion',
];

const titleOf = (content: Row) =>
  typeof content.CTitle === 'string' && content.CTitle ? content.CTitle : `Content ${String(content.CId)}`;
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * Refuses (409, naming why) the delete of one of the spec's named records, of a content item that other pages place,
 * or of one that has visitors' comments.
 */
export async function refuseHeldContent(tx: Queryable, content: Row): Promise<void> {
  const cId = Number(content.CId);
  if (NAMED_CONTENT[cId])
    throw conflict(
      `Content ${cId} is the site's ${NAMED_CONTENT[cId]} record, which the site needs: it cannot be deleted`,
    );
  const db = untypedTables(tx.builder);
  const placing = await tx.all<{ CId: number; CTitle: string | null }>(
    db
      .selectFrom('ContentBlock as b')
      .innerJoin('Content as c', 'c.CId', 'b.CId')
      .select(['c.CId as CId', 'c.CTitle as CTitle'])
      .distinct()
      .where('b.CIdChild', '=', cId)
      .where('b.CId', '<>', cId)
      .orderBy('c.CId')
      .limit(6)
      .compile(),
  );
  if (placing.length) {
    const names = placing.slice(0, 5).map((p) => `“${p.CTitle || `Content ${p.CId}`}” (${p.CId})`);
    const more = placing.length > 5 ? ' and others' : '';
    throw conflict(
      `“${titleOf(content)}” is placed in ${names.join(', ')}${more}: take it out of those pages first, or remove it instead (Remove Content)`,
    );
  }
  const comments = await tx.first<{ n: number | string }>(
    db
      .selectFrom('Comment')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('CId', '=', cId)
      .compile(),
  );
  const count = Number(comments?.n ?? 0);
  if (count)
    throw conflict(
      `“${titleOf(content)}” has ${plural(count, 'comment', 'comments')}, which keep it: remove it instead (Remove Content), or delete the comments first`,
    );
}

/** Deletes the parts of a content item (PARTS), each row audited as a delete by `actor`, before the item itself. */
export async function deleteContentParts(tx: Queryable, actor: Actor, content: Row): Promise<void> {
  const cId = Number(content.CId);
  const db = untypedTables(tx.builder);
  for (const name of PARTS) {
    const part = entityNamed(name);
    const rows = await tx.all(db.selectFrom(part.table).selectAll().where('CId', '=', cId).compile());
    if (!rows.length) continue;
    for (const row of rows)
      await auditWrite(
        tx,
        actor,
        part,
        'Delete',
        part.key.map((k) => row[k]),
        row,
        undefined,
      );
    await tx.run(db.deleteFrom(part.table).where('CId', '=', cId).compile());
  }
}
