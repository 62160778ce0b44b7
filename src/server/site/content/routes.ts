// POST /api/v1/mc/content/{CId}/remove and /restore (the Remove Content
// tool): soft delete through CDeleted, audited. Who may: whoever may change
// the content (Admin, MoJoAdmin; a Maintenance User within their scope, 404
// outside it).
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import { actorOf } from '../../platform/plugins/authenticate.js';
import { requireMaintenanceAccess } from '../../platform/http/access.js';
import { idParam } from '../../platform/http/body.js';
import { setRemoved } from './content-removal.js';
import { CidParams, RemovalResult } from '../../../shared/api/site.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';

/** Register under /api/v1/mc/content with the authenticate hook. */
export function registerContentRemovalRoutes(scope: FastifyInstance, deps: { db: Executor }) {
  const app = withSchemaTypes(scope);
  for (const [action, removed] of [
    ['remove', true],
    ['restore', false],
  ] as const) {
    app.post<{ Params: { cid: string } }>(
      `/:cid/${action}`,
      {
        schema: {
          summary: removed ? 'Remove a page (restorable)' : 'Restore a removed page',
          tags: ['Site tools'],
          security: [{ bearer: [] }],
          params: CidParams,
          response: { 200: RemovalResult },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        requireMaintenanceAccess(actor);
        return setRemoved(deps.db, actor, idParam(request.params.cid, 'CId'), removed);
      },
    );
  }
}
