// Applies content and block changes to the live page, inside the caller's
// transaction: blocks always belong to the page (their CId is forced), the
// content row is always touched (its CLastModified says when the page last
// changed, blocks included), and a moved URL gets its redirect.
import { atPart, type EditTransaction } from './edit-transaction.js';
import type { PageChanges } from './save-request.js';
import { redirectMovedUrl } from './redirects.js';
import { requirePageUrl } from './content-url-rule.js';
import { notFound } from '../platform/errors.js';
import { childContentWrite } from './child-content.js';

type Rec = Record<string, unknown>;

export async function applyChanges(
  w: EditTransaction,
  content: Rec,
  blocks: Rec[],
  changes: PageChanges,
): Promise<Rec | undefined> {
  const cId = content.CId as number;
  const own = new Set(blocks.map((b) => b.CbId as number));
  const stored = new Map(blocks.map((b) => [b.CbId as number, b]));
  const notOnPage = (id: unknown) => notFound(`Content block ${String(id)} is not part of page ${cId}`);
  for (const [i, id] of changes.blocks.deletes.entries()) {
    await atPart(`blocks.deletes[${i}]`, async () => {
      if (!own.delete(id)) throw notOnPage(id);
      await w.delete('ContentBlock', [id]);
    });
  }
  for (const [i, block] of changes.blocks.updates.entries()) {
    await atPart(`blocks.updates[${i}]`, async () => {
      const { CbId: id, ...fields } = block;
      if (!own.has(id as number)) throw notOnPage(id);
      const options = await childContentWrite(w.tx, fields, stored.get(id as number)?.CIdChild);
      await w.update('ContentBlock', [id], { ...fields, CId: cId }, options);
    });
  }
  for (const [i, block] of changes.blocks.creates.entries()) {
    // A new block is numbered by the database (a 0, null or stale id from the client is ignored).
    const { CbId: _ignored, ...fields } = block;
    await atPart(`blocks.creates[${i}]`, async () =>
      w.insert('ContentBlock', { ...fields, CId: cId }, await childContentWrite(w.tx, fields, undefined)),
    );
  }
  const oldUrl = (content.CSeoUrl as string | null) ?? null;
  const newUrl = 'CSeoUrl' in changes.content ? ((changes.content.CSeoUrl as string | null) ?? null) : oldUrl;
  const moved = newUrl !== oldUrl;
  // The page URL rules (form 422, another live page's URL 409), checked here so the answer has no "content:" prefix.
  if (moved && newUrl) await requirePageUrl(w.tx, cId, newUrl);
  await atPart('content', () => w.update('Content', [cId], changes.content));
  if (moved && oldUrl && newUrl) return redirectMovedUrl(w, cId, oldUrl, newUrl);
  return undefined;
}
