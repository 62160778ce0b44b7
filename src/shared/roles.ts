// Role names and how they compare (spec §5, §6): case-insensitive, ignoring
// surrounding spaces. MoJoAdmin is the super administrator (isMJA).
import type { Role } from './schema-model.js';

export const SUPER_ADMIN: Role = 'MoJoAdmin';
export const MAINTENANCE_ROLES: Role[] = ['MoJoAdmin', 'Admin', 'Maintenance User'];

export const normalizeRole = (r: string) => r.trim().toLowerCase();

export function sameRole(a: string, b: string): boolean {
  return normalizeRole(a) === normalizeRole(b);
}

export function hasRole(roles: readonly string[], wanted: string | readonly string[]): boolean {
  const want = (typeof wanted === 'string' ? [wanted] : wanted).map(normalizeRole);
  return roles.some((r) => want.includes(normalizeRole(r)));
}

export const isSuperAdmin = (roles: readonly string[]) => hasRole(roles, SUPER_ADMIN);
