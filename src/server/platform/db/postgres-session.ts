// How the settings a pool's statements run under reach PostgreSQL, directly
// or through a pooler in transaction mode (decision 0130).
//
// Directly, each connection is one server session for its whole life: the
// settings go once, as startup parameters, and named prepared statements stay
// parsed on it. Behind a transaction-mode pooler (PgBouncer 1.18) a client's
// consecutive transactions may run on different server sessions, and a
// session may serve other clients in between: a startup parameter other than
// the few the pooler tracks is refused ("unsupported startup parameter"), a
// named statement prepared on one session is missing on the next (or already
// exists there, prepared by another client), and a plain SET would leak into
// whoever gets the session next. So there every setting is `SET LOCAL`, sent
// with the BEGIN of each transaction, and every statement is unnamed.
import type pg from 'pg';

export interface SessionSettings {
  /** statement_timeout in ms; 0: none. */
  statementTimeoutMs: number;
  /** max_parallel_workers_per_gather = 0 (the scan pool: each heavy read on one core). */
  singleCore: boolean;
}

/** Directly: the settings as startup parameters of every connection (pg's Pool options). */
export function startupParameters(settings: SessionSettings): { statement_timeout?: number; options?: string } {
  return {
    ...(settings.statementTimeoutMs > 0 ? { statement_timeout: settings.statementTimeoutMs } : {}),
    ...(settings.singleCore ? { options: '-c max_parallel_workers_per_gather=0' } : {}),
  };
}

/**
 * Behind a transaction-mode pooler: the statements that open a transaction with the
 * settings in force for it alone, as one simple-protocol script (one round trip).
 */
export function beginWithSettings(settings: SessionSettings, begin = 'BEGIN'): string {
  return [
    begin,
    ...(settings.statementTimeoutMs > 0
      ? [`SET LOCAL statement_timeout = ${Math.floor(settings.statementTimeoutMs)}`]
      : []),
    ...(settings.singleCore ? ['SET LOCAL max_parallel_workers_per_gather = 0'] : []),
  ].join('; ');
}

/** Whether a statement outside a transaction needs one of its own to carry the settings (pooled only). */
export const needsSettings = (settings: SessionSettings) => settings.statementTimeoutMs > 0 || settings.singleCore;

/**
 * Runs `fn` in a transaction opened by `begin` on one checked-out connection: COMMIT when it returns, ROLLBACK
 * when it throws; a connection whose ROLLBACK fails is gone, and is destroyed rather than pooled.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  begin: string,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query(begin);
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (e) {
    broken = await client.query('ROLLBACK').then(
      () => false,
      () => true,
    );
    throw e;
  } finally {
    client.release(broken);
  }
}

/**
 * Pooled: a statement outside a transaction runs in one of its own, opened with the settings
 * (BEGIN and SET LOCAL in one round trip, then the statement, then COMMIT), on one checked-out
 * connection so the three reach the same server session.
 */
export const withLocalSettings = <T>(
  pool: pg.Pool,
  settings: SessionSettings,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> => inTransaction(pool, beginWithSettings(settings), fn);
