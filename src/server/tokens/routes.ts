// /api/v1/mc/tokens (general tokens) and /api/v1/mc/token-locations, issue
// 16 item 3 (docs/tokens.md). Site-wide settings: Admin and MoJoAdmin only,
// like the other site settings (a token's value and a location's snippets
// reach every public page).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Executor } from '../platform/db/executor.js';
import { NoContent } from '../../shared/api/common.js';
import {
  IdParams,
  TokenItem,
  TokenLocation,
  TokenLocationBody,
  TokenLocationOrderBody,
  TokenPreview,
  TokenPreviewBody,
  TokenEtagHeaders,
  TokenIfMatchHeaders,
  TokenSaveBody,
} from '../../shared/api/tokens.js';
import { actorOf, identityOf } from '../platform/plugins/authenticate.js';
import { requireAdmin } from '../platform/http/access.js';
import { idParam } from '../platform/http/body.js';
import { createToken, deleteToken, listTokens, previewToken, readToken, saveToken } from './token-store.js';
import { createLocation, deleteLocation, listLocations, reorderLocations, saveLocation } from './location-store.js';
import { withSchemaTypes } from '../platform/http/schema-types.js';

/** Any route with an `:id` parameter. */
type ById = { params: { id: string } };
const ifMatchOf = (request: FastifyRequest) => {
  const v = request.headers['if-match'];
  return Array.isArray(v) ? v.join(',') : v;
};
/** The token with its version in the ETag header too. */
const withEtag = (reply: FastifyReply, token: TokenItem) => {
  void reply.header('etag', token.etag);
  return token;
};
const doc = (summary: string) => ({ summary, tags: ['Tokens'], security: [{ bearer: [] }] });

/** Register under /api/v1/mc/tokens with the authenticate hook. */
export function registerTokenRoutes(scope: FastifyInstance, deps: { db: Executor }) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  app.addHook('preHandler', async (request) => requireAdmin(identityOf(request), 'General Tokens'));
  const id = (request: ById) => idParam(request.params.id, 'id');

  app.get(
    '',
    {
      schema: {
        ...doc('Every token by name: key, value, where it is used, its value rendered'),
        response: { 200: Type.Array(TokenItem) },
      },
    },
    async () => listTokens(db),
  );

  app.get(
    '/:id',
    {
      schema: {
        ...doc('One token, its version in the ETag header'),
        params: IdParams,
        response: { 200: { ...TokenItem, headers: TokenEtagHeaders } },
      },
    },
    async (request, reply) => withEtag(reply, await readToken(db, id(request))),
  );

  app.post(
    '',
    {
      schema: {
        ...doc('Create a token (Liquid_Value content); its key is made from the name and must be free'),
        body: TokenSaveBody,
        response: { 201: { ...TokenItem, headers: TokenEtagHeaders } },
      },
    },
    async (request, reply) =>
      reply.code(201).send(withEtag(reply, await createToken(db, actorOf(request), request.body))),
  );

  app.post(
    '/preview',
    {
      schema: {
        ...doc('Render a value as Liquid with the tokens in scope, without saving'),
        body: TokenPreviewBody,
        response: { 200: TokenPreview },
      },
    },
    async (request) => previewToken(db, request.body.value, request.body.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        ...doc(
          'Save a token’s name and value (If-Match: 400 without, 412 when stale); a used token keeps its key (409 listing the uses)',
        ),
        params: IdParams,
        headers: TokenIfMatchHeaders,
        body: TokenSaveBody,
        response: { 200: { ...TokenItem, headers: TokenEtagHeaders } },
      },
    },
    async (request, reply) =>
      withEtag(reply, await saveToken(db, actorOf(request), id(request), request.body, ifMatchOf(request))),
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...doc(
          'Delete a token (If-Match: 400 without, 412 when stale): refused (409, listing them) while anything uses it',
        ),
        params: IdParams,
        headers: TokenIfMatchHeaders,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteToken(db, actorOf(request), id(request), ifMatchOf(request));
      return reply.code(204).send();
    },
  );
}

/** Register under /api/v1/mc/token-locations with the authenticate hook. */
export function registerTokenLocationRoutes(scope: FastifyInstance, deps: { db: Executor }) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  app.addHook('preHandler', async (request) => requireAdmin(identityOf(request), 'Token Locations'));
  const doc = (summary: string) => ({ summary, tags: ['Tokens'], security: [{ bearer: [] }] });

  app.get(
    '',
    {
      schema: {
        ...doc('The token locations in order, each with the snippets placed in it'),
        response: { 200: Type.Array(TokenLocation) },
      },
    },
    async () => listLocations(db),
  );

  app.post(
    '',
    {
      schema: {
        ...doc('Add a token location, last in the order'),
        body: TokenLocationBody,
        response: { 201: TokenLocation },
      },
    },
    async (request, reply) => reply.code(201).send(await createLocation(db, actorOf(request), request.body)),
  );

  app.put(
    '/order',
    {
      schema: {
        ...doc('Put the token locations in a new order (every id, once)'),
        body: TokenLocationOrderBody,
        response: { 200: Type.Array(TokenLocation) },
      },
    },
    async (request) => reorderLocations(db, actorOf(request), request.body.ids),
  );

  app.put(
    '/:id',
    {
      schema: {
        ...doc('Rename a token location (its placement key stays)'),
        params: IdParams,
        body: TokenLocationBody,
        response: { 200: TokenLocation },
      },
    },
    async (request) => saveLocation(db, actorOf(request), idParam(request.params.id, 'id'), request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...doc('Delete a token location: refused (409, naming them) while snippets are placed in it'),
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteLocation(db, actorOf(request), idParam(request.params.id, 'id'));
      return reply.code(204).send();
    },
  );
}
