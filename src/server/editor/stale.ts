// If-Match for page writes: required, and checked inside the write's
// transaction after the page row is locked, so two saves from the same copy
// cannot both pass. A stale copy gets the message the editor shows.
import type { Queryable } from '../platform/db/executor.js';
import { ApiError, badRequest } from '../platform/errors.js';
import { etagMatches } from './page.js';

export function requireIfMatch(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value?.trim())
    throw badRequest(
      "Send the page's ETag in the If-Match header (read the page first), so a save cannot overwrite changes you have not seen",
    );
  return value;
}

/** "2026-11-23 08:30 UTC" */
function shortTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** Who changed the page last and when: its newest audit entry, else its last-modified stamp. */
async function lastChange(q: Queryable, cId: number, lastModified: unknown): Promise<{ user: string; time: string }> {
  const entry = await q.first<{ UserName: string | null; Date: unknown }>(
    q.builder
      .selectFrom('AuditLog')
      .select(['UserName', 'Date'])
      .where('Entity', '=', 'Content')
      .where('EntityKey', '=', String(cId))
      .orderBy('AlId', 'desc')
      .limit(1)
      .compile(),
  );
  const when = entry?.Date ?? lastModified;
  const time =
    when instanceof Date
      ? when.toISOString()
      : typeof when === 'string'
        ? new Date(when).toISOString()
        : new Date().toISOString();
  return { user: entry?.UserName ?? 'another user', time: shortTime(time) };
}

export async function requireFresh(
  q: Queryable,
  ifMatch: string,
  etag: string,
  cId: number,
  lastModified: unknown,
): Promise<void> {
  if (etagMatches(ifMatch, etag)) return;
  const { user, time } = await lastChange(q, cId, lastModified);
  throw new ApiError(
    412,
    `This page was changed by ${user} at ${time} since you opened it. Your changes are kept here: reload the page in another tab to compare.`,
  );
}
