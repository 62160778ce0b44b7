import { describe, expect, it } from 'vitest';
import {
  accountRefusal,
  accountRefusals,
  inviteRefusal,
  REASONS,
  roleRefusal,
  type AccountChange,
  type RuleActor,
  type RuleTarget,
} from './account-rules.js';

const actor = (roles: string[], impersonating = false, userId = 'me'): RuleActor => ({ userId, roles, impersonating });
const target = (roles: string[], userId = 'them', disabled = false): RuleTarget => ({ userId, roles, disabled });

const mja = actor(['MoJoAdmin']);
const admin = actor(['Admin']);
const maint = actor(['Maintenance User']);
const ruleOf = (a: RuleActor, t: RuleTarget, c: AccountChange) => accountRefusal(a, t, c)?.rule;

describe('accountRefusal', () => {
  it('lets administrators manage accounts below them, and no one else', () => {
    for (const change of [
      'name',
      'email',
      'roles',
      'permissions',
      'second-factor',
      'disable',
      'unlock',
      'reset-link',
    ] as const) {
      expect(ruleOf(admin, target(['Maintenance User']), change)).toBeUndefined();
      expect(ruleOf(mja, target(['Admin']), change)).toBeUndefined();
      expect(ruleOf(maint, target(['Maintenance User']), change)).toBe('administrators-only');
    }
  });

  it('keeps an Admin away from a MoJoAdmin account, whatever the change', () => {
    for (const change of ['name', 'user-name', 'disable', 'unlock', 'reset-link', 'delete'] as const) {
      expect(ruleOf(admin, target(['MoJoAdmin']), change)).toBe('mojoadmin-account');
    }
    // grants answer from the role-group rules (src/shared/role-rules.ts), in their words
    expect(accountRefusal(admin, target(['MoJoAdmin']), 'roles')).toEqual({
      rule: 'mojoadmin-grants',
      reason: 'Only a MoJoAdmin may change the roles or claims of a MoJoAdmin',
    });
    expect(ruleOf(mja, target([' mojoadmin ']), 'disable')).toBeUndefined();
  });

  it('keeps an Admin from changing their own grants; a MoJoAdmin may (the role-group rules)', () => {
    expect(ruleOf(admin, target(['Admin'], 'me'), 'roles')).toBe('own-access');
    expect(ruleOf(admin, target(['Admin'], 'me'), 'permissions')).toBe('own-access');
    expect(ruleOf(mja, target(['MoJoAdmin'], 'me'), 'roles')).toBeUndefined();
    expect(ruleOf(mja, target(['MoJoAdmin'], 'me'), 'permissions')).toBeUndefined();
  });

  it('lets nobody lock themselves out or skip My Account for their own sign-in facts, MoJoAdmin included', () => {
    for (const a of [admin, mja]) {
      const self = target(a.roles as string[], a.userId);
      expect(ruleOf(a, self, 'disable')).toBe('own-lockout');
      expect(ruleOf(a, self, 'unlock')).toBe('own-lockout');
      expect(ruleOf(a, self, 'delete')).toBe('own-lockout');
      expect(ruleOf(a, self, 'email')).toBe('own-sign-in');
      expect(ruleOf(a, self, 'second-factor')).toBe('own-sign-in');
      expect(ruleOf(a, self, 'name')).toBeUndefined();
      expect(ruleOf(a, self, 'reset-link')).toBeUndefined();
    }
  });

  it('refuses sign-in facts while impersonating, before any other rule', () => {
    const acting = actor(['Admin'], true);
    expect(ruleOf(acting, target(['Maintenance User']), 'email')).toBe('not-while-impersonating');
    expect(ruleOf(acting, target(['Maintenance User']), 'user-name')).toBe('not-while-impersonating');
    expect(ruleOf(acting, target(['Maintenance User']), 'second-factor')).toBe('not-while-impersonating');
    expect(ruleOf(actor(['Maintenance User'], true), target([]), 'email')).toBe('not-while-impersonating');
    expect(ruleOf(acting, target(['Maintenance User']), 'name')).toBeUndefined();
  });

  it('allows impersonation only as the server does (spec §4)', () => {
    expect(ruleOf(mja, target(['Maintenance User']), 'impersonate')).toBeUndefined();
    expect(ruleOf(mja, target(['Admin']), 'impersonate')).toBeUndefined();
    expect(ruleOf(admin, target(['Maintenance User']), 'impersonate')).toBe('impersonate-mojoadmin-only');
    expect(ruleOf(actor(['MoJoAdmin'], true), target(['Maintenance User']), 'impersonate')).toBe('impersonate-chained');
    expect(ruleOf(mja, target(['MoJoAdmin'], 'me'), 'impersonate')).toBe('impersonate-self');
    expect(ruleOf(mja, target(['Admin'], 'them', true), 'impersonate')).toBe('impersonate-disabled');
    expect(ruleOf(mja, target(['MoJoAdmin']), 'impersonate')).toBe('impersonate-mojoadmin');
  });

  it('answers the same words the server sends', () => {
    expect(accountRefusal(admin, target(['MoJoAdmin']), 'disable')).toEqual({
      rule: 'mojoadmin-account',
      reason: REASONS['mojoadmin-account'],
    });
  });

  it('lists every refused change at once', () => {
    const all = accountRefusals(admin, target(['Admin'], 'me'));
    expect(Object.keys(all).sort()).toEqual([
      'delete',
      'disable',
      'email',
      'enable',
      'impersonate',
      'permissions',
      'roles',
      'second-factor',
      'unlock',
    ]);
  });
});

describe('roleRefusal and inviteRefusal: nobody grants more than they hold', () => {
  it('keeps the MoJoAdmin role for MoJoAdmins, and with the last MoJoAdmin', () => {
    expect(roleRefusal(admin, 'MoJoAdmin')?.rule).toBe('mojoadmin-role');
    expect(roleRefusal(admin, 'Admin')).toBeUndefined();
    expect(roleRefusal(mja, 'MoJoAdmin')).toBeUndefined();
    expect(roleRefusal(maint, 'Maintenance User')?.rule).toBe('administrators-only');
    const lastOne = { member: target(['MoJoAdmin'], 'me'), change: 'remove' as const, superAdminCount: 1 };
    expect(roleRefusal(mja, 'MoJoAdmin', lastOne)?.rule).toBe('last-mojoadmin');
    expect(roleRefusal(mja, 'MoJoAdmin', { ...lastOne, superAdminCount: 2 })).toBeUndefined();
    expect(roleRefusal(admin, 'Maintenance User', { member: target(['Admin'], 'me'), change: 'add' })?.rule).toBe(
      'own-access',
    );
  });

  it('checks every role of an invitation', () => {
    expect(inviteRefusal(admin, ['Maintenance User'])).toBeUndefined();
    expect(inviteRefusal(admin, ['Maintenance User', 'MoJoAdmin'])?.rule).toBe('mojoadmin-role');
    expect(inviteRefusal(maint, [])?.rule).toBe('administrators-only');
  });
});
