// Fastify's schema validation failures → the contract §3 error shape, worded
// the way the data layer words the same mistakes ("CTitle is longer than 200
// characters", "Unknown field "x" for Content"), with `field` naming the
// culprit. Query strings and path parameters are malformed requests (400);
// a body value is an invalid field value (422), unless the route says its
// body errors are 400s (config.bodyErrorStatus) because its contract predates this.
import type { FastifyError, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';

/** What Ajv reports with `verbose: true` (validation.ts). */
interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  schema?: unknown;
  parentSchema?: Record<string, unknown>;
  data?: unknown;
  message?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The status of a body that fails its schema; 422 by default (contract §3: invalid field value). */
    bodyErrorStatus?: 400 | 422;
  }
}

export function fromValidation(error: FastifyError, request: FastifyRequest): ApiError | undefined {
  const failures = error.validation as AjvError[] | undefined;
  if (!failures?.length) return undefined;
  const part = error.validationContext ?? 'body';
  // Ajv reports a union's branches before the union itself; the union says what was expected as a whole.
  const union = failures.find(
    (f) => (f.keyword === 'anyOf' || f.keyword === 'oneOf') && f.instancePath === failures[0].instancePath,
  );
  const first = union ?? failures[0];
  const { field, message } = describe(first, part);
  const status = part === 'body' ? (request.routeOptions.config.bodyErrorStatus ?? 422) : 400;
  return new ApiError(status, message, field);
}

function describe(e: AjvError, part: string): { field?: string; message: string } {
  const path = e.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const custom =
    typeof e.parentSchema?.['x-invalid'] === 'string' ? (e.parentSchema['x-invalid'] as string) : undefined;
  if (e.keyword === 'required' || e.keyword === 'additionalProperties') {
    const name = String(e.params.missingProperty ?? e.params.additionalProperty);
    const where = container(path);
    const lead = where ? `${where}: ` : '';
    if (e.keyword === 'required')
      return {
        field: name,
        message: part === 'querystring' ? `The query parameter "${name}" is required` : `${lead}${name} is required`,
      };
    const known = Object.keys((e.parentSchema?.properties as object | undefined) ?? {});
    if (part === 'querystring')
      return { field: name, message: `Unknown query parameter "${name}" (known: ${known.join(', ') || 'none'})` };
    const owner = typeof e.parentSchema?.title === 'string' ? ` for ${e.parentSchema.title}` : '';
    return { field: name, message: `${lead}Unknown field "${name}"${owner}` };
  }
  // The value at fault: a named property (its container leads the sentence, as the data layer's
  // "creates[0]: CTitle is required"), an item of a list, or the whole body.
  const last = path[path.length - 1];
  const named = last !== undefined && !/^\d+$/.test(last);
  const where = container(named ? path.slice(0, -1) : path);
  const subject = named
    ? last
    : where || (part === 'body' ? 'The body' : part === 'querystring' ? 'The query string' : 'The path');
  const lead = named && where ? `${where}: ` : '';
  // null for a required field is a missing value, as the data layer says it.
  const rest = e.keyword === 'type' && e.data === null && part === 'body' ? 'is required' : (custom ?? phrase(e, part));
  return { field: named ? last : undefined, message: `${lead}${subject} ${rest}` };
}

/** A path inside a body, written as a client reads it: `creates[0]`, `items[2]` (a list at the top). */
function container(path: string[]): string {
  return path.map((s, i) => (/^\d+$/.test(s) ? `${i === 0 ? 'items' : ''}[${s}]` : i ? `.${s}` : s)).join('');
}

/** The rest of the sentence after the field's name. */
function phrase(e: AjvError, part: string): string {
  const p = e.parentSchema ?? {};
  // Text from a URL is quoted back (it may be a typo); a body's value the client has at hand.
  const given = part === 'body' || e.data === undefined ? '' : `, not ${JSON.stringify(e.data)?.slice(0, 60)}`;
  switch (e.keyword) {
    case 'maximum':
      // The safe-integer ceiling is no range a client means; an ordinary bound is worded with the kind of value.
      return p.maximum === Number.MAX_SAFE_INTEGER ? `is too large${given}` : kindOf(p, e) + given;
    case 'type':
    case 'minimum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return kindOf(p, e) + given;
    case 'maxLength':
      return `is longer than ${String(e.params.limit)} characters`;
    case 'minLength':
      return e.params.limit === 1 ? 'must not be empty' : `must be at least ${String(e.params.limit)} characters`;
    case 'format':
      return FORMATS[String(e.params.format)] ?? `must be a valid ${String(e.params.format)}`;
    case 'pattern':
      return `does not have the expected form (${String(e.params.pattern)})${given}`;
    case 'enum':
      return `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}${given}`;
    case 'const':
      return `must be ${JSON.stringify(e.params.allowedValue)}${given}`;
    case 'minItems':
      return `must have at least ${String(e.params.limit)} item${e.params.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `must have at most ${String(e.params.limit)} items`;
    case 'anyOf':
    case 'oneOf':
      return unionPhrase((p[e.keyword] as Record<string, unknown>[] | undefined) ?? [], e) + given;
    default:
      return e.message ?? 'is not valid';
  }
}

const FORMATS: Record<string, string> = {
  uuid: 'must be a UUID',
  email: 'must be an e-mail address',
  'date-time': 'must be an ISO-8601 date, e.g. 2026-11-22T09:30:00Z',
  uri: 'must be an absolute URL',
};

/** A union of constants is a choice; a value or null is worded as the value's kind. */
function unionPhrase(branches: Record<string, unknown>[], e: AjvError): string {
  if (branches.length && branches.every((b) => 'const' in b))
    return `must be one of ${branches.map((b) => JSON.stringify(b.const)).join(', ')}`;
  const values = branches.filter((b) => b.type !== 'null');
  if (values.length === 1 && values.length < branches.length)
    return `${kindOf(values[0], { ...e, schema: values[0].type })} or null`;
  return 'does not match any of the allowed forms';
}

/** "must be a whole number from 1 to 500" and the like, from the declared type and bounds. */
function kindOf(p: Record<string, unknown>, e: AjvError): string {
  const types = ([] as unknown[]).concat(p.type ?? e.schema).filter((t) => t !== 'null');
  const type = String(types[0]);
  const min = p.minimum as number | undefined;
  // The safe-integer ceiling guards against precision loss; no client means it as a range, so it is not named.
  const max = p.maximum === Number.MAX_SAFE_INTEGER ? undefined : (p.maximum as number | undefined);
  const range =
    min !== undefined && max !== undefined
      ? ` from ${min} to ${max}`
      : min !== undefined
        ? ` of at least ${min}`
        : max !== undefined
          ? ` of at most ${max}`
          : '';
  switch (type) {
    case 'integer':
      return `must be a whole number${range}`;
    case 'number':
      return `must be a number${range}`;
    case 'boolean':
      return 'must be true or false';
    case 'string':
      return 'must be text';
    case 'object':
      return 'must be a JSON object';
    case 'array':
      return 'must be a list';
    default:
      return `must be ${type}`;
  }
}
