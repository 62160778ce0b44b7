// Menus (docs/editor-api.md "Site tools"): GET /navigation/{TId} answers the
// tree under a menu tag in chain order; POST /navigation/{TId}/move moves one
// item and answers the new tree; POST /navigation/{TId}/items adds one (tag,
// page link and chain place in one transaction) and answers 201 with the new
// tree; DELETE /navigation/{TId}/items/{itemId} deletes one (soft, its items
// below with it, its pages kept) and answers the new tree; POST
// /navigation/{TId}/items/{itemId}/restore puts a deleted one back in its
// chain place (the Undo of the delete, decision 0105) and answers the new
// tree. Admin and MoJoAdmin reach every menu; a Maintenance User only menus
// among their tags (404 otherwise).
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import { actorOf, identityOf } from '../../platform/plugins/authenticate.js';
import { requireMaintenanceAccess } from '../../platform/http/access.js';
import { idParam, integerField, objectBody, onlyFields } from '../../platform/http/body.js';
import { invalid } from '../../platform/errors.js';
import { moveMenuItem, readMenu, removeMenuItem, restoreMenuItem } from './navigation-store.js';
import { addMenuItem, parseNewItem } from './navigation-items.js';
import { Menu, MenuItemParams, MoveBody, NewItemBody, TIdParams } from '../../../shared/api/site.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';

/** Register under /api/v1/mc/navigation with the authenticate hook. */
export function registerNavigationRoutes(scope: FastifyInstance, deps: { db: Executor }) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  app.get<{ Params: { tid: string } }>(
    '/:tid',
    {
      schema: {
        summary: 'A menu as a tree',
        tags: ['Navigation'],
        security: [{ bearer: [] }],
        params: TIdParams,
        response: { 200: Menu },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      requireMaintenanceAccess(identity);
      return readMenu(db, identity, idParam(request.params.tid, 'TId'));
    },
  );
  app.post<{ Params: { tid: string } }>(
    '/:tid/move',
    {
      schema: {
        summary: 'Move a menu item',
        tags: ['Navigation'],
        security: [{ bearer: [] }],
        params: TIdParams,
        body: MoveBody,
        response: { 200: Menu },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      requireMaintenanceAccess(actor);
      const menuId = idParam(request.params.tid, 'TId');
      const body = objectBody(request.body);
      onlyFields(body, ['TId', 'parentId', 'beforeId']);
      if (!('beforeId' in body))
        throw invalid('beforeId must be given: the tag to move before, or null for last', 'beforeId');
      const move = {
        TId: integerField(body, 'TId'),
        parentId: integerField(body, 'parentId'),
        beforeId: body.beforeId === null ? null : integerField(body, 'beforeId'),
      };
      await moveMenuItem(db, actor, menuId, move);
      return readMenu(db, actor, menuId);
    },
  );
  app.post<{ Params: { tid: string } }>(
    '/:tid/items',
    {
      schema: {
        summary: 'Add a menu item',
        tags: ['Navigation'],
        security: [{ bearer: [] }],
        params: TIdParams,
        body: NewItemBody,
        response: { 201: Menu },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      requireMaintenanceAccess(actor);
      const menuId = idParam(request.params.tid, 'TId');
      await addMenuItem(db, actor, menuId, parseNewItem(request.body));
      return reply.code(201).send(await readMenu(db, actor, menuId));
    },
  );
  app.delete<{ Params: { tid: string; itemId: string } }>(
    '/:tid/items/:itemId',
    {
      schema: {
        summary: 'Delete a menu item',
        tags: ['Navigation'],
        security: [{ bearer: [] }],
        params: MenuItemParams,
        response: { 200: Menu },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      requireMaintenanceAccess(actor);
      const menuId = idParam(request.params.tid, 'TId');
      await removeMenuItem(db, actor, menuId, idParam(request.params.itemId, 'itemId'));
      return readMenu(db, actor, menuId);
    },
  );
  app.post<{ Params: { tid: string; itemId: string } }>(
    '/:tid/items/:itemId/restore',
    {
      schema: {
        summary: 'Put a deleted menu item back (the Undo of its delete)',
        tags: ['Navigation'],
        security: [{ bearer: [] }],
        params: MenuItemParams,
        response: { 200: Menu },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      requireMaintenanceAccess(actor);
      const menuId = idParam(request.params.tid, 'TId');
      await restoreMenuItem(db, actor, menuId, idParam(request.params.itemId, 'itemId'));
      return readMenu(db, actor, menuId);
    },
  );
}
