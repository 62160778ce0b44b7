// The settings of `npm run bench` (bench/run.ts), read from the environment
// once, and the calls it measures: shared by the run, its measurements and its report.
import { SORTED_CALLS } from './sorted-lists.js';

export const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
export const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres,postgres-pinned').split(',');
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// How many product/baseline pairs a call judged against one baseline is measured in (decisions 0154, 0161): at
// least 3; and how long each run of a pair loads its server.
const PAIRS = Math.max(3, Number(process.env.BENCH_PAIRS ?? 10));
export const PAIR_SECONDS = Number(process.env.BENCH_PAIR_SECONDS ?? 3);
// BENCH_CALLS narrows a run to some calls by name (comma list), e.g. "get by id", "compression", "admin bytes", "index write cost", "unpaged reads".
export const ONLY_CALLS = process.env.BENCH_CALLS?.split(',').map((c) => c.trim());
// How the rows get in: through the product's POST /content/all as issue 26's hidden check seeds its 100,000
// (measured at once, as the writes leave the database), or straight into the database and left at rest. By
// default the API up to 100,000 rows and straight in above (1,000,000 through the API takes about six minutes);
// BENCH_SEED=api or BENCH_SEED=direct picks one for every size.
export const seedsThroughApi = (size: number) =>
  process.env.BENCH_SEED === 'api' || (process.env.BENCH_SEED !== 'direct' && size <= 100_000);
export const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const PASSWORD = 'bench-password-1';
// BENCH_PORT moves the servers (product on it, the baselines on the next two), for runs side by side.
export const PRODUCT_PORT = Number(process.env.BENCH_PORT ?? 18_181);
export const BASELINE_PORT = PRODUCT_PORT + 1;
export const PLAIN_PORT = PRODUCT_PORT + 2;

export const CALLS = [
  { name: 'list page 1', path: '/api/v1/db/content?pageNumber=1&pageSize=20', p99Target: 20 },
  // Issue 43 item 5: at 1,000,000 rows on the pinned PostgreSQL, p99 at most 1.2 times the plain twin's in the same run.
  { name: 'deep page', path: '/api/v1/db/content?pageNumber=2000&pageSize=20', p99Target: 50, p99ToPlainPinned: 1.2 },
  { name: 'filtered search', path: '/api/v1/db/content?pageNumber=1&pageSize=20&filters=CTitle~foo', p99Target: 50 },
  // Issue 26 item 1: a contains-filter sorted by an indexed column. "ab1" is in about 0.7 % of the seeded titles
  // (md5 hex), spread evenly through the title order, as a word in real titles is; the plain twin walks the title
  // index until the page is full (~2,800 entries at any size).
  {
    name: 'contains sorted by title',
    path: `/api/v1/db/content?pageNumber=1&pageSize=20&filters=CTitle~ab1&orderBy=${encodeURIComponent('CTitle asc')}`,
    p99Target: 50,
    ratioTarget: 0.9,
  },
  // The hidden check's own: a term in 3.6 % of the titles, evenly spread through the title order (decision 0101).
  {
    name: 'contains foo1 by title',
    path: `/api/v1/db/content?pageNumber=1&pageSize=20&filters=CTitle~foo1&orderBy=${encodeURIComponent('CTitle asc')}`,
    p99Target: 50,
    ratioTarget: 0.9,
  },
  // Issue 12 item 4: the session check (token, stamp) against a server with no auth at all. Issue 43 item 5: judged
  // against the same-headers baseline alone (the security headers and ETag are requirements), the plain ratio beside.
  {
    name: 'get by id',
    path: '/api/v1/db/content/{id}',
    p99Target: 20,
    ratioTarget: 0.85,
    judgedAgainst: 'same headers',
    // Product and same-headers baseline back to back this many times, judged by the median ratio (run-pairs.ts).
    pairs: PAIRS,
  },
  ...SORTED_CALLS,
];
export const SELECTED = ONLY_CALLS ? CALLS.filter((c) => ONLY_CALLS.includes(c.name)) : CALLS;
