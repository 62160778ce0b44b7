// Who may do what to a staff account (contract §5, security rows 3 and 9),
// in one place for both sides: the admin greys out a control and shows the
// reason; the server refuses the same call with a 403 naming the same rule
// (server/auth/account-rules.ts, people/account-guard.ts, auth/impersonation.ts,
// auth/password-flows.ts). A control is never offered only to fail on save.
//
// The rules:
// - users are managed by Admins and MoJoAdmins only;
// - only a MoJoAdmin touches a MoJoAdmin account;
// - roles and permissions (claims) follow the role-group rules of
//   src/shared/role-rules.ts, which this module asks rather than repeats:
//   only a MoJoAdmin grants or removes the MoJoAdmin role (nobody grants
//   more than they hold), an Admin never changes their own grants, and the
//   last MoJoAdmin keeps the role;
// - nobody disables, unlocks or deletes their own account — MoJoAdmins
//   included, so no one locks themselves out by a slip;
// - one's own e-mail address and second factor change on My Account, where
//   the new address is confirmed and the password asked for;
// - while impersonating, no e-mail, user name or second factor changes;
// - impersonation: MoJoAdmin only, never chained, never oneself, never a
//   disabled account or another MoJoAdmin (spec §4 "Impersonation").
import { hasRole, isSuperAdmin } from '../roles.js';
import { mayChangeMembership, mayChangeUserGrants, REASONS as ROLE_REASONS, type Verdict } from '../role-rules.js';

export type RuleId =
  | 'administrators-only'
  | 'mojoadmin-account'
  | 'mojoadmin-role'
  | 'mojoadmin-grants'
  | 'last-mojoadmin'
  | 'own-access'
  | 'own-lockout'
  | 'own-sign-in'
  | 'not-while-impersonating'
  | 'impersonate-mojoadmin-only'
  | 'impersonate-chained'
  | 'impersonate-self'
  | 'impersonate-disabled'
  | 'impersonate-mojoadmin';

export interface Refusal {
  rule: RuleId;
  /** Shown beside the disabled control and answered by the server's 403. */
  reason: string;
}

/** Who acts: from the session token. */
export interface RuleActor {
  userId: string;
  roles: readonly string[];
  /** The session is an impersonation (the token names an impersonator). */
  impersonating: boolean;
}

/** The account acted on. */
export interface RuleTarget {
  userId: string;
  roles: readonly string[];
  disabled: boolean;
}

/** What is done to the account. */
export type AccountChange =
  | 'name'
  | 'user-name'
  | 'email'
  | 'roles'
  | 'permissions'
  | 'second-factor'
  | 'disable'
  | 'enable'
  | 'unlock'
  | 'reset-link'
  | 'impersonate'
  | 'delete';

export const REASONS: Record<RuleId, string> = {
  'administrators-only': 'Only an Admin or a MoJoAdmin may manage users.',
  'mojoadmin-account': 'Only a MoJoAdmin may change a MoJoAdmin account.',
  'mojoadmin-role': ROLE_REASONS.superAdminMembers,
  'mojoadmin-grants': ROLE_REASONS.superAdminTarget,
  'last-mojoadmin': ROLE_REASONS.lastSuperAdmin,
  'own-access': ROLE_REASONS.ownGrants,
  'own-lockout': 'You cannot disable, unlock or delete your own account: another administrator must.',
  'own-sign-in': 'Change your own e-mail address and second factor on My Account.',
  'not-while-impersonating': 'E-mail, user name, password and second factor cannot be changed while impersonating.',
  'impersonate-mojoadmin-only': 'Only a MoJoAdmin may impersonate.',
  'impersonate-chained': 'Stop the current impersonation first: impersonations cannot be chained.',
  'impersonate-self': 'You cannot impersonate yourself.',
  'impersonate-disabled': 'A disabled account cannot be impersonated.',
  'impersonate-mojoadmin': 'A MoJoAdmin cannot be impersonated (equal or higher role).',
};

const refuse = (rule: RuleId): Refusal => ({ rule, reason: REASONS[rule] });

const isAdministrator = (roles: readonly string[]) => isSuperAdmin(roles) || hasRole(roles, 'Admin');

/** Changes that need the account's own sign-in facts: refused while impersonating, done on My Account for oneself. */
const SIGN_IN_FACTS: readonly AccountChange[] = ['email', 'second-factor'];
const GRANTS: readonly AccountChange[] = ['roles', 'permissions'];
const OWN_LOCKOUT: readonly AccountChange[] = ['disable', 'enable', 'unlock', 'delete'];

