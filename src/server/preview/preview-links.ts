// Preview links (docs/preview.md "Links"; docs/decisions/0096-preview-renderer-and-links.md):
//   /preview/{live|draft|version}/{id}?exp={unix s}&link={id}&sig={hmac}
// The HMAC-SHA256 covers the target, the expiry and the shared link's id, under a key of its own derived from
// the server's token signing key, so a changed link is refused (403) and an expired one is gone (410).
// Two kinds: the editor's own (no `link`, minutes long, made for each view by a signed-in user who may open the
// page), and shared links (a setting's hours long, default 24) for a reviewer without an account. A shared link is
// a MiscData row of kind Preview_Link (12), written through the data layer, so making and revoking it are audited
// like any write; a revoked one is refused (410) although its signature still matches.
import { storedJsonObject } from '../platform/data/codec.js';
import { createHmac } from 'node:crypto';
import type { Dialect, Executor, Queryable } from '../platform/db/executor.js';
import { entity } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import { insertOne, updateOne } from '../platform/data/writes.js';
import { macMatches, macOf, type LinkKey } from '../documents/index.js';
import { ApiError, conflict, notFound } from '../platform/errors.js';
import type { PreviewTarget } from './preview-target.js';

const PREVIEW_LINK_KIND = 12;
/** The editor's own links: long enough to load a page and its images, short enough to be worthless if copied. */
export const STAFF_LINK_SECONDS = 10 * 60;

export function previewKey(signingKey: Uint8Array): LinkKey {
  return { bytes: createHmac('sha256', signingKey).update('preview-links/v1').digest() };
}

const targetId = (t: PreviewTarget) => (t.kind === 'version' ? t.cvId : t.cId);
const signed = (t: PreviewTarget, expires: number, link: number | null) =>
  `preview\n${t.kind}\n${targetId(t)}\n${expires}\n${link ?? ''}`;

export function previewPath(key: LinkKey, t: PreviewTarget, expires: number, link: number | null): string {
  const query = new URLSearchParams({
    exp: String(expires),
    ...(link !== null ? { link: String(link) } : {}),
    sig: macOf(key, signed(t, expires, link)),
  });
  return `/preview/${t.kind}/${targetId(t)}?${query}`;
}

interface PreviewQuery {
  exp?: string;
  link?: string;
  sig?: string;
}

/** Checks a link's signature and expiry: 403 when it was changed or not made here, 410 when expired. Returns the shared link's id, if any. */
export function verifyPreview(key: LinkKey, t: PreviewTarget, q: PreviewQuery, now: number): number | null {
  if (!q.sig || !/^\d{1,12}$/.test(q.exp ?? '') || (q.link !== undefined && !/^\d{1,12}$/.test(q.link))) {
    throw new ApiError(403, 'This preview link is incomplete: ask for a new one.');
  }
  const expires = Number(q.exp);
  const link = q.link === undefined ? null : Number(q.link);
  if (!macMatches(key, signed(t, expires, link), q.sig))
    throw new ApiError(403, 'This preview link is not valid (it was changed or not made by this site).');
  if (Math.floor(now / 1000) >= expires)
    throw new ApiError(
      410,
      `This preview link expired at ${new Date(expires * 1000).toISOString()}: ask for a new one.`,
    );
  return link;
}

interface SharedLink {
  id: number;
  CId: number;
  target: PreviewTarget;
  url: string;
  issuedBy: string;
  issuedAt: string;
  expiresAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
}

interface StoredLink {
  CId: number;
  target: PreviewTarget;
  expires: number;
  issuedBy: string;
  issuedAt: string;
  revokedAt?: string | null;
  revokedBy?: string | null;
}

function isTarget(v: unknown): v is PreviewTarget {
  const t = v as Record<string, unknown> | null;
  if (!t || typeof t !== 'object') return false;
  if (t.kind === 'version') return Number.isSafeInteger(t.cvId);
  return (t.kind === 'live' || t.kind === 'draft') && Number.isSafeInteger(t.cId);
}

