// Reading the media library: a page of records, searched and filtered; one
// record with the pages that use it. Records are Content rows of type Image
// (20) or Secure_File (59) (media-record.ts); the library is shared by
// everyone with maintenance access, like uploads, so Maintenance Users'
// content scope does not narrow it.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../platform/db/database.js';
import { dialectOf, isStoredTrue } from '../platform/db/dialect.js';
import { decodeRow, storedJsonObject, storedStamp } from '../platform/data/codec.js';
import type { Dialect, Queryable, Row } from '../platform/db/executor.js';
import { readPage, type RecordPage } from '../platform/data/record-reader.js';
import { notFound } from '../platform/errors.js';
import { CT } from '../../shared/content-types.js';
import { folderCondition } from './folder-sql.js';
import type { MediaDetail, MediaItem, MediaListQuery, MediaUse } from '../../shared/api/media.js';
import { mediaHistoryOf } from './media-history.js';

/** The library's own page size (its query documents "default 24"), kept: not the reader's 20. */
const MEDIA_PAGE_SIZE = 24;
export const MEDIA_TYPES = [CT.Image, CT.Secure_File] as const;
const MEDIA_COLUMNS = ['CId', 'CtId', 'CTitle', 'CIntroPhoto', 'CHeadContent', 'CCreated', 'CLastModified'] as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const integerOrNull = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);

/** A stored Content row of the library (`dialect`: the database it came from) as the item the API answers. */
export function mediaItemOf(row: Row, dialect: Dialect): MediaItem {
  const head = storedJsonObject('Content', row, 'CHeadContent', dialect);
  return {
    id: Number(row.CId),
    url: String(row.CIntroPhoto),
    kind: Number(row.CtId) === CT.Image ? 'image' : 'document',
    title: String(row.CTitle),
    alt: typeof head.alt === 'string' ? head.alt : '',
    originalName: typeof head.original === 'string' ? head.original : '',
    type: typeof head.type === 'string' ? head.type : 'application/octet-stream',
    size: integerOrNull(head.size) ?? 0,
    width: integerOrNull(head.dWidth),
    height: integerOrNull(head.dHeigth),
    folderId: integerOrNull(head.folderId),
    uploadedBy: typeof head.uploadedBy === 'string' ? head.uploadedBy : '',
    uploadedAt: storedStamp('Content', row, 'CCreated', dialect),
    modifiedAt: storedStamp('Content', row, 'CLastModified', dialect),
  };
}

function mediaFilter(db: Queryable, query: MediaListQuery) {
  const d = dialectOf(db);
  const inFolder = folderCondition(db, query.folderId);
  return (eb: ExpressionBuilder<Database, 'Content'>) => {
    const types = query.kind === 'image' ? [CT.Image] : query.kind === 'document' ? [CT.Secure_File] : [...MEDIA_TYPES];
    const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean);
    return eb.and([
      eb('CtId', 'in', types),
      eb('CDeleted', '=', d.bool(false)),
      eb('CIntroPhoto', 'is not', null),
      ...words.map((word) => d.like(sql.ref('CTitle'), `%${escapeLike(word)}%`)),
      ...(inFolder ? [inFolder(eb)] : []),
    ]);
  };
}

export function listMedia(db: Queryable, query: MediaListQuery): Promise<RecordPage<MediaItem>> {
  return readPage(
    db,
    {
      from: db.builder.selectFrom('Content').where(mediaFilter(db, query)),
      select: (from) => from.select([...MEDIA_COLUMNS]).orderBy('CId', 'desc'),
      decode: (rows) => rows.map((row) => mediaItemOf(row, db.dialect)),
    },
    query,
    MEDIA_PAGE_SIZE,
  );
}

/** The record's row, or a 404; `forUpdate` locks it (PostgreSQL) for a write in the caller's transaction. */
export async function mediaRow(db: Queryable, id: number, forUpdate = false): Promise<Row> {
  // A Secure_File without a URL is a secured document (documents/document-record.ts), not a library file.
  let q = db.builder
    .selectFrom('Content')
    .select([...MEDIA_COLUMNS])
    .where('CId', '=', id)
    .where('CtId', 'in', [...MEDIA_TYPES])
    .where('CIntroPhoto', 'is not', null)
    .where('CDeleted', '=', dialectOf(db).bool(false));
  if (forUpdate && dialectOf(db).locksRows) q = q.forUpdate();
  const row = await db.first(q.compile());
  if (!row) throw notFound(`Media ${id} was not found`);
  return row;
}

