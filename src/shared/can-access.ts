// The role rule of an entity (contract §5), shared by the server (which
// enforces it) and the admin (which hides what it would refuse). Row-level
// scope for Maintenance Users (and Auditors with claims) is applied by the
// server on top of this.
import type { EntityMeta } from './schema-model.js';
import { AUDITOR_READS_AS, hasRole, isReadOnly, isSuperAdmin } from './roles.js';

export type Action = 'read' | 'create' | 'update' | 'delete';

export interface AccessIdentity {
  roles: readonly string[];
}

export function canAccess(identity: AccessIdentity | null | undefined, entity: EntityMeta, action: Action): boolean {
  if (!identity) return false;
  const policy = entity.access;
  // Append-only holds for everyone: an audit trail no one can edit, MoJoAdmin included.
  if ((action === 'update' || action === 'delete') && policy.appendOnly) return false;
  if (isSuperAdmin(identity.roles)) return true;
  // An Auditor (and no writing role) reads what Admin reads, derived from the YAML rules so that a new
  // entity needs no hand edit, and never writes (docs/decisions/0112-auditor-role.md).
  if (isReadOnly(identity.roles)) return action === 'read' && hasRole([AUDITOR_READS_AS], policy.read);
  return hasRole(identity.roles, action === 'read' ? policy.read : policy.write);
}
