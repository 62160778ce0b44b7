// Reading and writing maintenance mode and the emergency alert (see
// site-settings.ts). A write merges the new values into the record's
// CMetaData, stamps it and appends two audit entries (the field diff, and a
// line saying what the setting is now) in one transaction.
import { auditEvent } from '../auth/audit-events.js';
import type { Executor, Queryable } from '../db/executor.js';
import type { Actor } from '../data/identity.js';
import { notFound } from '../errors.js';
import { jsonObject, lockContent, updateContent } from './content-update.js';
import { describeSetting, type MaintenanceMode, type SettingKind } from './site-settings.js';

const plain = (html: string | null | undefined) => (html ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** A record from before the settings screens kept its text in its first block: that text is the message until one is saved. */
async function blockMessage(db: Queryable, cId: number): Promise<string> {
  const b = await db.first<{ CbHeadline: string | null; CbCopy: string | null }>(
    db.builder.selectFrom('ContentBlock').select(['CbHeadline', 'CbCopy']).where('CId', '=', cId).orderBy('CbSortOrder').orderBy('CbId').limit(1).compile(),
  );
  return plain(b?.CbHeadline) || plain(b?.CbCopy);
}

export async function readSetting<T extends MaintenanceMode>(db: Queryable, kind: SettingKind<T>): Promise<T> {
  const row = await db.first<{ CMetaData: unknown }>(db.builder.selectFrom('Content').select('CMetaData').where('CId', '=', kind.cId).compile());
  if (!row) throw notFound(`The ${kind.label.toLowerCase()} record (content ${kind.cId}) is missing`);
  const meta = jsonObject(row.CMetaData);
  return kind.fromMeta(meta, typeof meta.Message === 'string' ? '' : await blockMessage(db, kind.cId));
}

export async function writeSetting<T extends MaintenanceMode>(db: Executor, actor: Actor, kind: SettingKind<T>, value: T): Promise<T> {
  await db.transaction(async (tx) => {
    const before = await lockContent(tx, actor, kind.cId);
    await updateContent(tx, actor, before, { CMetaData: { ...jsonObject(before.CMetaData), ...kind.toMeta(value) } });
    await auditEvent(tx, { type: 'Site', message: describeSetting(kind.label, value), userName: actor.userName, requestId: actor.requestId, impersonator: actor.impersonatorName });
  });
  return readSetting(db, kind);
}
