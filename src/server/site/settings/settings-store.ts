// Reading and writing the site's settings: maintenance mode and the
// emergency alert (site-settings.ts), and the record groups of General
// Settings and Site Setup (settings/general-settings-groups.ts). A write changes the
// records, stamps them and appends the audit entries (each record's field
// diff, and a line saying what the setting is now) in one transaction.
// A group is also versioned: its ETag is a hash of its values as read, and a
// save naming an older one (If-Match) is refused with 412. Site Setup's
// feature switches (settings/feature-switches.ts) use the same helpers.
import { storedJsonObject } from '../../platform/data/codec.js';
import { auditEvent } from '../../platform/data/audit-events.js';
import { dialectOf } from '../../platform/db/dialect.js';
import type { Executor, Queryable } from '../../platform/db/executor.js';
import type { Actor } from '../../platform/data/identity.js';
import { etagOf } from '../../platform/data/reads.js';
import { ApiError, notFound } from '../../platform/errors.js';
import type { GroupContext, SettingsGroup } from './settings-group.js';
import { lockContent, updateContent } from '../content/content-update.js';
import { describeSetting, type MaintenanceMode, type SettingKind } from './site-switches.js';

const plain = (html: string | null | undefined) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A record from before the settings screens kept its text in its first block: that text is the message until one is saved. */
async function blockMessage(db: Queryable, cId: number): Promise<string> {
  const b = await db.first<{ CbHeadline: string | null; CbCopy: string | null }>(
    db.builder
      .selectFrom('ContentBlock')
      .select(['CbHeadline', 'CbCopy'])
      .where('CId', '=', cId)
      .orderBy('CbSortOrder')
      .orderBy('CbId')
      .limit(1)
      .compile(),
  );
  return plain(b?.CbHeadline) || plain(b?.CbCopy);
}

export async function readSetting<T extends MaintenanceMode>(db: Queryable, kind: SettingKind<T>): Promise<T> {
  const row = await db.first<{ CMetaData: unknown }>(
    db.builder.selectFrom('Content').select('CMetaData').where('CId', '=', kind.cId).compile(),
  );
  if (!row) throw notFound(`The ${kind.label.toLowerCase()} record (content ${kind.cId}) is missing`);
  const meta = storedJsonObject('Content', row, 'CMetaData', db.dialect);
  return kind.fromMeta(meta, typeof meta.Message === 'string' ? '' : await blockMessage(db, kind.cId));
}

export async function writeSetting<T extends MaintenanceMode>(
  db: Executor,
  actor: Actor,
  kind: SettingKind<T>,
  value: T,
): Promise<T> {
  await db.transaction(async (tx) => {
    const before = await lockContent(tx, actor, kind.cId);
    await updateContent(tx, actor, before, {
      CMetaData: {
        ...storedJsonObject('Content', before, 'CMetaData', tx.dialect),
        ...kind.toMeta(value),
      },
    });
    await auditEvent(tx, {
      type: 'Site',
      message: describeSetting(kind.label, value),
      userName: actor.userName,
      requestId: actor.requestId,
      impersonator: actor.impersonatorName,
    });
  });
  return readSetting(db, kind);
}

// --- Record groups (General Settings, Site Setup) ------------------------------

// The lock's first key: the two-key advisory space (see site/content/url-lock.ts).
const SETTINGS_LOCK_SPACE = 0x534554; // "SET"

export interface GroupAnswer<V> {
  values: V;
  etag: string;
}

/** The version of a setting as a screen shows it: a hash of its values (a group's, or one feature switch's). */
export const versionOf = (values: unknown): string => etagOf(JSON.stringify(values));

const answerOf = <V>(values: V): GroupAnswer<V> => ({ values, etag: versionOf(values) });

export async function readGroup<V>(db: Queryable, group: SettingsGroup<V>): Promise<GroupAnswer<V>> {
  return answerOf(await group.read(db));
}

function etagMatches(header: string, etag: string): boolean {
  return header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/** 400 unless the save names the version it was made from (If-Match); `what` is what was loaded ("the Site setup"). */
export function requireIfMatch(ifMatch: string | undefined, what: string): string {
  if (!ifMatch?.trim())
    throw new ApiError(
      400,
      `Send the ETag of ${what} you loaded in the If-Match header, so a save cannot overwrite a change you have not seen`,
    );
  return ifMatch;
}

/** 412 with `message` when If-Match names another version than `current`; call it under the setting's lock, before writing. */
export function refuseStale(ifMatch: string, current: string, message: string): void {
  if (!etagMatches(ifMatch, current)) throw new ApiError(412, message);
}

const changedFields = <V>(before: V, after: V) =>
  Object.keys(after as object).filter(
    (k) =>
      JSON.stringify((before as Record<string, unknown>)[k]) !== JSON.stringify((after as Record<string, unknown>)[k]),
  );

/**
 * Saves a group's values. `ifMatch` is required: the check runs after the
 * group's lock is taken, so of two saves made from the same copy only the
 * first passes. Nothing changed writes nothing.
 */
export async function writeGroup<V>(
  db: Executor,
  actor: Actor,
  group: SettingsGroup<V>,
  values: V,
  ifMatch: string | undefined,
  ctx: GroupContext,
): Promise<GroupAnswer<V>> {
  const version = requireIfMatch(ifMatch, `the ${group.label}`);
  return db.transaction(async (tx) => {
    const lock = dialectOf(tx).transactionLock(SETTINGS_LOCK_SPACE, group.key);
    if (lock) await tx.run(lock);
    const before = await group.read(tx);
    refuseStale(
      version,
      answerOf(before).etag,
      `${group.label} changed since you opened it (someone else saved it): their values are shown beside yours; save again to keep yours`,
    );
    const checked = await group.check(tx, values, ctx);
    const changed = changedFields(before, checked);
    if (!changed.length) return answerOf(before);
    await group.write(tx, actor, checked, before);
    const after = await group.read(tx);
    await auditEvent(tx, {
      type: 'Site',
      message: `${group.mojoAdminOnly ? group.label : `General settings: ${group.label}`} saved (${changed.join(', ')} changed)`,
      userName: actor.userName,
      requestId: actor.requestId,
      impersonator: actor.impersonatorName,
    });
    return answerOf(after);
  });
}
