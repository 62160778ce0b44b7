// The OpenAPI 3.1 document (issue 11 item 2), built by @fastify/swagger from
// the schemas every route declares, served to signed-in staff at
// GET /api/v1/openapi.json, with a browsable reference (Swagger UI) at
// /api/v1/reference/ that reads the document with the admin's own token.
//
// Every route answers errors in one shape (contract §3), so the error body is
// declared here once for every route's 4xx and 5xx, not route by route.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { ErrorBody } from '../../shared/api/common.js';

const OPENAPI_PATH = '/api/v1/openapi.json';
const REFERENCE_PREFIX = '/api/v1/reference';

/** Registered before any route: the swagger plugin collects routes as they are added. */
export async function registerOpenApiCollector(app: FastifyInstance, version: string): Promise<void> {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = (route.schema ??= {});
    const response = ((schema as { response?: Record<string, unknown> }).response ??= {});
    response['4xx'] ??= ErrorBody;
    response['5xx'] ??= ErrorBody;
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Back office API',
        version,
        description:
          'Every route of the back office. Errors always have the body `{errors:[{message, field?}], status}`. ' +
          'Signed-in calls carry `Authorization: Bearer <token>` from POST /api/v1/mc/jwt/login.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
}

/** The document and its reference page; `signedIn` guards the document (not the page's static files). */
export async function registerOpenApiDocument(app: FastifyInstance, signedIn: onRequestHookHandler): Promise<void> {
  app.get(
    OPENAPI_PATH,
    {
      onRequest: signedIn,
      schema: {
        summary: 'This document',
        tags: ['Reference'],
        security: [{ bearer: [] }],
        response: { 200: { type: 'object', description: 'The OpenAPI 3.1 document.', additionalProperties: true } },
      },
    },
    async () => app.swagger(),
  );
  await app.register(swaggerUi, {
    routePrefix: REFERENCE_PREFIX,
    // The page's own copy of the document needs the same sign-in as OPENAPI_PATH.
    uiHooks: {
      onRequest(request, reply, done) {
        if (/\/(json|yaml)$/.test(request.url.split('?')[0])) signedIn.call(this, request, reply, done);
        else done();
      },
    },
    uiConfig: {
      // Runs in the browser: the admin keeps its token in localStorage under this key (admin/auth/token-storage.ts).
      requestInterceptor: (request) => {
        const token = globalThis.localStorage?.getItem('mojo.admin.token');
        if (token) request.headers.Authorization = `Bearer ${token}`;
        return request;
      },
      deepLinking: true,
    },
    theme: { title: 'Back office API reference' },
  });
}
