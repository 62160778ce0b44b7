// Inviting a colleague and saving an account from /user-management: the
// account row, its roles and its TId/CId claims in one transaction, through
// the generic interface's own writers (insertOne/updateOne/deleteOne), so
// each row is checked by the schema, guarded, audited and revokes sessions
// as any write does. The shared rules are applied first, change by change,
// so a refusal names its rule and nothing is written.
import { inviteRefusal } from '../../shared/people/account-rules.js';
import { isRoleOnlyTool, usesRoleOnlyTools } from '../../shared/role-only-tools.js';
import type { InviteBody, UserDetail, UserSaveBody } from '../../shared/api/people.js';
import { auditEvent } from '../platform/data/audit-events.js';
import type { Queryable } from '../platform/db/executor.js';
import { entity } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import { findRow } from '../platform/data/reads.js';
import { superAdminCount } from '../access/index.js';
import { deleteOne, insertOne, updateOne } from '../platform/data/writes.js';
import { rotateStamps } from '../auth/sessions.js';
import { ApiError, coded, notFound } from '../platform/errors.js';
import { checkedEmail, refuseTakenNames } from './names.js';
import { asInvitation } from './account-write-rule.js';
import { asAccountScreen } from '../access/index.js';
import { CONTENT_CLAIM, claimsOf, readUser, roleIdsOf, TAG_CLAIM } from './user-detail.js';
import { refuseIf, requireChange, requireRoleGrant, ruleActorOf, ruleTargetOf } from '../auth/index.js';

const users = () => entity('AspNetUsers');

/** Role ids → names; an unknown id is a 422. */
async function roleNames(tx: Queryable, roleIds: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(roleIds)];
  const rows = unique.length
    ? await tx.all<{ Id: string; Name: string }>(
        tx.builder.selectFrom('AspNetRoles').select(['Id', 'Name']).where('Id', 'in', unique).compile(),
      )
    : [];
  const found = new Map(rows.map((r) => [r.Id, r.Name]));
  const missing = unique.find((id) => !found.has(id));
  if (missing) throw coded(422, 'people.roleMissing', { id: missing }, 'roleIds');
  return found;
}

async function refuseMissingTags(tx: Queryable, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const found = new Set(
    (
      await tx.all<{ TId: number }>(tx.builder.selectFrom('Tag').select('TId').where('TId', 'in', unique).compile())
    ).map((r) => Number(r.TId)),
  );
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) throw coded(422, 'people.tagMissing', { id: missing }, 'tagIds');
}

async function refuseMissingContent(tx: Queryable, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const found = new Set(
    (
      await tx.all<{ CId: number }>(tx.builder.selectFrom('Content').select('CId').where('CId', 'in', unique).compile())
    ).map((r) => Number(r.CId)),
  );
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) throw coded(422, 'people.contentMissing', { id: missing }, 'contentIds');
}

/**
 * A new grant of a tool only Admin and MoJoAdmin can use (shared/role-only-tools.ts) to an account that will
 * hold neither role is refused, as a role group's is (access/role-groups.ts): its screen would open only to
 * refuse every call. An Admin may be granted it (page access is by tag for an Admin too). Only the tags being
 * added are asked about, so an account granted one before can still be saved.
 */
async function refuseRoleOnlyTags(tx: Queryable, ids: number[], roles: string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length || usesRoleOnlyTools(roles)) return;
  const rows = await tx.all<{ TId: number; TName: string | null; TPath: string | null }>(
    tx.builder.selectFrom('Tag').select(['TId', 'TName', 'TPath']).where('TId', 'in', unique).compile(),
  );
  const roleOnly = rows.find((t) => isRoleOnlyTool(t.TPath));
  if (roleOnly)
    throw coded(
      422,
      'people.roleOnlyTool',
      { name: roleOnly.TName ?? 'This tool', id: Number(roleOnly.TId) },
      'tagIds',
    );
}

const added = <T>(from: T[], to: T[]) => to.filter((v) => !from.includes(v));

