// The product as a separate process (`node build/server/server.mjs`, what
// `npm start` execs: the bundle vitest's global setup builds from the sources),
// so the data-safety runs can SIGKILL and SIGTERM it.
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUNDLE } from '../../scripts/build-server.mjs';
import { pgEnv, PG_SECRETS } from './dialects.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 60_000;
export const SERVER_ADMIN_PASSWORD = 'data safety run password 1';

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  child: ChildProcess;
  /** Resolves with the exit code (or 128+signal) once the process has ended. */
  exited: Promise<number>;
  output(): string;
}

export interface ServerEnv {
  dataDir: string;
  databaseUrl?: string;
  /** Set when databaseUrl goes through a transaction-mode pooler: the direct URL (DATABASE_DIRECT_URL). */
  databaseDirectUrl?: string;
  /**
   * Another copy of the product to run, e.g. the schema loop's: its own bundle (`<root>/build/server/server.mjs`, what
   * its `npm start` execs), which the caller builds first with that copy's `scripts/build-server.mjs`.
   */
  root?: string;
}

// Servers still running when the test process ends (a hook that timed out, a worker torn down):
// killed then, so no product process outlives the run that started it.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function startServer(env: ServerEnv, extra: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const bundle = env.root ? resolve(env.root, relative(ROOT, SERVER_BUNDLE)) : SERVER_BUNDLE;
  const child = spawn(process.execPath, [bundle], {
    cwd: env.root ?? ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: env.dataDir,
      DATABASE_URL: env.databaseUrl ?? '',
      ...pgEnv(env),
      // PostgreSQL needs shared keys (settings/rules.ts); SQLite generates its own into DATA_DIR.
      ...(env.databaseUrl ? PG_SECRETS : {}),
      CMS_ADMIN_USER: 'admin',
      CMS_ADMIN_PASSWORD: SERVER_ADMIN_PASSWORD,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      // The runs play many editors with one account: lift the per-user limit (it stays applied, so its cost is kept).
      API_REQUESTS_PER_MINUTE: '1000000000',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<number>((res) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      res(code ?? (signal ? 128 : 1));
    }),
  );
  return new Promise((res, rej) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rej(new Error(`server did not start in ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = /Sign in at (http:\/\/[^/\s]+)\//.exec(output);
      if (m) {
        clearTimeout(timer);
        res({ baseUrl: m[1], pid: child.pid!, child, exited, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      rej(new Error(`server exited (${code}) before it was ready:\n${output}`));
    });
  });
}

/** Signs in as the run's admin and returns the token. */
export async function adminToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/mc/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: 'admin', Password: Buffer.from(SERVER_ADMIN_PASSWORD).toString('base64') }),
  });
  const body = (await res.json()) as { success?: boolean; token?: string };
  if (!body.success || !body.token) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

export type JsonAnswer = { status: number; body: any; headers: Headers };

/** A JSON call to the data interface (/api/v1/db/…) with the token; never throws on HTTP status, only on network failure. */
export const api = (
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> => jsonCall(`${baseUrl}/api/v1/db/${path}`, token, method, body, headers);

/** The same to the purpose-built routes (/api/v1/mc/…). */
export const mcApi = (
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<JsonAnswer> => jsonCall(`${baseUrl}/api/v1/mc/${path}`, token, method, body, {});

/** A JSON call to any URL with the token; never throws on HTTP status (the body parsed when it is JSON). */
export async function jsonCall(
  url: string,
  token: string,
  method: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<JsonAnswer> {
  const res = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed, headers: res.headers };
}
