// The lower bound the product is measured against: node:http and the
// database driver, no framework, no auth, answering the product's four
// benchmark calls with the same bodies and headers (x-pagination, etag) and
// a count cache (cleared by clear(); the benchmark makes no writes).
// Usage: node --import tsx bench/baseline-server.ts <sqlite-file | postgres-url> <port>
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Database from '../src/server/platform/db/sqlite-driver.js';
import pg from 'pg';
import { SORT_INDEXES, sortedPageSql, sortOf } from './sorted-lists.js';

const [target, portText] = process.argv.slice(2);
// The product's static response headers (security headers and the like), measured by run.ts, so both answer alike.
const STATIC_HEADERS: Record<string, string> = JSON.parse(process.env.BASELINE_HEADERS ?? '{}');
// BASELINE_PLAIN=1: the shape of issue 26's hidden check — no product headers and no etag, only the body, its
// type and length (and x-pagination on lists). The bench runs it beside the same-headers baseline.
const PLAIN = process.env.BASELINE_PLAIN === '1';
const FIELDS = [
  'CId',
  'CtId',
  'TemplateId',
  'CTitle',
  'CSeoTitle',
  'CSeoUrl',
  'CMetaDesc',
  'CMetaData',
  'CHeadContent',
  'CIntroPhoto',
  'CIntroText',
  'CIntroLink',
  'CDeleted',
  'CCreated',
  'CLastModified',
];
const JSON_FIELDS = new Set(['CMetaDesc', 'CMetaData', 'CHeadContent']);
const isPg = target.startsWith('postgres');
const cols = FIELDS.map((f) => `"${f}"`).join(', ');

type Row = Record<string, unknown>;
type Sort = { field: string; desc: boolean };
interface Db {
  rows(search: string | undefined, limit: number, offset: number): Promise<Row[]>;
  sorted(sort: Sort, limit: number, offset: number): Promise<Row[]>;
  /** Contains-search sorted by a column: the plain plan walks the sort index and stops once the page is full. */
  searchedSorted(search: string, sort: Sort, limit: number, offset: number): Promise<Row[]>;
  count(search: string | undefined): Promise<number>;
  /** A row by id: at once from SQLite (better-sqlite3 reads synchronously), a promise from PostgreSQL. */
  one(id: number): Row | undefined | Promise<Row | undefined>;
}

function sqliteDb(file: string): Db {
  // The same sort indexes as the product (already there unless the product predates them).
  const writer = new Database(file);
  for (const ddl of SORT_INDEXES) writer.exec(ddl);
  writer.close();
  const db = new Database(file, { readonly: true });
  const sortedStatements = new Map<string, Database.Statement>();
  const sortedStatement = (s: Sort) => {
    const k = `${s.field} ${s.desc}`;
    let st = sortedStatements.get(k);
    if (!st) sortedStatements.set(k, (st = db.prepare(sortedPageSql(cols, s, ['?', '?']))));
    return st;
  };
  const page = db.prepare(`SELECT ${cols} FROM "Content" ORDER BY "CId" DESC LIMIT ? OFFSET ?`);
  // The same plan as the product: FTS5 returns matches newest first and stops after the page.
  const searchPage = db.prepare(
    `SELECT ${cols} FROM "Content" WHERE rowid IN (SELECT rowid FROM "Content__search" WHERE "Content__search" MATCH ? ORDER BY rowid DESC LIMIT ?) ORDER BY "CId" DESC LIMIT ? OFFSET ?`,
  );
  const count = db.prepare('SELECT count(*) AS n FROM "Content"');
  const searchCount = db.prepare('SELECT count(*) AS n FROM "Content__search" WHERE "Content__search" MATCH ?');
  const match = (s: string) => `{CTitle} : "${s.replace(/"/g, '""')}"`;
  const one = db.prepare(`SELECT * FROM "Content" WHERE "CId" = ?`);
  const searchedStatements = new Map<string, Database.Statement>();
  const searchedStatement = (s: Sort) => {
    const k = `${s.field} ${s.desc}`;
    let st = searchedStatements.get(k);
    if (!st)
      searchedStatements.set(
        k,
        (st = db.prepare(
          `SELECT ${cols} FROM "Content" WHERE "CTitle" LIKE ? ORDER BY ${orderOf(s)} LIMIT ? OFFSET ?`,
        )),
      );
    return st;
  };
  return {
    searchedSorted: async (search, s, l, o) => searchedStatement(s).all(`%${search}%`, l, o) as Row[],
    rows: async (s, l, o) => (s ? searchPage.all(match(s), o + l, l, o) : page.all(l, o)) as Row[],
    sorted: async (s, l, o) => sortedStatement(s).all(l, o) as Row[],
    count: async (s) => ((s ? searchCount.get(match(s)) : count.get()) as { n: number }).n,
    one: (id) => one.get(id) as Row | undefined,
  };
}

