// The role-group rules, row by row: who may change which role, its claims and its members.
import { describe, expect, it } from 'vitest';
import {
  mayChangeMembership,
  mayChangeRoleClaims,
  mayChangeUserGrants,
  mayCreateRole,
  mayDeleteRole,
  mayRenameRole,
  REASONS,
  type Verdict,
} from './role-rules.js';

const mja = { userId: 'mja', roles: ['MoJoAdmin'] };
const admin = { userId: 'adm', roles: ['Admin'] };
const editor = { userId: 'mu', roles: ['Maintenance User'] };
const news = { Name: 'News editors' };
const MJA_ROLE = { Name: 'MoJoAdmin' };
const ADMIN_ROLE = { Name: 'Admin' };
const MU_ROLE = { Name: 'Maintenance User' };
const someone = { userId: 'someone', isMJA: false };
const aSuperAdmin = { userId: 'other-mja', isMJA: true };

const reason = (v: Verdict) => (v.allowed ? 'allowed' : v.reason);

describe('role definitions (name, claims, existence)', () => {
  it.each([
    ['MoJoAdmin creates', mayCreateRole(mja), 'allowed'],
    ['Admin creates', mayCreateRole(admin), REASONS.defineRoles],
    ['MoJoAdmin renames a custom role', mayRenameRole(mja, news), 'allowed'],
    ['Admin renames a custom role', mayRenameRole(admin, news), REASONS.defineRoles],
    ['MoJoAdmin renames Admin', mayRenameRole(mja, ADMIN_ROLE), REASONS.builtInName('Admin')],
    [
      'MoJoAdmin renames MoJoAdmin (any case)',
      mayRenameRole(mja, { Name: ' mojoadmin ' }),
      REASONS.builtInName(' mojoadmin '),
    ],
    ['MoJoAdmin deletes an empty custom role', mayDeleteRole(mja, news, 0), 'allowed'],
    ['MoJoAdmin deletes a custom role with members', mayDeleteRole(mja, news, 2), REASONS.hasMembers(2)],
    ['MoJoAdmin deletes Maintenance User', mayDeleteRole(mja, MU_ROLE, 0), REASONS.builtInName('Maintenance User')],
    ['Admin deletes an empty custom role', mayDeleteRole(admin, news, 0), REASONS.defineRoles],
    ['MoJoAdmin changes a custom role’s claims', mayChangeRoleClaims(mja, news), 'allowed'],
    ['MoJoAdmin changes Maintenance User’s claims', mayChangeRoleClaims(mja, MU_ROLE), 'allowed'],
    ['MoJoAdmin changes MoJoAdmin’s claims', mayChangeRoleClaims(mja, MJA_ROLE), REASONS.superAdminClaims],
    ['Admin changes a custom role’s claims', mayChangeRoleClaims(admin, news), REASONS.defineRoles],
    ['Maintenance User changes claims', mayChangeRoleClaims(editor, news), REASONS.defineRoles],
  ])('%s', (_name, verdict, want) => expect(reason(verdict)).toBe(want));
});

describe('role members', () => {
  it.each([
    ['Admin adds someone to a custom role', mayChangeMembership(admin, news, someone, 'add'), 'allowed'],
    ['Admin adds someone to Admin', mayChangeMembership(admin, ADMIN_ROLE, someone, 'add'), 'allowed'],
    [
      'Admin adds themselves to a custom role',
      mayChangeMembership(admin, news, { userId: 'adm', isMJA: false }, 'add'),
      REASONS.ownGrants,
    ],
    [
      'Admin removes themselves from Admin',
      mayChangeMembership(admin, ADMIN_ROLE, { userId: 'adm', isMJA: false }, 'remove'),
      REASONS.ownGrants,
    ],
    [
      'Admin adds someone to MoJoAdmin',
      mayChangeMembership(admin, MJA_ROLE, someone, 'add'),
      REASONS.superAdminMembers,
    ],
    [
      'Admin adds themselves to MoJoAdmin',
      mayChangeMembership(admin, MJA_ROLE, { userId: 'adm', isMJA: false }, 'add'),
      REASONS.superAdminMembers,
    ],
    [
      'Admin removes a MoJoAdmin from a custom role',
      mayChangeMembership(admin, news, aSuperAdmin, 'remove'),
      REASONS.superAdminTarget,
    ],
    ['Maintenance User adds someone', mayChangeMembership(editor, news, someone, 'add'), REASONS.manageMembers],
    ['MoJoAdmin adds someone to MoJoAdmin', mayChangeMembership(mja, MJA_ROLE, someone, 'add'), 'allowed'],
    [
      'MoJoAdmin removes one of two MoJoAdmins',
      mayChangeMembership(mja, MJA_ROLE, aSuperAdmin, 'remove', 2),
      'allowed',
    ],
    [
      'MoJoAdmin removes the last MoJoAdmin (themselves)',
      mayChangeMembership(mja, MJA_ROLE, { userId: 'mja', isMJA: true }, 'remove', 1),
      REASONS.lastSuperAdmin,
    ],
    [
      'MoJoAdmin adds themselves to a custom role',
      mayChangeMembership(mja, news, { userId: 'mja', isMJA: true }, 'add'),
      'allowed',
    ],
  ])('%s', (_name, verdict, want) => expect(reason(verdict)).toBe(want));

  it('applies the same rule to a user’s own grants from the user screen', () => {
    expect(reason(mayChangeUserGrants(admin, { userId: 'adm', isMJA: false }))).toBe(REASONS.ownGrants);
    expect(reason(mayChangeUserGrants(admin, aSuperAdmin))).toBe(REASONS.superAdminTarget);
    expect(reason(mayChangeUserGrants(mja, aSuperAdmin))).toBe('allowed');
  });
});
