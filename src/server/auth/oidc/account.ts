// Which staff account a provider's person is (issue 44 item 1): matched by a
// verified e-mail address only; created, with the mapped roles, when
// OIDC_CREATE_ACCOUNTS allows it; refused when disabled or locked. With
// OIDC_ROLES_CLAIM the roles are re-read from the claim at every sign-in
// (a change rotates the security stamp, so tokens with the old roles end).
import type { SsoRefusal } from '../../../shared/api/oidc.js';
import type { OidcConfig } from '../../platform/config.js';
import type { Executor, Queryable } from '../../platform/db/executor.js';
import { insertAccount } from '../insert-account.js';
import { rotateStamps } from '../sessions.js';
import { findUserByEmail, findUserById, rolesOf, type UserRow } from '../users.js';

type AccountOutcome =
  | { ok: true; user: UserRow; created: boolean; rolesChanged?: string[] }
  | { ok: false; refusal: SsoRefusal; detail: string };

/** The roles the claim's values map to (OIDC_ROLE_MAP), or undefined when no roles claim is configured. */
function mappedRoles(settings: OidcConfig, claims: Record<string, unknown>): string[] | undefined {
  if (!settings.rolesClaim) return undefined;
  const raw = claims[settings.rolesClaim];
  const values = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  const roles = values.map((v) => settings.roleMap[String(v)]).filter((r): r is string => !!r);
  return [...new Set(roles)];
}

async function roleIds(db: Queryable, names: string[]): Promise<{ Id: string; Name: string }[]> {
  if (!names.length) return [];
  return db.all(
    db.builder
      .selectFrom('AspNetRoles')
      .select(['Id', 'Name'])
      .where(
        'NormalizedName',
        'in',
        names.map((n) => n.trim().toUpperCase()),
      )
      .compile(),
  );
}

/** At start: every role OIDC_ROLE_MAP names must exist, else the server refuses to start, naming them. */
export async function checkRoleMap(db: Queryable, settings: OidcConfig): Promise<void> {
  const wanted = [...new Set(Object.values(settings.roleMap))];
  const found = new Set((await roleIds(db, wanted)).map((r) => r.Name.trim().toUpperCase()));
  const unknown = wanted.filter((n) => !found.has(n.trim().toUpperCase()));
  if (unknown.length)
    throw new Error(
      `OIDC_ROLE_MAP names roles that do not exist: ${unknown.map((n) => `"${n}"`).join(', ')}. Use the names of User Management's roles (e.g. Admin, Maintenance User).`,
    );
}

export async function accountFor(
  db: Executor,
  settings: OidcConfig,
  claims: Record<string, unknown>,
  now: number,
): Promise<AccountOutcome> {
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!email || claims.email_verified !== true)
    return { ok: false, refusal: 'unverified', detail: 'the provider gave no verified e-mail address' };
  const roles = mappedRoles(settings, claims);
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) {
      if (!settings.createAccounts)
        return { ok: false, refusal: 'noAccount', detail: `no staff account has the address ${email}` };
      if (!roles?.length) return { ok: false, refusal: 'noRole', detail: 'no role is mapped from the claim' };
      const created = await createAccount(tx, email, displayName(claims, email), await roleIds(tx, roles));
      return { ok: true, user: created, created: true };
    }
    if (user.Disabled) return { ok: false, refusal: 'disabled', detail: 'the account is disabled' };
    if (user.LockoutEnd && Date.parse(user.LockoutEnd) > now)
      return { ok: false, refusal: 'locked', detail: 'the account is locked' };
    if (roles === undefined) return { ok: true, user, created: false };
    if (!roles.length) return { ok: false, refusal: 'noRole', detail: 'no role is mapped from the claim' };
    const changed = await setRoles(tx, user.Id, await roleIds(tx, roles));
    return { ok: true, user, created: false, ...(changed ? { rolesChanged: roles } : {}) };
  });
}

const displayName = (claims: Record<string, unknown>, email: string) =>
  (typeof claims.name === 'string' && claims.name.trim()) || email;

/** A new account with no usable password (PasswordHash null: no password ever matches it). */
async function createAccount(tx: Queryable, email: string, name: string, roles: { Id: string }[]): Promise<UserRow> {
  const id = await insertAccount(tx, {
    userName: email,
    email,
    passwordHash: null,
    displayName: name.slice(0, 256),
    roleIds: roles.map((r) => r.Id),
  });
  return (await findUserById(tx, id))!;
}

/** Makes the account's roles exactly `roles`; true when that changed them (the stamp is rotated then). */
async function setRoles(tx: Queryable, userId: string, roles: { Id: string }[]): Promise<boolean> {
  const current = new Set((await rolesOf(tx, userId)).map((r) => r.Id));
  const wanted = new Set(roles.map((r) => r.Id));
  if (current.size === wanted.size && [...wanted].every((id) => current.has(id))) return false;
  await tx.run(tx.builder.deleteFrom('AspNetUserRoles').where('UserId', '=', userId).compile());
  for (const id of wanted)
    await tx.run(tx.builder.insertInto('AspNetUserRoles').values({ UserId: userId, RoleId: id }).compile());
  await rotateStamps(tx, [userId]);
  return true;
}
