// A URL no content item uses and no redirect starts from, made by adding
// "-2", "-3" … to a wanted one (new pages, copies).
import type { Queryable } from '../platform/db/executor.js';
import { coded } from '../platform/errors.js';
import { lockUrl } from '../site/index.js';

const MAX_TRIES = 1000;

// Each URL is locked before it is checked, so the one returned stays this transaction's until it commits.
async function taken(q: Queryable, url: string): Promise<boolean> {
  await lockUrl(q, url);
  const page = await q.first(
    q.builder.selectFrom('Content').select('CId').where('CSeoUrl', '=', url).limit(1).compile(),
  );
  if (page) return true;
  return !!(await q.first(q.builder.selectFrom('Redirect').select('RId').where('RFrom', '=', url).limit(1).compile()));
}

export async function freeUrl(q: Queryable, wanted: string): Promise<string> {
  if (!(await taken(q, wanted))) return wanted;
  for (let n = 2; n < MAX_TRIES; n++) {
    const candidate = `${wanted}-${n}`;
    if (!(await taken(q, candidate))) return candidate;
  }
  throw coded(422, 'page.noFreeUrl', { url: wanted });
}
