// The account's sessions (contract §4 "Revocation", issue 25 item 6): a row
// per sign-in in UserSession, whose id the token carries (`sid`). Logout
// revokes this row only; the security stamp still ends every session at once
// (password, disabling, roles, "Sign out everywhere"). A row is written at
// sign-in, at revocation, when a fresh token for the same session follows a
// new stamp, and for "last seen" at most once a minute (sessions.ts): never
// on every call.
import { randomUUID } from 'node:crypto';
import type { SessionInfo } from '../../shared/api/sessions.js';
import type { Queryable } from '../platform/db/executor.js';
import { decodeRow, storedStamp } from '../platform/data/codec.js';

/** What the list shows of the browser: the User-Agent header, cut to the column. */
const AGENT_LENGTH = 512;

export async function openSession(
  db: Queryable,
  s: { userId: string; stamp: string; userAgent?: string; address?: string },
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db.run(
    db.builder
      .insertInto('UserSession')
      .values({
        Id: id,
        UserId: s.userId,
        Stamp: s.stamp,
        UserAgent: (s.userAgent ?? '').slice(0, AGENT_LENGTH),
        Address: (s.address ?? '').slice(0, 64),
        SignedInAt: now,
        LastSeenAt: now,
        RevokedAt: null,
      })
      .compile(),
  );
  return id;
}

/** The session goes on under the account's new stamp (a fresh token for it after a password or address change). */
export async function keepSession(db: Queryable, sessionId: string, stamp: string): Promise<void> {
  await db.run(
    db.builder
      .updateTable('UserSession')
      .set({ Stamp: stamp })
      .where('Id', '=', sessionId)
      .where('RevokedAt', 'is', null)
      .compile(),
  );
}

/** Ends one session of one account; false when the account has no such live session (someone else's, or already ended). */
export async function revokeSession(db: Queryable, userId: string, sessionId: string): Promise<boolean> {
  const { changes } = await db.run(
    db.builder
      .updateTable('UserSession')
      .set({ RevokedAt: new Date().toISOString() })
      .where('Id', '=', sessionId)
      .where('UserId', '=', userId)
      .where('RevokedAt', 'is', null)
      .compile(),
  );
  return changes > 0;
}

export async function touchSession(db: Queryable, sessionId: string, at: number): Promise<void> {
  await db.run(
    db.builder
      .updateTable('UserSession')
      .set({ LastSeenAt: new Date(at).toISOString() })
      .where('Id', '=', sessionId)
      .compile(),
  );
}

interface SessionRow {
  userId: string;
  revoked: boolean;
  lastSeen: number;
}

export async function readSession(db: Queryable, sessionId: string): Promise<SessionRow | undefined> {
  const row = await db.first<{ UserId: string; RevokedAt: unknown; LastSeenAt: unknown }>(
    db.builder
      .selectFrom('UserSession')
      .select(['UserId', 'RevokedAt', 'LastSeenAt'])
      .where('Id', '=', sessionId)
      .compile(),
  );
  return row
    ? {
        userId: row.UserId,
        revoked: row.RevokedAt !== null && row.RevokedAt !== undefined,
        // Written by this store on every sign-in and touch: present but unreadable is a broken row, as before.
        lastSeen: row.LastSeenAt ? Date.parse(storedStamp('UserSession', row, 'LastSeenAt', db.dialect)) : 0,
      }
    : undefined;
}

/**
 * The account's live sessions, newest first: not revoked, under the account's
 * current stamp (an older stamp's tokens are refused), and seen within
 * the absolute limit when there is one (not seen for longer means past it).
 */
export async function listSessions(
  db: Queryable,
  userId: string,
  currentSessionId: string,
  absoluteSeconds: number,
): Promise<SessionInfo[]> {
  const user = await db.first<{ SecurityStamp: string | null }>(
    db.builder.selectFrom('AspNetUsers').select(['SecurityStamp']).where('Id', '=', userId).compile(),
  );
  if (!user) return [];
  let q = db.builder
    .selectFrom('UserSession')
    .select(['Id', 'UserAgent', 'Address', 'SignedInAt', 'LastSeenAt'])
    .where('UserId', '=', userId)
    .where('RevokedAt', 'is', null)
    .where('Stamp', '=', user.SecurityStamp ?? '');
  if (absoluteSeconds > 0) q = q.where('LastSeenAt', '>', new Date(Date.now() - absoluteSeconds * 1000).toISOString());
  const rows = await db.all<{
    Id: string;
    UserAgent: string | null;
    Address: string | null;
    SignedInAt: unknown;
    LastSeenAt: unknown;
  }>(q.orderBy('SignedInAt', 'desc').compile());
  return rows.map((row) => {
    // SignedInAt is required: a session row without it throws here, as a broken row.
    const r = decodeRow('UserSession', row, db.dialect);
    return {
      id: r.Id,
      browser: r.UserAgent ?? '',
      address: r.Address ?? '',
      signedInAt: r.SignedInAt,
      lastSeenAt: r.LastSeenAt ?? r.SignedInAt,
      current: r.Id === currentSessionId,
    };
  });
}
