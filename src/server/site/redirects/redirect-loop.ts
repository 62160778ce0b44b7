// Would writing RFrom → RTo close a circle of redirects? The chain is
// followed from RTo through the stored redirects (the written row in place
// of its stored self), until it leaves the site, ends, or comes back:
//   - back at RFrom: this write makes the loop, and the chain is returned;
//   - at another URL already passed: an older loop further on (rows saved
//     before this rule), which this write did not make, so it is not refused.
// Paths are compared as the redirect checker compares them (normalizePath:
// case, trailing slash, repeated slashes). An absolute target (https://…) is
// taken to leave the site: the rule does not know which host is this site's
// (the checker is told PUBLIC_URL).
// Each hop is one lookup on RFrom's unique index, by the spellings a stored
// RFrom may have for that path (as written, lower-cased, with and without its
// trailing slash), so a write costs a few indexed reads however many redirects
// there are (an import of 20,000 used to read the whole table per row). A stored
// RFrom that differs from the path in upper-case letters only is not found: the
// Redirect checker still reports such a loop.
import { dialectOf } from '../../platform/db/dialect.js';
import type { Queryable } from '../../platform/db/executor.js';
import { normalizePath } from '../../../shared/url-path.js';

// Two-key advisory space for the redirect graph, apart from the other locks' spaces.
const REDIRECT_LOCK_SPACE = 0x524458; // 'RDX'
/** Beyond this many hops the chain is left to the checker (it reports long chains). */
const MAX_HOPS = 20;

interface Link {
  RId: number;
  RFrom: string;
  RTo: string;
}

/** The spellings of a site path a stored RFrom may have and still be that path. */
function spellings(path: string): string[] {
  const bare = path.replace(/[?#].*$/, '');
  const variants = new Set<string>();
  for (const p of [bare, bare.toLowerCase(), normalizePath(bare)]) {
    const trimmed = p.length > 1 ? p.replace(/\/+$/, '') : p;
    variants.add(trimmed);
    variants.add(`${trimmed}/`);
  }
  return [...variants];
}

/** The redirect leaving `path`, other than row `rId`; the oldest when several spellings match. */
async function hopFrom(tx: Queryable, path: string, rId: number | undefined): Promise<Link | undefined> {
  const key = normalizePath(path);
  const rows = await tx.all<Link>(
    tx.builder
      .selectFrom('Redirect')
      .select(['RId', 'RFrom', 'RTo'])
      .where('RFrom', 'in', spellings(path))
      .orderBy('RId')
      .compile(),
  );
  return rows.find((r) => Number(r.RId) !== rId && normalizePath(r.RFrom) === key);
}

/**
 * The chain `from → to → … → from` when writing that redirect (row `rId`, undefined for a new one) makes a loop, else undefined.
 * On PostgreSQL the redirect graph is locked to the end of the transaction first, so two writes that together make
 * a loop (A→B and B→A at once) take turns and the second sees the first; SQLite's write transactions run one at a time.
 */
export async function loopMadeBy(
  tx: Queryable,
  rId: number | undefined,
  from: string,
  to: string,
): Promise<string[] | undefined> {
  const lock = dialectOf(tx).transactionLock(REDIRECT_LOCK_SPACE, 'redirects');
  if (lock) await tx.run(lock);
  const start = normalizePath(from);
  const chain = [from, to];
  const passed = new Set<string>([start]);
  let current = to;
  for (let hops = 0; current.startsWith('/') && hops < MAX_HOPS; hops++) {
    const key = normalizePath(current);
    if (key === start) return chain;
    if (passed.has(key)) return undefined;
    passed.add(key);
    const next = await hopFrom(tx, current, rId);
    if (!next) return undefined;
    current = next.RTo;
    chain.push(current);
  }
  return undefined;
}
