// A block's CIdChild as the editor writes it (docs/decisions/0040-carousel-tool-and-library-pickers.md):
// the editor places carousels in blocks, so a new or changed
// CIdChild must name an existing Image_Carousel (21). Carousels are shared
// like the media library, so placing one is not limited by a Maintenance
// User's content scope: the block's write is trusted past the scope check
// (the page itself was already loaded within the caller's scope). A value
// the block already held is left to the generic rules, so an older child
// link does not stop a save of its page.
import type { Queryable } from '../platform/db/executor.js';
import { dialectOf } from '../platform/db/dialect.js';
import { invalid } from '../platform/errors.js';
import { CT } from '../../shared/content-types.js';
import type { WriteOptions } from './edit-transaction.js';

async function isCarousel(tx: Queryable, cId: number): Promise<boolean> {
  const row = await tx.first(
    tx.builder
      .selectFrom('Content')
      .select('CId')
      .where('CId', '=', cId)
      .where('CtId', '=', CT.Image_Carousel)
      .where('CDeleted', '=', dialectOf(tx).bool(false))
      .compile(),
  );
  return !!row;
}

/** The write options for a block holding `fields`; a 422 on CIdChild when it newly names anything but a carousel. */
export async function childContentWrite(
  tx: Queryable,
  fields: Record<string, unknown>,
  before: unknown,
): Promise<WriteOptions | undefined> {
  const child = fields.CIdChild;
  if (child === undefined || child === null) return undefined;
  if (typeof child === 'number' && Number.isSafeInteger(child) && (await isCarousel(tx, child)))
    return { trusted: true };
  if (child === before) return undefined;
  throw invalid(
    `CIdChild ${String(child)} is not a carousel: a block shows a carousel of the Carousel Tool (content type Image_Carousel)`,
    'CIdChild',
  );
}
