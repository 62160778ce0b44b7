// POST /api/v1/mc/content/{CId}/remove and /restore (the Remove Content
// tool): soft delete through CDeleted, audited. Who may: whoever may change
// the content (Admin, MoJoAdmin; a Maintenance User within their scope, 404
// outside it).
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/executor.js';
import { actorOf } from '../plugins/authenticate.js';
import { requireMaintenanceAccess } from '../site/access.js';
import { idParam } from '../site/body.js';
import { setRemoved } from '../site/content-removal.js';

/** Register under /api/v1/mc/content with the authenticate hook. */
export function registerContentRemovalRoutes(app: FastifyInstance, deps: { db: Executor }) {
  for (const [action, removed] of [['remove', true], ['restore', false]] as const) {
    app.post<{ Params: { cid: string } }>(`/:cid/${action}`, async (request) => {
      const actor = actorOf(request);
      requireMaintenanceAccess(actor);
      return setRemoved(deps.db, actor, idParam(request.params.cid, 'CId'), removed);
    });
  }
}
