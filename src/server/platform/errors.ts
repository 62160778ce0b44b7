// Every error the API answers has the contract §3 shape:
// {"errors":[{"message":"…","field":"…"}],"status":N}.
import { STATEMENT_TIMEOUT } from './db/statement-timeout.js';
import { errorMessage, type CodedProblem, type ErrorCode, type ErrorParams } from '../../shared/api/error-codes.js';

export interface ErrorItem {
  message: string;
  field?: string;
  /** Where in a submitted source the problem is (a template's syntax error). */
  line?: number;
  column?: number;
  /** The access rule that refused the call (a 403 of src/shared/people/account-rules.ts). */
  rule?: string;
  /** A refusal staff meet on a screen: a stable code and its values, which the admin words in its language (shared/api/error-codes.ts). */
  code?: string;
  params?: ErrorParams;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
    readonly rule?: string,
    readonly code?: string,
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  body(): { errors: ErrorItem[]; status: number } {
    const coded = this.code ? { code: this.code, params: this.params ?? {} } : {};
    return {
      errors: [
        {
          message: this.message,
          ...(this.field ? { field: this.field } : {}),
          ...(this.rule ? { rule: this.rule } : {}),
          ...coded,
        },
      ],
      status: this.status,
    };
  }
  /** The same error with its message prefixed (a multi-record write naming the failing item), keeping everything else it carries. */
  prefixed(prefix: string): ApiError {
    return new ApiError(
      this.status,
      `${prefix}${this.message}`,
      this.field,
      this.headers,
      this.rule,
      this.code,
      this.params,
    );
  }
}

/** A 422 for submitted source code that does not parse, with the 1-based line and column of the problem. */
export class SourceError extends ApiError {
  constructor(
    message: string,
    field: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(422, message, field);
  }
  override body(): { errors: ErrorItem[]; status: number } {
    const base = super.body();
    return { ...base, errors: base.errors.map((e) => ({ ...e, line: this.line, column: this.column })) };
  }
  override prefixed(prefix: string): SourceError {
    return new SourceError(`${prefix}${this.message}`, this.field ?? 'source', this.line, this.column);
  }
}

export const badRequest = (message: string, field?: string) => new ApiError(400, message, field);
export const unauthorized = (message = 'Sign in first: the request has no valid bearer token') =>
  new ApiError(401, message);
export const forbidden = (message: string, field?: string) => new ApiError(403, message, field);
/** A 403 naming the shared rule that refuses the call, in the words the admin shows beside the disabled control. */
export const refused = (refusal: { rule: string; reason: string }, field?: string) =>
  new ApiError(403, refusal.reason, field, {}, refusal.rule);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string, field?: string) => new ApiError(409, message, field);
export const invalid = (message: string, field?: string) => new ApiError(422, message, field);
/** A refusal with a stable code (shared/api/error-codes.ts): its English message for API clients, code and params for the admin to word. */
export const coded = (
  status: number,
  code: ErrorCode,
  params: ErrorParams = {},
  field?: string,
  headers: Record<string, string> = {},
) => new ApiError(status, errorMessage(code, params), field, headers, undefined, code, params);
/** A shared rule's coded problem as a 422 naming the field. */
export const invalidProblem = (problem: CodedProblem, field?: string) =>
  new ApiError(422, problem.message, field, {}, undefined, problem.code, problem.params);

/**
 * Database constraint failures become the client's fault they are (409/422);
 * anything else stays unexpected (undefined: the caller answers 500).
 */
export function fromDatabaseError(e: unknown): ApiError | undefined {
  const err = e as { code?: string; message?: string; detail?: string; column?: string; constraint?: string };
  const code = err?.code ?? '';
  const text = `${err?.message ?? ''} ${err?.detail ?? ''}`;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505') {
    return conflict(`A record with the same ${columnIn(text) ?? 'key'} already exists`, columnIn(text));
  }
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503') {
    return conflict(
      'The change breaks a reference between records: a referenced record is missing, or other records still point at this one',
    );
  }
  if (code === 'SQLITE_CONSTRAINT_NOTNULL' || code === '23502') {
    const field = err.column ?? columnIn(text);
    return invalid(`${field ?? 'A required field'} must have a value`, field);
  }
  // 57014: PostgreSQL's statement_timeout (or an operator's pg_cancel_backend). The request was
  // valid, so not a 400; the same call may pass when the database is less busy, hence Retry-After.
  if (code === '57014' || code === STATEMENT_TIMEOUT) {
    return new ApiError(
      503,
      "The database stopped this request's query because it ran longer than the time limit (STATEMENT_TIMEOUT_MS): try again in a moment, or narrow the filters or sort by another field",
      undefined,
      { 'retry-after': '5' },
    );
  }
  if (isDatabaseUnavailable(err)) {
    return new ApiError(503, 'The database is not reachable right now: try again in a few seconds', undefined, {
      'retry-after': '5',
    });
  }
  if (code === '22001') return invalid('A value is longer than its field allows');
  if (code === '22P02' || code === '22007' || code === '22008') return invalid('A value does not fit its field type');
  if (code === '22021' || code === '22P05')
    return invalid('A value has characters the database cannot store (such as NUL)');
  return undefined;
}

// SQLite names the column as "Table.Column"; PostgreSQL as "Key (Column)=".
function columnIn(text: string): string | undefined {
  return /\b\w+\.(\w+)\b/.exec(text.replace(/^.*constraint failed: /i, ''))?.[1] ?? /Key \((\w+)\)/.exec(text)?.[1];
}

// Connection-level failures (PostgreSQL stopped, restarting, unreachable):
// the request can be retried, so they are a 503, not a 500.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  'SQLITE_BUSY',
]);

function isDatabaseUnavailable(err: { code?: string; message?: string } | undefined): boolean {
  if (!err) return false;
  if (err.code && UNAVAILABLE_CODES.has(err.code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is insecure|the database system is (starting up|shutting down)/i.test(
    err.message ?? '',
  );
}
