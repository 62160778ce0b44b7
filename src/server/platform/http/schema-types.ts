// Route handlers typed from their route schemas (issue 27 item 3): a route
// declared on `withSchemaTypes(scope)` gets `request.body`, `params`,
// `query` and `headers` typed as the TypeBox schemas it declares, so no
// handler casts them. Fastify's plugin scopes come untyped, hence one call at
// the top of each register function.
//
// Replies stay untyped (decision 0107): @fastify/type-provider-typebox would
// also type `reply.send`, which refuses the streamed JSON and CSV answers
// (Readable), the pre-serialised list pages (string) and `send()` on a 204;
// the answers are still serialised through their response schemas, and the
// OpenAPI conformance test checks them against the document.
import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { Static, TSchema } from 'typebox';

interface SchemaRequestTypes extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: unknown;
}

export function withSchemaTypes(scope: FastifyInstance) {
  return scope.withTypeProvider<SchemaRequestTypes>();
}
