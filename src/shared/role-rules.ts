// Who may change which role group (AspNetRoles, their claims and members):
// one set of rules for the server, which refuses with these reasons (403),
// and for the role-group screen, which shows them on disabled controls.
//
// - A role's name, claims and existence are for MoJoAdmin only (the schema
//   gives AspNetRoles and AspNetRoleClaims no other writer).
// - The built-in roles (spec §6's three, and the Auditor of
//   docs/decisions/0112-auditor-role.md) keep their names and are never
//   deleted: the access rules know them by name, so a rename would quietly
//   take everyone's access away (or, for Auditor, make them writers).
// - The MoJoAdmin role is protected: only a MoJoAdmin adds or removes its
//   members, its last member stays, and it carries no claims (it passes
//   every check already, so a claim on it would say something untrue).
// - Members: Admin and MoJoAdmin manage them; an Admin never changes a
//   MoJoAdmin's roles, nor their own (nobody grants themselves more).
import { BUILT_IN_ROLES, hasRole, isSuperAdmin, sameRole, SUPER_ADMIN } from './roles.js';

export interface RuleActor {
  userId: string;
  roles: readonly string[];
}

interface RoleFacts {
  Name: string;
}

interface MemberFacts {
  userId: string;
  /** Holds the MoJoAdmin role. */
  isMJA: boolean;
}

export type Verdict = { allowed: true } | { allowed: false; reason: string };

const ALLOWED: Verdict = { allowed: true };
const refuse = (reason: string): Verdict => ({ allowed: false, reason });

export const isBuiltInRole = (name: string) => BUILT_IN_ROLES.some((r) => sameRole(r, name));
const isSuperAdminRole = (name: string) => sameRole(name, SUPER_ADMIN);
const isAdminOrAbove = (actor: RuleActor) => isSuperAdmin(actor.roles) || hasRole(actor.roles, 'Admin');

export const REASONS = {
  defineRoles: 'Only a MoJoAdmin may create, rename or delete role groups, or change what they grant',
  builtInName: (name: string) =>
    `${name} is a built-in role: the access rules know it by name, so it keeps its name and cannot be deleted`,
  hasMembers: (count: number) =>
    `The role group still has ${count} member${count === 1 ? '' : 's'}: remove ${count === 1 ? 'it' : 'them'} first`,
  superAdminClaims: 'MoJoAdmin passes every check already: a claim on it would grant nothing',
  manageMembers: 'Only Admin and MoJoAdmin accounts manage role members',
  superAdminMembers: 'Only a MoJoAdmin may grant or remove the MoJoAdmin role',
  superAdminTarget: 'Only a MoJoAdmin may change the roles or claims of a MoJoAdmin',
  ownGrants: 'You cannot change your own roles or claims',
  lastSuperAdmin: 'The last MoJoAdmin keeps the role: someone must be able to manage everything',
} as const;

export function mayCreateRole(actor: RuleActor): Verdict {
  return isSuperAdmin(actor.roles) ? ALLOWED : refuse(REASONS.defineRoles);
}

export function mayRenameRole(actor: RuleActor, role: RoleFacts): Verdict {
  if (isBuiltInRole(role.Name)) return refuse(REASONS.builtInName(role.Name));
  return mayCreateRole(actor);
}

export function mayDeleteRole(actor: RuleActor, role: RoleFacts, memberCount: number): Verdict {
  const rename = mayRenameRole(actor, role);
  if (!rename.allowed) return rename;
  return memberCount > 0 ? refuse(REASONS.hasMembers(memberCount)) : ALLOWED;
}

export function mayChangeRoleClaims(actor: RuleActor, role: RoleFacts): Verdict {
  if (!isSuperAdmin(actor.roles)) return refuse(REASONS.defineRoles);
  return isSuperAdminRole(role.Name) ? refuse(REASONS.superAdminClaims) : ALLOWED;
}

/**
 * A user's own grants (roles, claims): Admin and MoJoAdmin change them, an
 * Admin never their own nor a MoJoAdmin's. The user screen's role and
 * permission pickers answer from this too.
 */
export function mayChangeUserGrants(actor: RuleActor, target: MemberFacts): Verdict {
  if (!isAdminOrAbove(actor)) return refuse(REASONS.manageMembers);
  if (isSuperAdmin(actor.roles)) return ALLOWED;
  if (target.userId === actor.userId) return refuse(REASONS.ownGrants);
  if (target.isMJA) return refuse(REASONS.superAdminTarget);
  return ALLOWED;
}

/**
 * Adding a member to a role group, or removing one. `superAdminCount` is the
 * number of MoJoAdmin members now (needed when removing from MoJoAdmin).
 */
export function mayChangeMembership(
  actor: RuleActor,
  role: RoleFacts,
  member: MemberFacts,
  change: 'add' | 'remove',
  superAdminCount = Infinity,
): Verdict {
  if (isSuperAdminRole(role.Name)) {
    if (!isSuperAdmin(actor.roles)) return refuse(REASONS.superAdminMembers);
    if (change === 'remove' && superAdminCount <= 1) return refuse(REASONS.lastSuperAdmin);
  }
  return mayChangeUserGrants(actor, member);
}
