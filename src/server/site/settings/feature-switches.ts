// Site setup's feature switches (issue 16 item 2): the feature tags of spec §3
// "Tag ids for feature areas", each on while visible and not deleted (the
// rule comments-switch.ts and documents/registration.ts already read). The
// tags that are menus, sections or the dashboard are structure, not
// switches, and are not listed; a tool's tag hidden here hides the tool
// (access/tool-access.ts). Each switch says in one line what it does. Each
// switch is versioned on its own (its tag and state): a flip names the
// version it was shown in (If-Match, as every settings save), so a flip made
// from a stale screen is refused (412) and writes nothing.
import { dialectOf } from '../../platform/db/dialect.js';
import type { Executor, Queryable } from '../../platform/db/executor.js';
import { auditWrite } from '../../platform/data/audit.js';
import { decodeField, decodeRow } from '../../platform/data/codec.js';
import { entity } from '../../platform/data/entities.js';
import type { Actor } from '../../platform/data/identity.js';
import { coded, notFound } from '../../platform/errors.js';
import { auditEvent } from '../../platform/data/audit-events.js';
import { refuseStale, requireIfMatch, versionOf } from './settings-store.js';
import type { FeatureSwitch } from '../../../shared/api/general-settings.js';
import { FEATURE_TAG_IDS, FEATURE_TEXTS } from '../../../shared/site-features.js';

/** A feature tag is on while it is visible and not deleted: the one reading of every switch (comments, headers, AI, register to download). */
export async function featureOn(q: Queryable, tagId: number): Promise<boolean> {
  const stored = await q.first<Record<'TVisible' | 'TDeleted', unknown>>(
    q.builder.selectFrom('Tag').select(['TVisible', 'TDeleted']).where('TId', '=', tagId).compile(),
  );
  const tag = stored && decodeRow('Tag', stored, q.dialect);
  return !!tag && tag.TVisible === true && tag.TDeleted !== true;
}

const FEATURES: readonly { tId: number; name: string; description: string }[] = FEATURE_TAG_IDS.map((tId) => ({
  tId,
  ...FEATURE_TEXTS[`t${tId}` as keyof typeof FEATURE_TEXTS],
}));

/** A switch's version (its ETag): the tag and its state, so a switch is stale only when that switch changed. */
const featureVersion = (tId: number, enabled: boolean): string => versionOf({ tId, enabled });

export async function listFeatures(q: Queryable): Promise<FeatureSwitch[]> {
  const rows = await q.all<Record<'TId' | 'TName' | 'TVisible' | 'TDeleted', unknown>>(
    q.builder
      .selectFrom('Tag')
      .select(['TId', 'TName', 'TVisible', 'TDeleted'])
      .where(
        'TId',
        'in',
        FEATURES.map((f) => f.tId),
      )
      .compile(),
  );
  const byId = new Map(rows.map((stored) => decodeRow('Tag', stored, q.dialect)).map((r) => [r.TId, r]));
  return FEATURES.flatMap((f) => {
    const row = byId.get(f.tId);
    // A deleted feature tag is the tag tree's business (restore it there); it is not offered as a switch.
    if (!row || row.TDeleted === true) return [];
    const enabled = row.TVisible === true;
    return [{ tId: f.tId, name: f.name, description: f.description, enabled, etag: featureVersion(f.tId, enabled) }];
  });
}

const featureOf = (tId: number) => {
  const feature = FEATURES.find((f) => f.tId === tId);
  if (!feature)
    throw notFound(
      `Tag ${tId} is not a feature switch (the switches are tags ${FEATURES.map((f) => f.tId).join(', ')})`,
    );
  return feature;
};

interface FeatureWriteOptions {
  /** The version the switch was shown in (If-Match): checked under the tag's row lock, 412 when it changed since. */
  ifMatch?: string;
  /** The Site audit line's prefix ("Site setup"); none: only the tag's Update entry. */
  event?: string;
}

/**
 * Turns a feature tag on or off: its TVisible and the audit rows in one
 * transaction, the tag's row locked (PostgreSQL; SQLite's write transactions
 * run one at a time). A missing or deleted tag is a 409; the same state
 * writes nothing. Site Setup's switches and Comment Moderation's comments
 * switch (comments/comments-switch-write.ts) both write through here.
 */
export async function writeFeatureTag(
  db: Executor,
  actor: Actor,
  tId: number,
  enabled: boolean,
  options: FeatureWriteOptions = {},
): Promise<FeatureSwitch> {
  const feature = featureOf(tId);
  await db.transaction(async (tx) => {
    const d = dialectOf(tx);
    let q = tx.builder.selectFrom('Tag').selectAll().where('TId', '=', tId);
    if (d.locksRows) q = q.forUpdate();
    const before = await tx.first(q.compile());
    if (!before || decodeField('Tag', 'TDeleted', before.TDeleted, tx.dialect) === true)
      throw coded(409, 'settings.featureTagMissing', { name: feature.name, id: tId }, 'enabled');
    const now = decodeField('Tag', 'TVisible', before.TVisible, tx.dialect) === true;
    if (options.ifMatch !== undefined) {
      refuseStale(
        options.ifMatch,
        featureVersion(tId, now),
        `${feature.name} was switched ${now ? 'on' : 'off'} by someone else since you opened Site Setup: it is shown as it is now; switch it again if you still want it ${now ? 'off' : 'on'}`,
      );
    }
    if (now === enabled) return;
    await tx.run(
      tx.builder
        .updateTable('Tag')
        .set({ TVisible: d.bool(enabled) })
        .where('TId', '=', tId)
        .compile(),
    );
    await auditWrite(tx, actor, entity('Tag'), 'Update', [tId], before, { ...before, TVisible: d.bool(enabled) });
    if (options.event) {
      await auditEvent(tx, {
        type: 'Site',
        message: `${options.event}: ${feature.name} (tag ${tId}) turned ${enabled ? 'on' : 'off'}`,
        userName: actor.userName,
        requestId: actor.requestId,
        impersonator: actor.impersonatorName,
      });
    }
  });
  return { tId, name: feature.name, description: feature.description, enabled, etag: featureVersion(tId, enabled) };
}

/** Site Setup's switch: If-Match required (400 without, 412 when the switch changed since it was shown), audited as a Site event. */
export async function switchFeature(
  db: Executor,
  actor: Actor,
  tId: number,
  enabled: boolean,
  ifMatch: string | undefined,
): Promise<FeatureSwitch> {
  featureOf(tId);
  return writeFeatureTag(db, actor, tId, enabled, {
    ifMatch: requireIfMatch(ifMatch, 'the switch'),
    event: 'Site setup',
  });
}
