// Who may use the AI tools (docs/ai-tools.md): Admin and MoJoAdmin, and users
// holding the AiTools tag (85, spec §2) in their TId claims. Drafting for a
// page also needs the editor's rights to that page (editor/access.ts and the
// page's scope, checked when the page is read). Settings and prompts are
// changed by Admin and MoJoAdmin only: they decide where the server sends
// page text and which key it uses.
import { numericClaim } from '../../shared/claims.js';
import type { Identity } from '../data/identity.js';
import { forbidden } from '../errors.js';
import { isAdmin } from '../site/access.js';

export const AI_TOOLS_TAG = 85;

export const mayUseAiTools = (identity: Identity) => isAdmin(identity) || numericClaim(identity.permissions, 'TId').includes(AI_TOOLS_TAG);

export function requireAiTools(identity: Identity): void {
  if (!mayUseAiTools(identity)) throw forbidden('The AI tools are for Admin and MoJoAdmin accounts and users given the AI Tools tag (85)');
}
