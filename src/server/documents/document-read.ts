// Reading secured documents and their categories. Documents are Secure_File
// (59) rows without a URL whose head content says purpose 'document'
// (document-record.ts); categories are Secured_File_Category (60) rows whose
// title is the name and intro text the description.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../platform/db/database.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable, Row } from '../platform/db/executor.js';
import { readPage, type RecordPage } from '../platform/data/record-reader.js';
import { notFound } from '../platform/errors.js';
import { CT } from '../../shared/content-types.js';
import type { CategoryItem, DocumentItem, DocumentListQuery } from '../../shared/api/documents.js';
import { documentItemOf, type Purpose } from './document-record.js';

/** The documents list's own page size (its query documents "default 24"), kept: not the reader's 20. */
const DOCUMENT_PAGE_SIZE = 24;
const COLUMNS = ['CId', 'CtId', 'CTitle', 'CIntroText', 'CHeadContent', 'CCreated', 'CLastModified'] as const;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A head-content fact as text on both databases (SQLite's json_extract gives numbers as numbers). */
export const headText = (db: Queryable, path: string[]) =>
  sql<string | null>`CAST(${dialectOf(db).jsonText(sql.ref('CHeadContent'), path)} AS TEXT)`;

const PURPOSES: Purpose[] = ['document', 'form-file'];

/** Secured files of one purpose (or of any): the base of every documents query. */
export function securedFiles(db: Queryable, purpose: Purpose | 'any') {
  const d = dialectOf(db);
  return (eb: ExpressionBuilder<Database, 'Content'>) =>
    eb.and([
      eb('CtId', '=', CT.Secure_File),
      eb('CDeleted', '=', d.bool(false)),
      eb('CIntroPhoto', 'is', null),
      eb(headText(db, ['purpose']), 'in', purpose === 'any' ? PURPOSES : [purpose]),
    ]);
}

function documentFilter(db: Queryable, query: DocumentListQuery) {
  const d = dialectOf(db);
  const base = securedFiles(db, 'document');
  return (eb: ExpressionBuilder<Database, 'Content'>) => {
    const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean);
    const category =
      query.categoryId === undefined
        ? []
        : query.categoryId === 0
          ? [eb(headText(db, ['categoryId']), 'is', null)]
          : [eb(headText(db, ['categoryId']), '=', String(query.categoryId))];
    return eb.and([base(eb), ...category, ...words.map((word) => d.like(sql.ref('CTitle'), `%${escapeLike(word)}%`))]);
  };
}

export function listDocuments(db: Queryable, query: DocumentListQuery): Promise<RecordPage<DocumentItem>> {
  return readPage(
    db,
    {
      from: db.builder.selectFrom('Content').where(documentFilter(db, query)),
      select: (from) =>
        from
          .select([...COLUMNS])
          .orderBy('CTitle')
          .orderBy('CId'),
      decode: (rows) => rows.map((row) => documentItemOf(row, db.dialect)),
    },
    query,
    DOCUMENT_PAGE_SIZE,
  );
}

/** Every document, for the visitor's list (documents are few; the access check runs per row). */
export async function allDocuments(db: Queryable): Promise<DocumentItem[]> {
  const rows = await db.all(
    db.builder
      .selectFrom('Content')
      .where(securedFiles(db, 'document'))
      .select([...COLUMNS])
      .orderBy('CTitle')
      .orderBy('CId')
      .compile(),
  );
  return rows.map((row) => documentItemOf(row, db.dialect));
}

/** A secured file's row of the given purpose (or of any), or a 404; `forUpdate` locks it (PostgreSQL). */
export async function securedRow(
  db: Queryable,
  id: number,
  purpose: Purpose | 'any' = 'document',
  forUpdate = false,
): Promise<Row> {
  let q = db.builder
    .selectFrom('Content')
    .select([...COLUMNS])
    .where('CId', '=', id)
    .where(securedFiles(db, purpose));
  if (forUpdate && dialectOf(db).locksRows) q = q.forUpdate();
  const row = await db.first(q.compile());
  if (!row) throw notFound(`${purpose === 'form-file' ? 'Form file' : 'Document'} ${id} was not found`);
  return row;
}

export async function readDocument(db: Queryable, id: number): Promise<DocumentItem> {
  return documentItemOf(await securedRow(db, id), db.dialect);
}

function categoryOf(row: Row, documents: number): CategoryItem {
  return {
    id: Number(row.CId),
    name: String(row.CTitle),
    description: typeof row.CIntroText === 'string' ? row.CIntroText : '',
    documents,
  };
}

export async function listCategories(db: Queryable): Promise<CategoryItem[]> {
  const rows = await db.all(
    db.builder
      .selectFrom('Content')
      .select(['CId', 'CTitle', 'CIntroText'])
      .where('CtId', '=', CT.Secured_File_Category)
      .where('CDeleted', '=', dialectOf(db).bool(false))
      .orderBy('CTitle')
      .compile(),
  );
  const counts = await db.all<{ category: string | null; n: number | string }>(
    db.builder
      .selectFrom('Content')
      .where(securedFiles(db, 'document'))
      .select((eb) => [headText(db, ['categoryId']).as('category'), eb.fn.countAll().as('n')])
      .groupBy(headText(db, ['categoryId']))
      .compile(),
  );
  const byCategory = new Map(counts.map((c) => [String(c.category), Number(c.n)]));
  return rows.map((r) => categoryOf(r, byCategory.get(String(r.CId)) ?? 0));
}

export async function categoryRow(db: Queryable, id: number, forUpdate = false): Promise<Row> {
  let q = db.builder
    .selectFrom('Content')
    .selectAll()
    .where('CId', '=', id)
    .where('CtId', '=', CT.Secured_File_Category)
    .where('CDeleted', '=', dialectOf(db).bool(false));
  if (forUpdate && dialectOf(db).locksRows) q = q.forUpdate();
  const row = await db.first(q.compile());
  if (!row) throw notFound(`Category ${id} was not found`);
  return row;
}

export async function categoryDocumentCount(db: Queryable, id: number): Promise<number> {
  const counted = await db.first<{ n: number | string }>(
    db.builder
      .selectFrom('Content')
      .where(securedFiles(db, 'document'))
      .where(headText(db, ['categoryId']), '=', String(id))
      .select((eb) => eb.fn.countAll().as('n'))
      .compile(),
  );
  return Number(counted?.n ?? 0);
}

export async function readCategory(db: Queryable, id: number): Promise<CategoryItem> {
  return categoryOf(await categoryRow(db, id), await categoryDocumentCount(db, id));
}
