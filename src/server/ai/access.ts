// Who may use the AI tools (docs/ai-tools.md): Admin and MoJoAdmin, and users
// holding the AiTools tag (85, spec §2) in their TId claims. Drafting for a
// page also needs the editor's rights to that page (editor/access.ts and the
// page's scope, checked when the page is read). Settings and prompts are
// changed by Admin and MoJoAdmin only: they decide where the server sends
// page text and which key it uses. While the AI Tools switch (Site Setup's
// feature tag 85) is off, no one drafts: a site turns it off so that page text
// stops going to the provider, whoever asks.
import { numericClaim } from '../../shared/claims.js';
import type { Queryable } from '../platform/db/executor.js';
import type { Identity } from '../platform/data/identity.js';
import { featureOn } from '../site/index.js';
import { coded } from '../platform/errors.js';
import { isAdmin } from '../platform/http/access.js';

const AI_TOOLS_TAG = 85;

const mayUseAiTools = (identity: Identity) =>
  isAdmin(identity) || numericClaim(identity.permissions, 'TId').includes(AI_TOOLS_TAG);

export function requireAiTools(identity: Identity): void {
  if (!mayUseAiTools(identity)) throw coded(403, 'ai.notAllowed');
}

/** Whether the AI Tools switch (Site Setup, tag 85) is on. */
export const aiSwitchedOn = (db: Queryable): Promise<boolean> => featureOn(db, AI_TOOLS_TAG);

/** A draft sends page text to the AI provider: refused for everyone while the AI Tools switch (tag 85) is off. */
export async function requireAiSwitchedOn(db: Queryable): Promise<void> {
  if (!(await aiSwitchedOn(db))) throw coded(403, 'ai.switchedOff');
}
