// How Fastify checks what a route's schema declares (issue 11 item 1).
//
// Two Ajv instances, because the parts of a request differ:
// - query strings and path parameters are text on the wire, so they are
//   coerced to the declared type ("20" → 20) before they are checked;
// - JSON bodies are taken as sent: "5" for a whole number is the client's
//   mistake and is refused, as the data layer always did (no coercion).
// Neither removes unknown properties: a schema that forbids them
// (`additionalProperties: false`) refuses them with a message naming them,
// instead of Fastify's default of silently dropping them.
// `verbose` keeps the failing sub-schema on each error, which
// validation-errors.ts reads to word the message the way the data layer does.
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import * as addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = (addFormatsModule as unknown as { default: (ajv: Ajv) => Ajv }).default;

const COMMON: Options = {
  allErrors: false,
  removeAdditional: false,
  useDefaults: true,
  verbose: true,
  // OpenAPI keywords the documents carry (example, readOnly…) are annotations, not errors.
  strict: false,
};

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({ ...COMMON, coerceTypes: coerce });
  addFormats(ajv);
  return ajv;
}

export function installValidation(app: FastifyInstance): void {
  const textParts = makeAjv(true);
  const bodies = makeAjv(false);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodies : textParts;
    // Compiled on a route's first request, not at start: the generic interface alone declares about
    // two hundred schemas, and compiling them all tripled the time to start (measured 2.5 s → 6.1 s).
    let compiled: ValidateFunction | undefined;
    const validate = (data: unknown): boolean => {
      compiled ??= ajv.compile(schema as FastifySchema & object);
      const ok = compiled(data) as boolean;
      validate.errors = compiled.errors;
      return ok;
    };
    validate.errors = undefined as ValidateFunction['errors'];
    return validate;
  });
  // Answers are written with JSON.stringify, never through the response schemas: those
  // document the answers (OpenAPI) and a test checks every answer against them, but a
  // schema-driven serializer would silently drop a field the schema forgot.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