/** A stored link's row (`dialect`: the database it came from) as the API's link; undefined when it is not one. */
function toShared(key: LinkKey, row: { MdId: unknown; MdValue: unknown }, dialect: Dialect): SharedLink | undefined {
  const v = storedJsonObject('MiscData', row, 'MdValue', dialect) as Partial<StoredLink>;
  if (!isTarget(v.target) || !Number.isSafeInteger(v.expires)) return undefined;
  const id = Number(row.MdId);
  return {
    id,
    CId: Number(v.CId),
    target: v.target,
    url: previewPath(key, v.target, v.expires!, id),
    issuedBy: String(v.issuedBy ?? ''),
    issuedAt: String(v.issuedAt ?? ''),
    expiresAt: new Date(v.expires! * 1000).toISOString(),
    revokedAt: v.revokedAt ?? null,
    revokedBy: v.revokedBy ?? null,
  };
}

export async function createSharedLink(
  db: Executor,
  actor: Actor,
  key: LinkKey,
  cId: number,
  title: string,
  target: PreviewTarget,
  hours: number,
  now: number,
): Promise<SharedLink> {
  const expires = Math.floor(now / 1000) + Math.round(hours * 3600);
  const value: StoredLink = {
    CId: cId,
    target,
    expires,
    issuedBy: actor.userName,
    issuedAt: new Date(now).toISOString(),
  };
  const row = await db.transaction((tx) =>
    insertOne(tx, actor, entity('MiscData'), {
      MdKind: PREVIEW_LINK_KIND,
      MdName: `Preview of “${title}”`.slice(0, 400),
      MdValue: value,
      MdSortOrder: 0,
    }),
  );
  return toShared(key, row as { MdId: unknown; MdValue: unknown }, db.dialect)!;
}

async function linkRow(q: Queryable, id: number) {
  return q.first<{ MdId: number; MdValue: unknown }>(
    q.builder
      .selectFrom('MiscData')
      .select(['MdId', 'MdValue'])
      .where('MdId', '=', id)
      .where('MdKind', '=', PREVIEW_LINK_KIND)
      .compile(),
  );
}

/** The shared links of a page, newest first. */
export async function listSharedLinks(q: Queryable, key: LinkKey, cId: number): Promise<SharedLink[]> {
  const rows = await q.all<{ MdId: number; MdValue: unknown }>(
    q.builder
      .selectFrom('MiscData')
      .select(['MdId', 'MdValue'])
      .where('MdKind', '=', PREVIEW_LINK_KIND)
      .orderBy('MdId', 'desc')
      .compile(),
  );
  return rows.map((r) => toShared(key, r, q.dialect)).filter((l): l is SharedLink => !!l && l.CId === cId);
}

export async function readSharedLink(q: Queryable, key: LinkKey, id: number): Promise<SharedLink> {
  const row = await linkRow(q, id);
  const link = row && toShared(key, row, q.dialect);
  if (!link) throw notFound(`Preview link ${id} was not found`);
  return link;
}

export async function revokeSharedLink(
  db: Executor,
  actor: Actor,
  key: LinkKey,
  id: number,
  now: number,
): Promise<SharedLink> {
  await db.transaction(async (tx) => {
    const row = await linkRow(tx, id);
    if (!row) throw notFound(`Preview link ${id} was not found`);
    const value = storedJsonObject('MiscData', row, 'MdValue', tx.dialect);
    if (value.revokedAt)
      throw conflict(
        `Preview link ${id} was already revoked on ${String(value.revokedAt)} by ${String(value.revokedBy)}`,
      );
    await updateOne(
      tx,
      actor,
      entity('MiscData'),
      [id],
      { MdValue: { ...value, revokedAt: new Date(now).toISOString(), revokedBy: actor.userName } },
      { replace: false },
    );
  });
  return readSharedLink(db, key, id);
}

/** A shared link still stands: it exists, names this target and was not revoked (410 otherwise; 403 when it names another page). */
export async function requireStanding(q: Queryable, id: number, t: PreviewTarget): Promise<void> {
  const row = await linkRow(q, id);
  if (!row) throw new ApiError(410, 'This preview link was withdrawn: ask for a new one.');
  const value = storedJsonObject('MiscData', row, 'MdValue', q.dialect) as Partial<StoredLink>;
  if (!isTarget(value.target) || value.target.kind !== t.kind || targetId(value.target) !== targetId(t))
    throw new ApiError(403, 'This preview link is not valid (it was changed or not made by this site).');
  if (value.revokedAt)
    throw new ApiError(410, `This preview link was revoked on ${value.revokedAt}: ask for a new one.`);
}
