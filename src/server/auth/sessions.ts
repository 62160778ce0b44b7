// Revocation (contract §4, security row 7): a token is honoured only while
// the security stamp it carries is the account's current one and the account
// is enabled. Logout, password change or reset, disabling, and any change of
// roles or claims rotate the stamp.
//
// The current stamps are cached per user, and the cache is kept exact:
//   - every committed write to an account table drops it, whoever wrote it:
//     this process's statements through the executors' change feed, other
//     instances' through PostgreSQL notifications (cluster/invalidation.ts);
//   - while the notification connection is down (`trusted()` false) it is
//     bypassed, and after it comes back it is dropped;
//   - a token issued after the cached read may carry a stamp newer than the
//     cached one (another instance signed it in after a rotation): then the
//     stamp is read afresh instead of refusing, so a rotation never blocks the
//     next sign-in;
//   - MAX_AGE_MS bounds any entry all the same (a write made by hand in the
//     SQLite file is seen by no feed): no setting makes it "forever".
//
// Logout ends one session (issue 25 item 6): the token's `sid` names a
// UserSession row, and a revoked row refuses its tokens. Session states are
// cached and kept exact the same way, dropped by any commit to UserSession
// (write-effects.ts `sessions`). "Last seen" is written from here at most
// once a minute per session and instance (LAST_SEEN_EVERY_MS), never on
// every call, and off the answer's path.
import { randomBytes } from 'node:crypto';
import type { Identity } from '../platform/data/identity.js';
import { decodeField } from '../platform/data/codec.js';
import type { Queryable } from '../platform/db/executor.js';
import { andThen, type MaybePromise } from '../platform/maybe-async.js';
import { readSession, touchSession } from './session-store.js';

interface Entry {
  stamp: string | null;
  disabled: boolean;
  /** When the row was read (ms). */
  at: number;
}

function holdsStamp(user: Entry, stamp: string | undefined): boolean {
  return !user.disabled && user.stamp !== null && user.stamp === stamp;
}

export const newStamp = () => randomBytes(16).toString('hex');

/** The longest a cached stamp is believed without a re-read, whatever else happens. */
const STAMP_MAX_AGE_MS = 60_000;
/** Tokens signed up to this long before a cached read are still re-checked (clocks of instances differ a little). */
const CLOCK_SKEW_MS = 5_000;
const MAX_ENTRIES = 50_000;
/** "Last seen" is kept to the minute: a session's row is written at most this often by one instance. */
const LAST_SEEN_EVERY_MS = 60_000;

interface SessionEntry {
  live: boolean;
  /** When the row was read (ms). */
  at: number;
}

interface SessionOptions {
  /** A session whose password was given longer ago than this has ended (0: no limit). */
  absoluteSeconds?: number;
  /** False while changes made elsewhere could go unseen (the cluster bus is down): read every stamp afresh. */
  trusted?: () => boolean;
  now?: () => number;
}

export class Sessions {
  private readonly cache = new Map<string, Entry>();
  private readonly sessionCache = new Map<string, SessionEntry>();
  /** When this instance last knew each session to be seen (ms): survives cache drops, so a drop never causes a write. */
  private readonly seen = new Map<string, number>();
  private readonly absoluteSeconds: number;
  private readonly trusted: () => boolean;
  private readonly now: () => number;

  constructor(
    private readonly db: Queryable,
    options: SessionOptions = {},
  ) {
    this.absoluteSeconds = options.absoluteSeconds ?? 0;
    this.trusted = options.trusted ?? (() => true);
    this.now = options.now ?? Date.now;
  }

  private async read(userId: string): Promise<Entry> {
    const row = await this.db.first<{ SecurityStamp: string | null; Disabled: number | boolean }>(
      this.db.builder
        .selectFrom('AspNetUsers')
        .select(['SecurityStamp', 'Disabled'])
        .where('Id', '=', userId)
        .compile(),
    );
    const at = this.now();
    const entry: Entry = row
      ? {
          stamp: row.SecurityStamp ?? '',
          disabled: decodeField('AspNetUsers', 'Disabled', row.Disabled, this.db.dialect) === true,
          at,
        }
      : { stamp: null, disabled: true, at };
    if (this.trusted()) {
      if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
      this.cache.set(userId, entry);
    }
    return entry;
  }

