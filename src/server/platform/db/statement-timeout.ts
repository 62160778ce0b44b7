// A statement stopped because it ran longer than STATEMENT_TIMEOUT_MS: by
// PostgreSQL's statement_timeout (SQLSTATE 57014) or by the SQLite read pool
// ending its worker (sqlite-read-pool.ts). errors.ts answers both with a 503.
export const STATEMENT_TIMEOUT = 'STATEMENT_TIMEOUT';

export class StatementTimeout extends Error {
  readonly code = STATEMENT_TIMEOUT;
  constructor(ms: number) {
    super(`The statement ran longer than ${ms} ms and was stopped`);
    this.name = 'StatementTimeout';
  }
}
