// Review's rule on page rows written through the generic data interface
// (docs/decisions/0143-review-with-a-publish-time.md). A live page is its
// Content row and its ContentBlock rows: the editor changes them only when it
// publishes (a draft is a ContentVersion snapshot), and that publish is held
// by publish-guard.ts. A write through /api/v1/db/content… or
// /api/v1/db/contentblock… changes those rows directly, so for a member of a
// role group under review it is refused when it makes something live:
//   - a new page (a page with no version is live, site/content/live-pages.ts);
//   - any change to a live page's Content row, unless it takes the page down
//     (CDeleted written true), and a deleted page brought back;
//   - a block added to, changed on or removed from a live page, or moved onto one.
// A page that is not live (a draft-only page, a removed one) may still be
// written: what it shows goes live only through a publish, which is held.
// The editor's and site tools' own calls are not marked `via: 'generic'`:
// their publishes are held by the version guard, and Add Content's new page
// is a draft in the same transaction.
import { CT, PAGE_TYPES } from '../../shared/content-types.js';
import type { WriteHooks } from '../platform/data/write-rules.js';
import { decodeField } from '../platform/data/codec.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Dialect, Queryable, Row } from '../platform/db/executor.js';
import { coded } from '../platform/errors.js';
import { reviewRequired } from './policy.js';

type Values = Record<string, unknown> | undefined;

/** The page types review covers: the public pages and the shared content shown on them. */
const REVIEWED_TYPES = new Set<number>([...PAGE_TYPES, CT.Shared_Content]);

/** Published as far as versions go: it has none (made before versions) or an active one. */
async function hasLiveVersion(tx: Queryable, cId: unknown): Promise<boolean> {
  if (cId === undefined || cId === null) return true; // a new row has no version yet
  const versions = (active: boolean) => {
    const query = tx.builder.selectFrom('ContentVersion').select('CvId').where('CId', '=', Number(cId));
    return tx.first((active ? query.where('Active', '=', dialectOf(tx).bool(true)) : query).limit(1).compile());
  };
  return !!(await versions(true)) || !(await versions(false));
}

/** A Content row as stored (or as it would be stored) is a live page of a reviewed type. */
async function isLive(tx: Queryable, row: Row | Record<string, unknown>): Promise<boolean> {
  const ctId = decodeField('Content', 'CtId', row.CtId, tx.dialect);
  if (!REVIEWED_TYPES.has(ctId) || decodeField('Content', 'CDeleted', row.CDeleted, tx.dialect) === true) return false;
  return hasLiveVersion(tx, row.CId);
}

async function pageIsLive(tx: Queryable, cId: unknown): Promise<boolean> {
  if (cId === undefined || cId === null) return false;
  const page = await tx.first<Row>(
    tx.builder.selectFrom('Content').select(['CId', 'CtId', 'CDeleted']).where('CId', '=', Number(cId)).compile(),
  );
  return !!page && (await isLive(tx, page));
}

const takesDown = (values: Values, dialect: Dialect) =>
  !!values && 'CDeleted' in values && decodeField('Content', 'CDeleted', values.CDeleted, dialect) === true;

type GenericActor = { via?: string; userId: string };

/**
 * The under-review answer, asked once per request: the generic interface builds one actor object per request and
 * runs each request's writes in one transaction, so a bulk write of a thousand rows asks once, not a thousand times.
 */
const answered = new WeakMap<GenericActor, Promise<boolean>>();

function underReview(tx: Queryable, actor: GenericActor): Promise<boolean> | false {
  if (actor.via !== 'generic') return false;
  let answer = answered.get(actor);
  if (!answer) answered.set(actor, (answer = reviewRequired(tx, actor.userId)));
  return answer;
}
const refused = () => coded(403, 'review.required');

export const contentLiveGuard: WriteHooks = {
  guard: async ({ tx, actor }, before, values) => {
    if (!values || takesDown(values, tx.dialect)) return; // a delete or a take-down makes nothing live
    if (!(await underReview(tx, actor))) return;
    if ((before && (await isLive(tx, before))) || (await isLive(tx, { ...before, ...values }))) throw refused();
  },
};

export const blockLiveGuard: WriteHooks = {
  guard: async ({ tx, actor }, before, values) => {
    if (!(await underReview(tx, actor))) return;
    const pages = new Set([before?.CId, values?.CId].filter((c) => c !== undefined && c !== null).map(Number));
    for (const cId of pages) if (await pageIsLive(tx, cId)) throw refused();
  },
};
