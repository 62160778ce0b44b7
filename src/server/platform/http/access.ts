// Who may use the site tools (docs/site-tools-server.md "Who may call what"):
// every call needs maintenance access (spec §6: MoJoAdmin, Admin or
// Maintenance User); site-wide settings, redirects and the sitemap are for
// Admin and MoJoAdmin, like the Redirect entity and errorlog/truncate.
import { hasRole, isSuperAdmin, MAINTENANCE_ROLES } from '../../../shared/roles.js';
import type { Identity } from '../data/identity.js';
import { forbidden } from '../errors.js';

export const isAdmin = (identity: Identity) =>
  identity.isMJA || isSuperAdmin(identity.roles) || hasRole(identity.roles, 'Admin');

export function requireMaintenanceAccess(identity: Identity): void {
  if (!identity.isMJA && !hasRole(identity.roles, MAINTENANCE_ROLES)) {
    throw forbidden('The site tools are for MoJoAdmin, Admin and Maintenance User accounts');
  }
}

export function requireAdmin(identity: Identity, what: string): void {
  if (!isAdmin(identity)) throw forbidden(`${what} is for Admin and MoJoAdmin accounts`);
}

/** Site setup and the other protected settings (spec §2 "Protected Settings panel") are the top admin's. */
export function requireMoJoAdmin(identity: Identity, what: string): void {
  if (!identity.isMJA && !isSuperAdmin(identity.roles)) throw forbidden(`${what} is for MoJoAdmin accounts only`);
}
