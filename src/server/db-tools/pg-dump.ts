// A PostgreSQL backup is `pg_dump` (docs/deploy.md "Backups"): run with the
// server's DATABASE_URL, in the custom format (compressed, restored with
// pg_restore), streamed as it is written. The password goes to pg_dump in
// its environment (PGPASSWORD), never on its command line where `ps` would
// show it. pg_dump (PG_DUMP_PATH) must be at least as new as the server.
import { spawn } from 'node:child_process';
import { PassThrough, type Readable } from 'node:stream';
import { ApiError } from '../platform/errors.js';

/** The connection string without its password, and the password for PGPASSWORD. */
export function pgDumpConnection(databaseUrl: string): { url: string; password?: string } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { url: url.toString(), password };
}

const unavailable = (message: string) => new ApiError(503, message);

/**
 * The database pg_dump reads: behind a transaction-mode pooler the direct connection, since
 * pg_dump's session settings and its one long snapshot need a session of their own.
 */
export const dumpedDatabaseUrl = (databaseUrl: string, databaseDirectUrl: string | undefined): string =>
  databaseDirectUrl ?? databaseUrl;

/**
 * Starts pg_dump and resolves once its first bytes are out (so a refusal —
 * pg_dump missing, a wrong password, a server newer than pg_dump — is still
 * a proper error answer); the stream then carries the dump to its end. A
 * failure after that ends the stream with an error, which cuts the download
 * short rather than passing off a partial dump as whole.
 */
export function startPgDump(databaseUrl: string, pgDump = 'pg_dump'): Promise<Readable> {
  const { url, password } = pgDumpConnection(databaseUrl);
  const child = spawn(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${url}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const out = new PassThrough();
  // The client went away (or the stream failed): pg_dump stops too.
  out.once('close', () => {
    if (child.exitCode === null) child.kill();
  });
  return new Promise((resolve, reject) => {
    let started = false;
    child.once('error', (e: NodeJS.ErrnoException) => {
      const error =
        e.code === 'ENOENT'
          ? unavailable(
              `pg_dump was not found (PG_DUMP_PATH is "${pgDump}"): install the PostgreSQL client tools, at least as new as the database server, on the machine that runs the back office and set PG_DUMP_PATH if it is not on the PATH, or back up with pg_dump elsewhere (docs/deploy.md "Backups")`,
            )
          : e;
      if (started) out.destroy(error);
      else reject(error);
    });
    child.stdout.once('data', (first: Buffer) => {
      started = true;
      out.write(first);
      child.stdout.pipe(out, { end: false });
      resolve(out);
    });
    child.once('close', (code) => {
      if (code === 0) {
        if (!started) {
          started = true;
          resolve(out);
        }
        out.end();
        return;
      }
      const error = unavailable(
        `pg_dump failed (exit code ${code}): ${stderr.trim().split('\n').slice(-3).join(' ') || 'no message'}`,
      );
      if (started) out.destroy(error);
      else reject(error);
    });
  });
}