function impersonationRefusal(actor: RuleActor, target: RuleTarget): Refusal | undefined {
  if (actor.impersonating) return refuse('impersonate-chained');
  if (!isSuperAdmin(actor.roles)) return refuse('impersonate-mojoadmin-only');
  if (target.userId === actor.userId) return refuse('impersonate-self');
  if (target.disabled) return refuse('impersonate-disabled');
  if (isSuperAdmin(target.roles)) return refuse('impersonate-mojoadmin');
  return undefined;
}

/** A role-group verdict (src/shared/role-rules.ts) as a refusal naming its rule. */
const RULE_OF_ROLE_REASON = new Map<string, RuleId>([
  [ROLE_REASONS.manageMembers, 'administrators-only'],
  [ROLE_REASONS.superAdminMembers, 'mojoadmin-role'],
  [ROLE_REASONS.superAdminTarget, 'mojoadmin-grants'],
  [ROLE_REASONS.ownGrants, 'own-access'],
  [ROLE_REASONS.lastSuperAdmin, 'last-mojoadmin'],
]);
function fromVerdict(verdict: Verdict): Refusal | undefined {
  if (verdict.allowed) return undefined;
  return { rule: RULE_OF_ROLE_REASON.get(verdict.reason) ?? 'administrators-only', reason: verdict.reason };
}

/** Why `actor` may not make `change` to `target`, or undefined when they may. */
export function accountRefusal(actor: RuleActor, target: RuleTarget, change: AccountChange): Refusal | undefined {
  if (change === 'impersonate') return impersonationRefusal(actor, target);
  if (actor.impersonating && (change === 'user-name' || SIGN_IN_FACTS.includes(change)))
    return refuse('not-while-impersonating');
  if (!isAdministrator(actor.roles)) return refuse('administrators-only');
  if (GRANTS.includes(change))
    return fromVerdict(mayChangeUserGrants(actor, { userId: target.userId, isMJA: isSuperAdmin(target.roles) }));
  if (isSuperAdmin(target.roles) && !isSuperAdmin(actor.roles)) return refuse('mojoadmin-account');
  if (target.userId === actor.userId) {
    if (OWN_LOCKOUT.includes(change)) return refuse('own-lockout');
    if (SIGN_IN_FACTS.includes(change)) return refuse('own-sign-in');
  }
  return undefined;
}

/** The account a role is granted to or removed from; a new colleague's when omitted (an invitation). */
export interface RoleChange {
  member: RuleTarget;
  change: 'add' | 'remove';
  /** How many MoJoAdmins there are now (removing the MoJoAdmin role from the last one is refused). */
  superAdminCount?: number;
}

/** Why `actor` may not grant `role` (or remove it): the role-group rules of src/shared/role-rules.ts. */
export function roleRefusal(
  actor: Pick<RuleActor, 'userId' | 'roles'>,
  role: string,
  on?: RoleChange,
): Refusal | undefined {
  if (!isAdministrator(actor.roles)) return refuse('administrators-only');
  const member = on ? { userId: on.member.userId, isMJA: isSuperAdmin(on.member.roles) } : { userId: '', isMJA: false };
  return fromVerdict(mayChangeMembership(actor, { Name: role }, member, on?.change ?? 'add', on?.superAdminCount));
}

/** Why `actor` may not see or manage accounts at all (the user screens and their calls). */
export function usersRefusal(actor: Pick<RuleActor, 'roles'>): Refusal | undefined {
  return isAdministrator(actor.roles) ? undefined : refuse('administrators-only');
}

/**
 * Why the signed-in user may not change a sign-in fact of their own account
 * (e-mail, password, second factor) on My Account: only while impersonating.
 */
export function selfServiceRefusal(actor: Pick<RuleActor, 'impersonating'>): Refusal | undefined {
  return actor.impersonating ? refuse('not-while-impersonating') : undefined;
}

/** Why `actor` may not invite a new colleague with these roles. */
export function inviteRefusal(
  actor: Pick<RuleActor, 'userId' | 'roles'>,
  roles: readonly string[],
): Refusal | undefined {
  const refused = usersRefusal(actor);
  if (refused) return refused;
  for (const role of roles) {
    const roleRefused = roleRefusal(actor, role);
    if (roleRefused) return roleRefused;
  }
  return undefined;
}

/** Every change's refusal at once, for a screen that greys out its controls. */
export function accountRefusals(actor: RuleActor, target: RuleTarget): Partial<Record<AccountChange, Refusal>> {
  const changes: AccountChange[] = [
    'name',
    'user-name',
    'email',
    'roles',
    'permissions',
    'second-factor',
    'disable',
    'enable',
    'unlock',
    'reset-link',
    'impersonate',
    'delete',
  ];
  return Object.fromEntries(changes.map((c) => [c, accountRefusal(actor, target, c)]).filter(([, r]) => r));
}
