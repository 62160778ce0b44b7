// /api/v1/mc/carousels: the carousel tool (issue 14 item 4; docs/decisions/0040-carousel-tool-and-library-pickers.md). Who may: whoever may use the media library their photos
// come from (Admin, Maintenance User, MoJoAdmin).
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../platform/db/executor.js';
import { Carousel, CarouselIdParams, CarouselSaveBody, CarouselSummary } from '../../shared/api/carousel.js';
import { NoContent } from '../../shared/api/common.js';
import { actorOf, identityOf } from '../platform/plugins/authenticate.js';
import { requireMaintenanceAccess } from '../platform/http/access.js';
import { idParam } from '../platform/http/body.js';
import { listCarousels, readCarousel } from './carousel-read.js';
import { createCarousel, deleteCarousel, saveCarousel } from './carousel-write.js';
import { withSchemaTypes } from '../platform/http/schema-types.js';

const doc = (summary: string) => ({ summary, tags: ['Carousels'], security: [{ bearer: [] }] });

/** Register under /api/v1/mc/carousels with the authenticate hook. */
export function registerCarouselRoutes(scope: FastifyInstance, deps: { db: Executor }) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  app.addHook('preHandler', async (request) => requireMaintenanceAccess(identityOf(request)));

  app.get(
    '',
    {
      schema: {
        ...doc('Every carousel by title, with its slide count and first photo'),
        response: { 200: { type: 'array', items: CarouselSummary } },
      },
    },
    async () => listCarousels(db),
  );

  app.get(
    '/:id',
    {
      schema: {
        ...doc('One carousel: its slides in order and the pages that show it'),
        params: CarouselIdParams,
        response: { 200: Carousel },
      },
    },
    async (request) => readCarousel(db, idParam(request.params.id, 'id')),
  );

  app.post(
    '',
    {
      schema: {
        ...doc('Create a carousel (Image_Carousel content) with its slides'),
        body: CarouselSaveBody,
        response: { 201: Carousel },
      },
    },
    async (request, reply) => reply.code(201).send(await createCarousel(db, actorOf(request), request.body)),
  );

  app.put(
    '/:id',
    {
      schema: {
        ...doc('Save a carousel: its title, and its slides replaced in the order given'),
        params: CarouselIdParams,
        body: CarouselSaveBody,
        response: { 200: Carousel },
      },
    },
    async (request) => saveCarousel(db, actorOf(request), idParam(request.params.id, 'id'), request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...doc('Delete a carousel: refused (409, naming them) while pages show it'),
        params: CarouselIdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteCarousel(db, actorOf(request), idParam(request.params.id, 'id'));
      return reply.code(204).send();
    },
  );
}
