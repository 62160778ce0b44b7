import { describe, expect, it } from 'vitest';
import { canAccess } from './can-access.js';
import { hasRole, isSuperAdmin, sameRole } from './roles.js';
import { SCHEMA } from './generated/entities.generated.js';

describe('roles (spec §5: case-insensitive, ignoring surrounding spaces)', () => {
  it('compares roles loosely', () => {
    expect(sameRole(' mojoadmin ', 'MoJoAdmin')).toBe(true);
    expect(hasRole(['maintenance user'], ['Admin', 'Maintenance User'])).toBe(true);
    expect(isSuperAdmin(['Admin'])).toBe(false);
  });
});

describe('canAccess (contract §5)', () => {
  const mja = { roles: ['MoJoAdmin'] };
  const admin = { roles: ['Admin'] };
  const maint = { roles: ['Maintenance User'] };
  it.each([
    [mja, 'KeyManager', 'read', true],
    [admin, 'KeyManager', 'read', false],
    [admin, 'Content', 'update', true],
    [admin, 'ContentType', 'create', false],
    [maint, 'Content', 'read', true],
    [maint, 'AspNetUsers', 'read', false],
    [maint, 'ContentType', 'read', true],
    [admin, 'AuditLog', 'create', true],
    [admin, 'AuditLog', 'update', false],
    [mja, 'AuditLog', 'delete', false],
    [null, 'Content', 'read', false],
  ] as const)('%j on %s %s → %s', (who, entity, action, want) => {
    expect(canAccess(who, SCHEMA[entity], action)).toBe(want);
  });
});
