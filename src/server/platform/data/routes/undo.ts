// POST /api/v1/mc/undo/{token} (issue 29 item 5, decision 0105): puts back
// what a delete removed, from the rows the server kept (data/undo.ts); the
// client sends only the token its delete answered.
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/executor.js';
import { undoDelete } from '../undo.js';
import { actorOf } from '../../plugins/authenticate.js';
import { UndoParams, UndoResult } from '../../../../shared/api/undo.js';
import { withSchemaTypes } from '../../http/schema-types.js';

/** Register under /api/v1/mc/undo with the authenticate hook. */
export function registerUndoRoutes(scope: FastifyInstance, deps: { db: Executor }) {
  const app = withSchemaTypes(scope);
  app.post(
    '/:token',
    {
      schema: {
        summary:
          'Undo a delete: re-create the deleted records with their ids (the token of the delete answer, its user only, for 30 s)',
        description:
          "403 when the token is another user's or the kind may no longer be created by you; 409 when an id is taken again; 410 when expired or used.",
        tags: ['Data'],
        security: [{ bearer: [] }],
        params: UndoParams,
        response: { 200: UndoResult },
      },
    },
    async (request) => undoDelete(deps.db, actorOf(request), request.params.token),
  );
}
