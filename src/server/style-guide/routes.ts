// The style guide's calls (issue 16 item 6), under /api/v1/mc/style-guide:
//   GET    /                  the catalogue: block styles and row designs
//   GET    /offered           what the page editor's pickers offer
//   POST   /{kind}            add a block style or row design (201)
//   PUT    /{kind}/{name}     change one (its name too)
//   DELETE /{kind}/{name}     remove one
// {kind} is block-styles or row-designs; every write answers the catalogue.
// Reading is for every maintenance account (the editor needs the choices);
// writing is for Admin and MoJoAdmin, like the MiscData record it changes.
import type { FastifyInstance } from 'fastify';
import {
  StyleCatalogue,
  StyleChoices,
  StyleInput,
  StyleKindParams,
  StyleNameParams,
} from '../../shared/api/style-guide.js';
import type { Executor } from '../platform/db/executor.js';
import { actorOf, identityOf } from '../platform/plugins/authenticate.js';
import { requireAdmin, requireMaintenanceAccess } from '../platform/http/access.js';
import { addStyle, changeStyle, readCatalogue, readChoices, removeStyle } from './style-guide-store.js';
import { withSchemaTypes } from '../platform/http/schema-types.js';

const doc = (summary: string) => ({ summary, tags: ['Style guide'], security: [{ bearer: [] }] });
const WHAT = 'Changing the style guide';

export function registerStyleGuideRoutes(scope: FastifyInstance, { db }: { db: Executor }) {
  const app = withSchemaTypes(scope);
  app.addHook('preHandler', async (request) => requireMaintenanceAccess(identityOf(request)));

  app.get('', { schema: { ...doc('The block styles and row designs'), response: { 200: StyleCatalogue } } }, async () =>
    readCatalogue(db),
  );
  app.get(
    '/offered',
    { schema: { ...doc('The styles the page editor offers'), response: { 200: StyleChoices } } },
    async () => readChoices(db),
  );

  app.post(
    '/:kind',
    {
      schema: {
        ...doc('Add a block style or row design (Admin)'),
        params: StyleKindParams,
        body: StyleInput,
        response: { 201: StyleCatalogue },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      requireAdmin(actor, WHAT);
      await addStyle(db, actor, request.params.kind, request.body);
      return reply.code(201).send(await readCatalogue(db));
    },
  );

  app.put(
    '/:kind/:name',
    {
      schema: {
        ...doc('Change a block style or row design (Admin)'),
        params: StyleNameParams,
        body: StyleInput,
        response: { 200: StyleCatalogue },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      requireAdmin(actor, WHAT);
      await changeStyle(db, actor, request.params.kind, request.params.name, request.body);
      return readCatalogue(db);
    },
  );

  app.delete(
    '/:kind/:name',
    {
      schema: {
        ...doc('Remove a block style or row design (Admin)'),
        params: StyleNameParams,
        response: { 200: StyleCatalogue },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      requireAdmin(actor, WHAT);
      await removeStyle(db, actor, request.params.kind, request.params.name);
      return readCatalogue(db);
    },
  );
}