export async function readMedia(db: Queryable, id: number): Promise<MediaDetail> {
  const row = await mediaRow(db, id);
  return {
    ...mediaItemOf(row, db.dialect),
    usedBy: await mediaUsage(db, String(row.CIntroPhoto), id),
    ...mediaHistoryOf(row, db.dialect),
  };
}

/**
 * The content that references a file's URL: its intro photo or head content
 * (share image), or one of its blocks' photo, copy (an <img> or link in the
 * rich text) or link. Every content row counts, pages in the bin included:
 * restoring one must not bring back a broken image. Stored URLs are
 * '/files/<hex>.<ext>', so they hold no LIKE wildcard; a page may hold the
 * URL absolute (https://site/files/…), which the contains-match also finds.
 */
export async function mediaUsage(db: Queryable, url: string, selfId: number): Promise<MediaUse[]> {
  const d = dialectOf(db);
  const pattern = `%${url}%`;
  const asText = (column: string) => sql`CAST(${sql.ref(column)} AS TEXT)`;
  const contentRows = await db.all<{
    CId: number;
    CTitle: string;
    CSeoUrl: string | null;
    CtId: number;
    CDeleted: unknown;
    intro: unknown;
    head: unknown;
  }>(
    db.builder
      .selectFrom('Content')
      .select(['CId', 'CTitle', 'CSeoUrl', 'CtId', 'CDeleted'])
      .select((eb) => [eb('CIntroPhoto', '=', url).as('intro'), d.like(asText('CHeadContent'), pattern).as('head')])
      .where('CId', '!=', selfId)
      .where((eb) => eb.or([eb('CIntroPhoto', '=', url), d.like(asText('CHeadContent'), pattern)]))
      .compile(),
  );
  const blockRows = await db.all<{
    CId: number;
    CTitle: string;
    CSeoUrl: string | null;
    CtId: number;
    CDeleted: unknown;
    photo: unknown;
    copy: unknown;
    link: unknown;
  }>(
    db.builder
      .selectFrom('ContentBlock as b')
      .innerJoin('Content as c', 'c.CId', 'b.CId')
      .select(['c.CId', 'c.CTitle', 'c.CSeoUrl', 'c.CtId', 'c.CDeleted'])
      .select((eb) => [
        eb('b.CbPhoto', '=', url).as('photo'),
        d.like(sql.ref('b.CbCopy'), pattern).as('copy'),
        d.like(sql.ref('b.CbLink'), pattern).as('link'),
      ])
      .where((eb) =>
        eb.or([eb('b.CbPhoto', '=', url), d.like(sql.ref('b.CbCopy'), pattern), d.like(sql.ref('b.CbLink'), pattern)]),
      )
      .compile(),
  );
  const uses = new Map<number, MediaUse>();
  const place = (
    stored: { CId: unknown; CTitle: string; CSeoUrl: string | null; CtId: unknown; CDeleted: unknown },
    where: string,
  ) => {
    const r = decodeRow('Content', stored, db.dialect);
    const id = r.CId;
    const use = uses.get(id) ?? {
      CId: id,
      CTitle: r.CTitle,
      CSeoUrl: r.CSeoUrl,
      CtId: r.CtId,
      removed: r.CDeleted === true,
      places: [],
    };
    if (!use.places.includes(where)) use.places.push(where);
    uses.set(id, use);
  };
  // intro, head, photo, copy and link are SQL comparisons, not columns: no entity field decodes them.
  for (const r of contentRows) {
    if (isStoredTrue(r.intro)) place(r, 'intro photo');
    if (isStoredTrue(r.head)) place(r, 'head content');
  }
  for (const r of blockRows) {
    // A carousel's slides are its blocks (carousels/carousel-read.ts): the library names the carousel.
    if (isStoredTrue(r.photo)) place(r, Number(r.CtId) === CT.Image_Carousel ? 'carousel slide' : 'block photo');
    if (isStoredTrue(r.copy)) place(r, 'block copy');
    if (isStoredTrue(r.link)) place(r, 'block link');
  }
  return [...uses.values()].sort((a, b) => a.CId - b.CId);
}