/** Roles and claims made to match `want`, row by row (each write audited and guarded). */
async function applyAccess(
  tx: Queryable,
  actor: Actor,
  userId: string,
  want: { roleIds: string[]; tagIds: number[]; contentIds: number[] },
) {
  // User Management's own writes of the account's roles and claims (access/account-tables-rule.ts).
  await asAccountScreen(tx, () => writeAccess(tx, actor, userId, want));
}

async function writeAccess(
  tx: Queryable,
  actor: Actor,
  userId: string,
  want: { roleIds: string[]; tagIds: number[]; contentIds: number[] },
) {
  const roleIds = await roleIdsOf(tx, userId);
  for (const id of added(want.roleIds, roleIds)) await deleteOne(tx, actor, entity('AspNetUserRoles'), [userId, id]);
  for (const id of added(roleIds, [...new Set(want.roleIds)]))
    await insertOne(tx, actor, entity('AspNetUserRoles'), { UserId: userId, RoleId: id });
  const claims = await claimsOf(tx, userId);
  const wanted = { [TAG_CLAIM]: new Set(want.tagIds), [CONTENT_CLAIM]: new Set(want.contentIds) };
  const have = { [TAG_CLAIM]: new Set<number>(), [CONTENT_CLAIM]: new Set<number>() };
  for (const c of claims) {
    const set = wanted[c.ClaimType as typeof TAG_CLAIM];
    const value = Number(c.ClaimValue);
    if (!set || !/^\d+$/.test(c.ClaimValue?.trim() ?? '')) continue; // other claims are kept as they are
    if (set.has(value) && !have[c.ClaimType as typeof TAG_CLAIM].has(value))
      have[c.ClaimType as typeof TAG_CLAIM].add(value);
    else await deleteOne(tx, actor, entity('AspNetUserClaims'), [c.Id]); // not wanted, or a duplicate
  }
  for (const type of [TAG_CLAIM, CONTENT_CLAIM] as const) {
    for (const value of wanted[type])
      if (!have[type].has(value))
        await insertOne(tx, actor, entity('AspNetUserClaims'), {
          UserId: userId,
          ClaimType: type,
          ClaimValue: String(value),
        });
  }
}

/** What changed in words, for the account's own audit trail (the row entries name ids only). */
function accessChangeText(
  names: Map<string, string>,
  before: Pick<UserDetail, 'roleIds' | 'tagIds' | 'contentIds'>,
  after: { roleIds: string[]; tagIds: number[]; contentIds: number[] },
): string | undefined {
  const parts: string[] = [];
  const list = <T>(sign: string, values: T[], label: (v: T) => string) =>
    values.length && parts.push(`${sign}${values.map(label).join(`, ${sign}`)}`);
  list('+', added(before.roleIds, after.roleIds), (id) => `role ${names.get(id) ?? id}`);
  list('-', added(after.roleIds, before.roleIds), (id) => `role ${names.get(id) ?? id}`);
  list('+', added(before.tagIds, after.tagIds), (id) => `TId ${id}`);
  list('-', added(after.tagIds, before.tagIds), (id) => `TId ${id}`);
  list('+', added(before.contentIds, after.contentIds), (id) => `CId ${id}`);
  list('-', added(after.contentIds, before.contentIds), (id) => `CId ${id}`);
  return parts.length ? parts.join('; ') : undefined;
}

