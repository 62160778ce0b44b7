// Where general tokens are used: every Content row (pages, shared content,
// header/footer/e-mail templates, custom-code snippets, other tokens — any
// type) and every ContentBlock, in the text columns that can hold Liquid and
// the string values inside their JSON columns. A row is read only when a
// column holds "{{" or "{%" (one LIKE per column, on both databases); each
// such text is analysed by liquidjs (liquid-sandbox.ts globalNames), and a
// token counts as used where its key is one of the global names the text
// reads, case-sensitive as in Liquid: `{{ Key }}`, `{{ Key | upcase }}`,
// `{% if Key %}`. Templates (the Template entity) are read too, every text
// column the schema gives them, so a template source kept there is covered
// whatever its column is called; sources kept as files would need adding.
import { sql, type Expression, type SqlBool } from 'kysely';
import { SCHEMA } from '../../shared/generated/entities.generated.js';
import { decodeField, decodeRow } from '../platform/data/codec.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable } from '../platform/db/executor.js';
import type { TokenUse } from '../../shared/api/tokens.js';
import { globalNames, hasLiquid } from './liquid-sandbox.js';

const CONTENT_TEXT = ['CIntroText'] as const;
const CONTENT_JSON = ['CMetaData', 'CHeadContent', 'CMetaDesc'] as const;
const BLOCK_TEXT = ['CbCopy', 'CbHeadline', 'CbLinkText', 'CbLink'] as const;
const BLOCK_JSON = ['CbMetaData', 'CbPhotoMetadata'] as const;
const fieldsOfType = (entity: keyof typeof SCHEMA, types: string[]) =>
  Object.values(SCHEMA[entity].fields)
    .filter((f) => types.includes(f.type) && !f.secret)
    .map((f) => f.name);
const TEMPLATE_TEXT = fieldsOfType('Template', ['string', 'text']);
const TEMPLATE_JSON = fieldsOfType('Template', ['json']);

/** Every string inside a JSON value, with its path (CMetaData.value, CbMetaData.items[2].text). */
function* jsonStrings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* jsonStrings(v, `${path}[${i}]`);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* jsonStrings(v, `${path}.${k}`);
}

/** The texts of a row (decoded: its JSON columns parsed) that hold Liquid, each with where it is. */
function* liquidTexts(
  row: Record<string, unknown>,
  textColumns: readonly string[],
  jsonColumns: readonly string[],
): Generator<[string, string]> {
  for (const c of textColumns) if (typeof row[c] === 'string' && hasLiquid(row[c])) yield [c, row[c]];
  for (const c of jsonColumns)
    for (const [path, text] of jsonStrings(row[c], c)) if (hasLiquid(text)) yield [path, text];
}

function mayHoldLiquid(db: Queryable, columns: readonly string[]): Expression<SqlBool> {
  const d = dialectOf(db);
  const terms = columns.flatMap((c) => {
    const text = sql`CAST(${sql.ref(c)} AS TEXT)`;
    return [d.like(text, '%{{%'), d.like(text, '%{\\%%')];
  });
  return sql<SqlBool>`(${sql.join(terms, sql` OR `)})`;
}

/** For each key asked about, where it is used (in CId, CbId, field order). */
export async function tokenUses(db: Queryable, keys: readonly string[]): Promise<Map<string, TokenUse[]>> {
  const uses = new Map<string, TokenUse[]>(keys.map((k) => [k, []]));
  if (!keys.length) return uses;
  const note = (names: string[], use: Omit<TokenUse, 'field'>, field: string) => {
    for (const name of new Set(names)) uses.get(name)?.push({ ...use, field });
  };

  type ContentColumn = 'CId' | 'CTitle' | 'CtId' | 'CDeleted' | (typeof CONTENT_TEXT | typeof CONTENT_JSON)[number];
  const contents = await db.all<Record<ContentColumn, unknown>>(
    db.builder
      .selectFrom('Content')
      .select(['CId', 'CTitle', 'CtId', 'CDeleted', ...CONTENT_TEXT, ...CONTENT_JSON])
      .where(mayHoldLiquid(db, [...CONTENT_TEXT, ...CONTENT_JSON]))
      .orderBy('CId')
      .compile(),
  );
  for (const row of contents.map((stored) => decodeRow('Content', stored, db.dialect))) {
    const own = {
      CId: row.CId,
      TemplateId: null,
      CTitle: String(row.CTitle),
      CtId: row.CtId,
      CbId: null,
      removed: row.CDeleted === true,
    };
    for (const [field, text] of liquidTexts(row, CONTENT_TEXT, CONTENT_JSON)) note(globalNames(text), own, field);
  }

  // The block's columns, and its page's title, type and bin flag (Content columns, decoded as Content's below).
  type BlockColumn = 'CbId' | 'CId' | 'CTitle' | 'CtId' | 'CDeleted' | (typeof BLOCK_TEXT | typeof BLOCK_JSON)[number];
  const blocks = await db.all<Record<BlockColumn, unknown>>(
    db.builder
      .selectFrom('ContentBlock as b')
      .innerJoin('Content as c', 'c.CId', 'b.CId')
      .select([
        'b.CbId',
        'b.CId',
        'c.CTitle',
        'c.CtId',
        'c.CDeleted',
        ...BLOCK_TEXT.map((f) => `b.${f}` as const),
        ...BLOCK_JSON.map((f) => `b.${f}` as const),
      ])
      .where(
        mayHoldLiquid(
          db,
          [...BLOCK_TEXT, ...BLOCK_JSON].map((f) => `b.${f}`),
        ),
      )
      .orderBy('b.CId')
      .orderBy('b.CbSortOrder')
      .orderBy('b.CbId')
      .compile(),
  );
  for (const row of blocks.map((stored) => decodeRow('ContentBlock', stored, db.dialect))) {
    const own = {
      CId: row.CId,
      TemplateId: null,
      CTitle: String(row.CTitle),
      CtId: decodeField('Content', 'CtId', row.CtId, db.dialect),
      CbId: row.CbId,
      removed: decodeField('Content', 'CDeleted', row.CDeleted, db.dialect) === true,
    };
    for (const [field, text] of liquidTexts(row, BLOCK_TEXT, BLOCK_JSON)) note(globalNames(text), own, field);
  }

  const templates = await db.all<Record<string, unknown>>(
    db.builder
      .selectFrom('Template')
      .selectAll()
      .where(mayHoldLiquid(db, [...TEMPLATE_TEXT, ...TEMPLATE_JSON]))
      .orderBy('TemplateId')
      .compile(),
  );
  for (const row of templates.map((stored) =>
    decodeRow('Template', stored as Record<'TemplateId' | 'TName' | 'CtId', unknown>, db.dialect),
  )) {
    const own = {
      CId: null,
      TemplateId: row.TemplateId,
      CTitle: String(row.TName),
      CtId: row.CtId,
      CbId: null,
      removed: false,
    };
    for (const [field, text] of liquidTexts(row, TEMPLATE_TEXT, TEMPLATE_JSON)) note(globalNames(text), own, field);
  }
  return uses;
}

/** "Company Phone" (content 500, CIntroText), … — for a refusal that lists where a token is used. */
export function describeUses(uses: TokenUse[]): string {
  const where = (u: TokenUse) =>
    u.TemplateId !== null ? `template ${u.TemplateId}` : `content ${u.CId}${u.CbId ? `, block ${u.CbId}` : ''}`;
  return uses.map((u) => `"${u.CTitle}" (${where(u)}, ${u.field}${u.removed ? ', removed' : ''})`).join('; ');
}