function pgDb(url: string): Db {
  pg.types.setTypeParser(20, Number);
  pg.types.setTypeParser(1184, (v) => new Date(v).toISOString());
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const q = async (name: string, text: string, values: unknown[]) => (await pool.query({ name, text, values })).rows;
  const indexed = (async () => {
    for (const ddl of SORT_INDEXES) await pool.query(ddl);
  })();
  return {
    sorted: async (s, l, o) => {
      await indexed;
      return q(`s_${s.field}_${s.desc}`, sortedPageSql(cols, s, ['$1', '$2']), [l, o]);
    },
    searchedSorted: async (search, s, l, o) => {
      await indexed;
      return q(
        `ss_${s.field}_${s.desc}`,
        `SELECT ${cols} FROM "Content" WHERE "CTitle" ILIKE $1 ORDER BY ${orderOf(s)} LIMIT $2 OFFSET $3`,
        [`%${search}%`, l, o],
      );
    },
    rows: (s, l, o) =>
      s
        ? q('sp', `SELECT ${cols} FROM "Content" WHERE "CTitle" ILIKE $1 ORDER BY "CId" DESC LIMIT $2 OFFSET $3`, [
            `%${s}%`,
            l,
            o,
          ])
        : q('p', `SELECT ${cols} FROM "Content" ORDER BY "CId" DESC LIMIT $1 OFFSET $2`, [l, o]),
    count: async (s) =>
      Number(
        (s
          ? await q('sc', 'SELECT count(*) AS n FROM "Content" WHERE "CTitle" ILIKE $1', [`%${s}%`])
          : await q('c', 'SELECT count(*) AS n FROM "Content"', []))[0].n,
      ),
    one: async (id) => (await q('o', 'SELECT * FROM "Content" WHERE "CId" = $1', [id]))[0],
  };
}

/** ORDER BY a sort column, the key last in the same direction (the sort indexes' shape). */
function orderOf(s: Sort): string {
  const dir = s.desc ? 'DESC' : 'ASC';
  return s.field === 'CId' ? `"CId" ${dir}` : `"${s.field}" ${dir}, "CId" ${dir}`;
}

function write(row: Row): string {
  let out = '{';
  FIELDS.forEach((f, i) => {
    const v = row[f];
    out += `${i ? ',' : ''}"${f}":`;
    if (v === null || v === undefined) out += 'null';
    else if (f === 'CDeleted') out += v === 1 || v === true ? 'true' : 'false';
    else if (JSON_FIELDS.has(f)) out += isPg ? JSON.stringify(v) : (v as string);
    else if (typeof v === 'number') out += String(v);
    else out += JSON.stringify(v);
  });
  return out + '}';
}

const db = isPg ? pgDb(target) : sqliteDb(target);
const counts = new Map<string, number>();
export const clear = () => counts.clear();

/** The by-id answer: written as soon as the row is there (no promise at all on SQLite). */
function answerOne(res: ServerResponse, row: Row | undefined) {
  if (!row) return res.writeHead(404).end();
  const body = write(row);
  const type = { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) };
  res.writeHead(
    200,
    PLAIN
      ? type
      : {
          ...STATIC_HEADERS,
          ...type,
          etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
        },
  );
  res.end(body);
}

const BY_ID = /^\/api\/v1\/db\/content\/(\d+)(?:\?|$)/;

// The by-id read as a lean twin serves it (decision 0162): its path matched on the raw URL, no URL object, and on
// SQLite no promise. A URL object per request cost this baseline about an eighth of its by-id throughput, which
// flattered the product's ratio.
createServer((req, res) => {
  const byId = BY_ID.exec(req.url!);
  if (!byId) return void lists(req, res);
  try {
    const found = db.one(Number(byId[1]));
    if (found instanceof Promise)
      found.then(
        (row) => answerOne(res, row),
        (e) => res.writeHead(500).end(String(e)),
      );
    else answerOne(res, found);
  } catch (e) {
    res.writeHead(500).end(String(e));
  }
}).listen(Number(portText), '127.0.0.1', () => console.log('baseline ready'));

async function lists(req: IncomingMessage, res: ServerResponse) {
  try {
    const url = new URL(req.url!, 'http://x');
    const size = Number(url.searchParams.get('pageSize') ?? 20);
    const pageNumber = Number(url.searchParams.get('pageNumber') ?? 1);
    const search = /^CTitle~(.+)$/.exec(url.searchParams.get('filters') ?? '')?.[1];
    const sort = sortOf(url.searchParams.get('orderBy'));
    const offset = (pageNumber - 1) * size;
    const rows =
      sort && search
        ? await db.searchedSorted(search, sort, size, offset)
        : sort
          ? await db.sorted(sort, size, offset)
          : await db.rows(search, size, offset);
    const key = search ?? '';
    let total = counts.get(key);
    if (total === undefined) counts.set(key, (total = await db.count(search)));
    const totalPages = Math.ceil(total / size);
    const paging = {
      pageNumber,
      pageSize: size,
      currentPage: pageNumber,
      hasNext: pageNumber < totalPages,
      hasPrevious: pageNumber > 1,
      totalPages,
      totalCount: total,
      previousPageNumber: pageNumber > 1 ? pageNumber - 1 : null,
      nextPageNumber: pageNumber < totalPages ? pageNumber + 1 : null,
    };
    const body = `[${rows.map(write).join(',')}]`;
    res.writeHead(200, {
      ...STATIC_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'x-pagination': JSON.stringify(paging),
    });
    res.end(body);
  } catch (e) {
    res.writeHead(500).end(String(e));
  }
}
