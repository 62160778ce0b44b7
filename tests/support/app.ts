// Boots the real app on a fresh database of one dialect, for tests that
// talk to it through app.inject: no listening socket, everything else real.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as LightResponse } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { loadConfig, type Config } from '../../src/server/platform/config.js';
import type { Executor } from '../../src/server/platform/db/executor.js';
import type { KeyStore } from '../../src/server/platform/secrets/key-store.js';
import { createUser } from '../../src/server/seed/admin.js';
import { Conformance } from './openapi-conformance.js';
import { freshDatabase, pgEnv, PG_SECRETS, type DialectName, type TestDatabase } from './dialects.js';

export const ADMIN_PASSWORD = 'correct horse battery staple';

export interface TestApp {
  app: FastifyInstance;
  db: Executor;
  /** Reads Key Manager values by name, as server code does. */
  keys: KeyStore;
  database: TestDatabase;
  config: Config;
  /** Signs in through the real login call and returns the token. */
  login(user: string, password: string): Promise<string>;
  /** The seeded MoJoAdmin's token. */
  adminToken: string;
  /** A request with a bearer token; body objects are sent as JSON. */
  call(token: string | undefined, options: InjectOptions): Promise<LightResponse>;
  /** Creates an account directly (passwords cannot be set through the generic API). */
  addUser(user: Parameters<typeof createUser>[1]): Promise<string>;
  close(): Promise<void>;
}

/** The body as the client reads it: decoded when the server compressed it (plugins/compression.ts). */
export function decodedBody(res: LightResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

export async function startApp(dialect: DialectName, overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await freshDatabase(dialect);
  const config: Config = {
    ...loadConfig({
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { ...pgEnv(database), ...PG_SECRETS } : {}),
    }),
    admin: { user: 'admin', password: ADMIN_PASSWORD, email: 'admin@example.test' },
    seedDemo: false,
    logLevel: 'silent',
    ...overrides,
  };
  const { app, db, keys } = await buildApp(config);
  let conformance: Conformance | undefined;
  const call: TestApp['call'] = async (token, options) => {
    const res = await app.inject({
      ...options,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(options.headers ?? {}) },
    });
    // Every answer of every test is held to the published OpenAPI document (openapi-conformance.ts).
    conformance ??= new Conformance(app.swagger() as Record<string, unknown>);
    const url = String(options.url ?? options.path ?? '/');
    const problems = conformance.problems(String(options.method ?? 'GET'), url, {
      statusCode: res.statusCode,
      headers: res.headers,
      body: decodedBody(res),
    });
    if (problems.length)
      throw new Error(`The answer does not conform to the OpenAPI document:\n${problems.join('\n')}`);
    return res;
  };
  const login = async (user: string, password: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/mc/jwt/login',
      payload: { UserName: user, Password: Buffer.from(password).toString('base64') },
    });
    const body = res.json();
    if (!body.success) throw new Error(`login ${user} failed: ${res.body}`);
    return body.token as string;
  };
  const adminToken = await login('admin', ADMIN_PASSWORD);
  return {
    app,
    db,
    keys,
    database,
    config,
    login,
    adminToken,
    call,
    addUser: (user) => db.transaction((tx) => createUser(tx, user)),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