/** Creates the account (no password: it cannot sign in until the invitation's link is used) with its roles and claims. */
export async function createInvited(tx: Queryable, actor: Actor, body: InviteBody): Promise<string> {
  const email = checkedEmail(body.Email);
  const names = await roleNames(tx, body.roleIds);
  refuseIf(inviteRefusal(ruleActorOf(actor), [...names.values()]), 'roleIds');
  await refuseMissingTags(tx, body.tagIds);
  await refuseRoleOnlyTags(tx, body.tagIds, [...names.values()]);
  await refuseMissingContent(tx, body.contentIds);
  await refuseTakenNames(tx, undefined, body.UserName, email);
  // The one writer allowed to make an account row (account-write-rule.ts).
  const row = await asInvitation(tx, () =>
    insertOne(tx, actor, users(), {
      UserName: body.UserName.trim(),
      DisplayName: body.DisplayName.trim(),
      Email: email,
      EmailConfirmed: false,
    }),
  );
  const id = String(row.Id);
  await rotateStamps(tx, [id]); // a stamp of its own from the start (the generic create leaves it empty)
  await applyAccess(tx, actor, id, body);
  const change = accessChangeText(names, { roleIds: [], tagIds: [], contentIds: [] }, body);
  await auditEvent(tx, {
    type: 'Access',
    message: `Invited ${body.UserName.trim()}${change ? `: ${change}` : ''}`,
    userName: actor.userName,
    requestId: actor.requestId,
    impersonator: actor.impersonatorName,
    about: id,
  });
  return id;
}

/** Saves name, user name, e-mail, roles and permissions of another account, if `version` is still the stored one. */
export async function saveUser(tx: Queryable, actor: Actor, userId: string, body: UserSaveBody): Promise<UserDetail> {
  const locked = await findRow(tx, actor, users(), [userId], true); // PostgreSQL: the row is ours until commit
  const current = locked && (await readUser(tx, userId));
  if (!current) throw notFound(`User ${userId} was not found`);
  if (current.version !== body.version)
    throw new ApiError(
      412,
      'This account was changed by someone else since you opened it: reload it and make your change again',
    );
  const target = await ruleTargetOf(tx, userId, locked);
  const email = body.Email.trim() === current.Email ? current.Email : checkedEmail(body.Email);
  const profile = { UserName: body.UserName.trim(), DisplayName: body.DisplayName.trim(), Email: email };
  if (profile.DisplayName !== (current.DisplayName ?? '')) requireChange(actor, target, 'name', 'DisplayName');
  if (profile.UserName !== current.UserName) requireChange(actor, target, 'user-name', 'UserName');
  if (profile.Email !== current.Email) requireChange(actor, target, 'email', 'Email');
  const names = await roleNames(tx, [...body.roleIds, ...current.roleIds]);
  const roleChanges = [...added(current.roleIds, body.roleIds), ...added(body.roleIds, current.roleIds)];
  if (roleChanges.length) {
    requireChange(actor, target, 'roles', 'roleIds');
    const superAdmins = await superAdminCount(tx);
    for (const id of roleChanges)
      requireRoleGrant(actor, names.get(id)!, {
        member: target,
        change: body.roleIds.includes(id) ? 'add' : 'remove',
        superAdminCount: superAdmins,
      });
  }
  const sameSet = (a: number[], b: number[]) => a.length === new Set(b).size && b.every((v) => a.includes(v));
  if (!sameSet(current.tagIds, body.tagIds) || !sameSet(current.contentIds, body.contentIds)) {
    requireChange(actor, target, 'permissions', 'tagIds');
    await refuseMissingTags(tx, added(current.tagIds, body.tagIds));
    await refuseRoleOnlyTags(
      tx,
      added(current.tagIds, body.tagIds),
      body.roleIds.map((id) => names.get(id)!),
    );
    await refuseMissingContent(tx, added(current.contentIds, body.contentIds));
  }
  if (profile.UserName !== current.UserName || profile.Email !== current.Email)
    await refuseTakenNames(tx, userId, profile.UserName, profile.Email);
  await updateOne(tx, actor, users(), [userId], profile, { replace: false });
  await applyAccess(tx, actor, userId, body);
  const change = accessChangeText(names, current, {
    roleIds: [...new Set(body.roleIds)],
    tagIds: [...new Set(body.tagIds)],
    contentIds: [...new Set(body.contentIds)],
  });
  if (change)
    await auditEvent(tx, {
      type: 'Access',
      message: `Access of ${profile.UserName} changed: ${change}`,
      userName: actor.userName,
      requestId: actor.requestId,
      impersonator: actor.impersonatorName,
      about: userId,
    });
  return (await readUser(tx, userId))!;
}
