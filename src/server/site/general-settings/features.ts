// Site setup's feature switches (issue 16 item 2): the feature tags of spec §3
// "Tag ids for feature areas", each on while visible and not deleted (the
// rule comments-switch.ts and documents/registration.ts already read). The
// tags that are menus, sections or the dashboard are structure, not
// switches, and are not listed; a tool's tag hidden here hides the tool
// (access/tool-access.ts). Each switch says in one line what it does.
import { dialectOf, isStoredTrue } from '../../db/dialect.js';
import type { Executor, Queryable } from '../../db/executor.js';
import { auditWrite } from '../../data/audit.js';
import { entity } from '../../data/entities.js';
import type { Actor } from '../../data/identity.js';
import { conflict, notFound } from '../../errors.js';
import { auditEvent } from '../../auth/audit-events.js';
import type { FeatureSwitch } from '../../../shared/api/general-settings.js';

export const FEATURES: readonly { tId: number; name: string; description: string }[] = [
  { tId: 4, name: 'Home Page', description: 'The site has a home page of its own: the HomePage record (500) at the site’s address.' },
  { tId: 5, name: 'Favicon', description: 'Every page links the favicon file chosen in General Settings.' },
  { tId: 10, name: 'Accessibility Page Scanner', description: 'The accessibility page scanner is offered, to check pages for accessibility problems.' },
  { tId: 12, name: 'Breadcrumbs', description: 'Pages show the trail of menu items leading to them above their title.' },
  { tId: 14, name: 'Comments', description: 'Visitors may comment on posts; comments wait in Comment Moderation. Off: the comment form is closed (403).' },
  { tId: 15, name: 'Custom Security Headers', description: 'The site sends the security header rules set in Custom Code (Content-Security-Policy and others).' },
  { tId: 16, name: 'Events Grouped by Category', description: 'Event lists are shown grouped under their categories instead of by date alone.' },
  { tId: 17, name: 'Header & Footer', description: 'Pages show the shared header and footer records (General Settings’ header and footer).' },
  { tId: 19, name: 'Site Search', description: 'The site offers a search box and a search results page.' },
  { tId: 21, name: 'Form User Profile Encryption', description: 'Names and addresses given to download a document are stored encrypted with the site’s key.' },
  { tId: 61, name: 'Microsites', description: 'Sections of the site can run as microsites with their own look; the Microsites tool is offered.' },
  { tId: 62, name: 'Emergency Alert', description: 'The Emergency Alert tool is offered, for a banner on every page.' },
  { tId: 80, name: 'Email Manager', description: 'The e-mail tools (Email Test) are offered to staff given them.' },
  { tId: 85, name: 'AI Tools', description: 'Staff given AI Tools may draft copy and meta descriptions with the configured AI provider.' },
  { tId: 91, name: 'Register to Download', description: 'Documents may ask visitors for their name and e-mail before downloading. Off: such documents answer 403.' },
];

export async function listFeatures(q: Queryable): Promise<FeatureSwitch[]> {
  const rows = await q.all<{ TId: unknown; TName: unknown; TVisible: unknown; TDeleted: unknown }>(
    q.builder.selectFrom('Tag').select(['TId', 'TName', 'TVisible', 'TDeleted']).where('TId', 'in', FEATURES.map((f) => f.tId)).compile(),
  );
  const byId = new Map(rows.map((r) => [Number(r.TId), r]));
  return FEATURES.flatMap((f) => {
    const row = byId.get(f.tId);
    // A deleted feature tag is the tag tree's business (restore it there); it is not offered as a switch.
    if (!row || isStoredTrue(row.TDeleted)) return [];
    return [{ tId: f.tId, name: f.name, description: f.description, enabled: isStoredTrue(row.TVisible) }];
  });
}

/** Turns a feature on or off: the tag's TVisible and its audit rows in one transaction. */
export async function switchFeature(db: Executor, actor: Actor, tId: number, enabled: boolean): Promise<FeatureSwitch> {
  const feature = FEATURES.find((f) => f.tId === tId);
  if (!feature) throw notFound(`Tag ${tId} is not a feature switch (the switches are tags ${FEATURES.map((f) => f.tId).join(', ')})`);
  await db.transaction(async (tx) => {
    const d = dialectOf(tx);
    let q = tx.builder.selectFrom('Tag').selectAll().where('TId', '=', tId);
    if (d.locksRows) q = q.forUpdate();
    const before = await tx.first(q.compile());
    if (!before || isStoredTrue(before.TDeleted)) throw conflict(`The ${feature.name} tag (${tId}) is missing or deleted: restore it in the tag tree first`, 'enabled');
    if (isStoredTrue(before.TVisible) === enabled) return;
    await tx.run(tx.builder.updateTable('Tag').set({ TVisible: d.bool(enabled) }).where('TId', '=', tId).compile());
    await auditWrite(tx, actor, entity('Tag'), 'Update', [tId], before, { ...before, TVisible: d.bool(enabled) });
    await auditEvent(tx, { type: 'Site', message: `Site setup: ${feature.name} (tag ${tId}) turned ${enabled ? 'on' : 'off'}`, userName: actor.userName, requestId: actor.requestId, impersonator: actor.impersonatorName });
  });
  return { ...feature, enabled };
}
