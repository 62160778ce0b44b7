import { describe, expect, it } from 'vitest';
import { canAccess } from './can-access.js';
import { hasRole, isReadOnly, isSuperAdmin, sameRole } from './roles.js';
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

describe('canAccess for the Auditor (issue 40 item 5, docs/decisions/0112-auditor-role.md)', () => {
  const auditor = { roles: ['Auditor'] };
  it('reads exactly what an Admin reads, on every entity of the schema, and writes nothing', () => {
    for (const entity of Object.values(SCHEMA)) {
      expect(canAccess(auditor, entity, 'read'), entity.name).toBe(canAccess({ roles: ['Admin'] }, entity, 'read'));
      for (const action of ['create', 'update', 'delete'] as const)
        expect(canAccess(auditor, entity, action), `${entity.name} ${action}`).toBe(false);
    }
    expect(canAccess(auditor, SCHEMA.AuditLog, 'read')).toBe(true);
    expect(canAccess(auditor, SCHEMA.KeyManager, 'read')).toBe(false);
  });
  it('adds nothing to a writing role: Admin and Auditor is an Admin, Maintenance User and Auditor a Maintenance User', () => {
    expect(isReadOnly(['Admin', 'auditor'])).toBe(false);
    expect(canAccess({ roles: ['Admin', 'Auditor'] }, SCHEMA.Content, 'update')).toBe(true);
    expect(canAccess({ roles: ['Maintenance User', 'Auditor'] }, SCHEMA.Content, 'update')).toBe(true);
    expect(canAccess({ roles: ['Maintenance User', 'Auditor'] }, SCHEMA.AuditLog, 'read')).toBe(false);
    expect(isReadOnly([' AUDITOR ', 'News editors'])).toBe(true);
  });
});