  /** The account's stamp as cached, or read when not cached, too old, or not to be trusted. */
  private entry(userId: string): MaybePromise<Entry> {
    const hit = this.trusted() ? this.cache.get(userId) : undefined;
    if (hit && this.now() - hit.at < STAMP_MAX_AGE_MS) return hit;
    return this.read(userId);
  }

  /** Whether `stamp` (of a token issued at `issuedAt` seconds) is the account's current one. */
  private holds(userId: string, stamp: string | undefined, issuedAt: number): MaybePromise<boolean> {
    // (No named closures on this path: tsx keeps function names by wrapping each one made, per call.)
    return andThen(this.entry(userId), (user) =>
      // A token newer than what we cached may have been signed after a rotation we have not seen yet.
      user.stamp !== stamp && issuedAt * 1000 >= user.at - CLOCK_SKEW_MS
        ? this.read(userId).then((fresh) => holdsStamp(fresh, stamp))
        : holdsStamp(user, stamp),
    );
  }

  /** Whether the token behind this identity is still honoured: at once when the stamps and the session are cached. */
  isLive(identity: Identity, options: { ignoreAbsoluteLimit?: boolean } = {}): MaybePromise<boolean> {
    if (!options.ignoreAbsoluteLimit && this.pastAbsoluteLimit(identity)) return false;
    return andThen(this.holds(identity.userId, identity.stamp, identity.issuedAt), (live) =>
      !live
        ? false
        : identity.impersonatorId
          ? andThen(
              this.holds(identity.impersonatorId, identity.impersonatorStamp, identity.issuedAt),
              (actorLive) => actorLive && this.sessionLive(identity),
            )
          : this.sessionLive(identity),
    );
  }

  private async readSessionEntry(identity: Identity): Promise<SessionEntry> {
    const row = await readSession(this.db, identity.sessionId);
    const at = this.now();
    // An impersonation token carries its impersonator's session.
    const entry = { live: !!row && !row.revoked && row.userId === (identity.impersonatorId ?? identity.userId), at };
    if (row) this.seen.set(identity.sessionId, Math.max(this.seen.get(identity.sessionId) ?? 0, row.lastSeen));
    // A missing row is not remembered: nothing is cached that a sign-in elsewhere could make wrong.
    if (row && this.trusted()) {
      if (this.sessionCache.size >= MAX_ENTRIES) this.sessionCache.clear();
      this.sessionCache.set(identity.sessionId, entry);
    }
    return entry;
  }

  /** Whether the token's session has not been signed out; notes it as seen. */
  private sessionLive(identity: Identity): MaybePromise<boolean> {
    const hit = this.trusted() ? this.sessionCache.get(identity.sessionId) : undefined;
    const entry = hit && this.now() - hit.at < STAMP_MAX_AGE_MS ? hit : this.readSessionEntry(identity);
    return andThen(entry, (e) => {
      if (e.live) this.noteSeen(identity.sessionId);
      return e.live;
    });
  }

  private noteSeen(sessionId: string): void {
    const now = this.now();
    if (now - (this.seen.get(sessionId) ?? 0) < LAST_SEEN_EVERY_MS) return;
    if (this.seen.size >= MAX_ENTRIES) this.seen.clear();
    this.seen.set(sessionId, now);
    // Off the answer's path: a lost "last seen" costs a minute of precision, never the call.
    touchSession(this.db, sessionId, now).catch(() => undefined);
  }

  /** After a commit to the sessions table (here or on another instance): read session states afresh. */
  forgetSessions(): void {
    this.sessionCache.clear();
  }

  /**
   * The absolute limit counts from the password. An impersonation token's own
   * life (IMPERSONATION_SECONDS, never extended) is its limit: the token expires then.
   */
  pastAbsoluteLimit(identity: Identity): boolean {
    if (identity.impersonatorId || this.absoluteSeconds <= 0) return false;
    return this.now() / 1000 - identity.authTime > this.absoluteSeconds;
  }

  /** After a commit that changed accounts (here or on another instance): read stamps afresh. */
  forgetAll(): void {
    this.cache.clear();
    this.sessionCache.clear();
  }
}

/** Gives users new stamps, revoking their tokens; inside the caller's transaction. */
export async function rotateStamps(tx: Queryable, userIds: string[]): Promise<void> {
  for (const id of new Set(userIds)) {
    await tx.run(
      tx.builder.updateTable('AspNetUsers').set({ SecurityStamp: newStamp() }).where('Id', '=', id).compile(),
    );
  }
}
