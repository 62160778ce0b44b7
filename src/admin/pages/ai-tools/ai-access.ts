// Whether the signed-in user may use the AI tools: the server's rule
// (src/server/ai/access.ts) mirrored to decide what to show; the server checks.
import { numericClaim } from '../../../shared/claims.js';
import { hasRole } from '../../../shared/roles.js';
import type { User } from '../../auth/session.js';

const AI_TOOLS_TAG = 85;

export function mayUseAiTools(user: User | null | undefined): boolean {
  if (!user) return false;
  return (
    user.isMJA || hasRole(user.roles, ['MoJoAdmin', 'Admin']) || numericClaim(user.claims, 'TId').includes(AI_TOOLS_TAG)
  );
}

export const mayConfigureAiTools = (user: User | null | undefined) =>
  !!user && (user.isMJA || hasRole(user.roles, ['MoJoAdmin', 'Admin']));
