// One read-only SQLite connection in a worker thread: runs the statements
// sqlite-read-pool.ts sends it, one at a time, so a long sort blocks this
// thread and not the server's event loop. Plain JavaScript because Node
// loads a worker's file itself, outside tsx's and vitest's TypeScript
// transforms (docs/decisions/0024-one-slow-query-never-stalls-the-rest.md).
//
// Messages in:  { id, op: 'all' | 'values' | 'first', sql, params }   ('values': rows as arrays)
//               { id, op: 'open', sql, params }   a stream's statement (stream workers only)
//               { id, op: 'next', size }          its next batch of at most size rows
//               { id, op: 'close' }               end the stream (read out or stopped early); the
//                                                 worker then waits, warm, for the next stream
// Messages out: { id: 0 } once the connection is open, then
//               { id, rows } | { id, row } | { id, rows, done } | { id, error: { message, code } }
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import Database from './sqlite-driver.js';

// When the CPUs are all busy, the event loop (key lookups, every answer's
// writing) goes first and long reads take what is left: on Linux this sets
// the nice value of this thread only. Where it is refused, reads run as before.
try {
  setPriority(workerData.nice ?? 10);
} catch {
  // not permitted here
}

const STATEMENT_CACHE_LIMIT = 500;

const db = new Database(workerData.file, { readonly: true });
db.pragma('busy_timeout = 5000');
// Pages kept in memory, in KiB (sqlite-read-pool.ts: less for a stream worker, which reads a table once).
db.pragma(`cache_size = -${workerData.cacheKiB}`);
parentPort.postMessage({ id: 0 });

const statements = new Map();
function prepared(sql) {
  let stmt = statements.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    if (statements.size >= STATEMENT_CACHE_LIMIT) statements.delete(statements.keys().next().value);
    statements.set(sql, stmt);
  }
  return stmt;
}

/** The open stream's rows; a stream worker serves one stream at a time, then the next. */
let cursor;

function handle(m) {
  switch (m.op) {
    case 'all':
      return { rows: prepared(m.sql).all(...m.params) };
    case 'values': {
      // The statement is cached for all/first too: back to objects once read.
      const stmt = prepared(m.sql);
      try {
        return { rows: stmt.raw(true).all(...m.params) };
      } finally {
        stmt.raw(false);
      }
    }
    case 'first':
      return { row: prepared(m.sql).get(...m.params) };
    case 'open':
      // A stream worker runs nothing but its one stream, so the cached statement is free
      // (an iterating statement cannot run anything else meanwhile); a cursor left open is ended first.
      cursor?.return?.();
      cursor = prepared(m.sql).iterate(...m.params);
      return {};
    case 'next': {
      const rows = [];
      let done = false;
      while (rows.length < m.size) {
        const r = cursor.next();
        if (r.done) {
          done = true;
          break;
        }
        rows.push(r.value);
      }
      return { rows, done };
    }
    case 'close':
      cursor?.return?.();
      cursor = undefined;
      return {};
    default:
      throw new Error(`sqlite-read-worker: unknown op ${m.op}`);
  }
}

parentPort.on('message', (m) => {
  let answer;
  try {
    answer = { id: m.id, ...handle(m) };
  } catch (e) {
    answer = { id: m.id, error: { message: String(e?.message ?? e), code: e?.code } };
  }
  parentPort.postMessage(answer);
});
