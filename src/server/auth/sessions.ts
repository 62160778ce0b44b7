// Revocation (contract §4, security row 7): a token is honoured only while
// the security stamp it carries is the user's current one and the account is
// enabled. Logout, password change or reset, disabling, and any change of
// roles or claims rotate the stamp. The current stamps are cached; a write
// that rotates one drops the cache, and a TTL bounds how long another
// process's rotation can go unseen (PostgreSQL deployments).
import { randomBytes } from 'node:crypto';
import type { Identity } from '../data/identity.js';
import type { Queryable } from '../db/executor.js';

interface Entry {
  stamp: string | null;
  disabled: boolean;
  at: number;
}

export const newStamp = () => randomBytes(16).toString('hex');

export class Sessions {
  private readonly cache = new Map<string, Entry>();

  constructor(
    private readonly db: Queryable,
    private readonly ttlMs: number,
    /** A session whose password was given longer ago than this has ended (0: no limit). */
    private readonly absoluteSeconds = 0,
  ) {}

  private async entry(userId: string): Promise<Entry> {
    const hit = this.cache.get(userId);
    if (hit && (this.ttlMs <= 0 || Date.now() - hit.at < this.ttlMs)) return hit;
    const row = await this.db.first<{ SecurityStamp: string | null; Disabled: number | boolean }>(
      this.db.builder.selectFrom('AspNetUsers').select(['SecurityStamp', 'Disabled']).where('Id', '=', userId).compile(),
    );
    const at = Date.now();
    const entry: Entry = row ? { stamp: row.SecurityStamp ?? '', disabled: row.Disabled === true || row.Disabled === 1, at } : { stamp: null, disabled: true, at };
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(userId, entry);
    return entry;
  }

  /** Whether the token behind this identity is still honoured. */
  async isLive(identity: Identity, options: { ignoreAbsoluteLimit?: boolean } = {}): Promise<boolean> {
    if (!options.ignoreAbsoluteLimit && this.absoluteSeconds > 0 && Date.now() / 1000 - identity.authTime > this.absoluteSeconds) return false;
    const user = await this.entry(identity.userId);
    if (user.disabled || user.stamp === null || user.stamp !== identity.stamp) return false;
    if (identity.impersonatorId) {
      const actor = await this.entry(identity.impersonatorId);
      if (actor.disabled || actor.stamp === null || actor.stamp !== identity.impersonatorStamp) return false;
    }
    return true;
  }

  /** After a commit that changed accounts: read stamps afresh. */
  forgetAll(): void {
    this.cache.clear();
  }
}

/** Gives users new stamps, revoking their tokens; inside the caller's transaction. */
export async function rotateStamps(tx: Queryable, userIds: string[]): Promise<void> {
  for (const id of new Set(userIds)) {
    await tx.run(tx.builder.updateTable('AspNetUsers').set({ SecurityStamp: newStamp() }).where('Id', '=', id).compile());
  }
}
