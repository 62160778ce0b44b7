// Settings from the environment (contract §1). A .env file in the working
// directory is read first; real environment variables win over it.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { API_PER_USER } from './rate-limit/rules.js';
import type { S3Settings } from './storage/s3-storage.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… selects PostgreSQL; undefined means the SQLite file in dataDir. */
  databaseUrl?: string;
  jwtSecret?: string;
  smtpUrl?: string;
  admin: { user: string; password?: string; email: string };
  /** Token lifetime in seconds. */
  tokenTtl: number;
  /** How long a cached list total may be served to other processes' writes (PostgreSQL deployments with several instances). */
  countCacheTtlMs: number;
  /** Signed-in data calls per user per minute (API_PER_USER); 0 turns the limit off. */
  apiRequestsPerMinute: number;
  logLevel: string;
  /** Addresses of reverse proxies whose X-Forwarded-For is believed (none by default). */
  trustedProxies: string[];
  /** Origins allowed to call the API from a browser (same origin only by default). */
  corsOrigins: string[];
  /** The sender of outgoing mail. */
  mailFrom: string;
  /** The public base URL of the back office, for links in e-mails. */
  publicUrl: string;
  /** Every account signs in with an e-mailed code, not only those with TwoFactorEnabled. */
  requireSecondFactor: boolean;
  /** check answers reauthenticate:true when the token is older than this (no activity). */
  sessionIdleSeconds: number;
  /** …or when the password was last given longer ago than this; data calls are refused then too. */
  sessionAbsoluteSeconds: number;
  /** Seed the demo site on first start (tests of empty databases turn it off). */
  seedDemo: boolean;
  /** Addresses and subnets allowed to read GET /metrics (METRICS_ALLOW; loopback by default). */
  metricsAllow: string[];
  /** Where uploads and the generated public files live (STORAGE_DRIVER and S3_*). */
  storage: { driver: 'local' | 's3'; s3?: S3Settings };
  /** Largest file POST /api/v1/mc/file accepts, in bytes (UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number;
}

export function loadDotEnv(file = resolve('.env')): Record<string, string> {
  if (!existsSync(file)) return {};
  const out: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (m && !line.trimStart().startsWith('#')) out[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

export function loadConfig(env: Record<string, string | undefined> = { ...loadDotEnv(), ...process.env }): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(`DATABASE_URL must start with postgres:// (got "${databaseUrl.split(':')[0]}:…"); leave it unset for the embedded SQLite database`);
  }
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < 32) throw new Error(`JWT_SECRET must be at least 32 characters (got ${jwtSecret.length})`);
  // A key generated into DATA_DIR would differ per instance: tokens from one would be refused by the others.
  if (databaseUrl && !jwtSecret) {
    throw new Error(
      'JWT_SECRET is required with DATABASE_URL (PostgreSQL): every instance on one database must sign and check tokens with the same key. ' +
        'Set it to the same 32+ random characters on every instance (for example the output of `openssl rand -base64 48`).',
    );
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    jwtSecret,
    smtpUrl: env.SMTP_URL || undefined,
    admin: {
      user: env.CMS_ADMIN_USER || 'admin',
      password: env.CMS_ADMIN_PASSWORD || undefined,
      email: env.CMS_ADMIN_EMAIL || 'admin@localhost',
    },
    tokenTtl: Number(env.TOKEN_TTL_SECONDS ?? 8 * 3600),
    countCacheTtlMs: Number(env.COUNT_CACHE_TTL_MS ?? (databaseUrl ? 30_000 : 0)),
    apiRequestsPerMinute: Number(env.API_REQUESTS_PER_MINUTE ?? API_PER_USER.limit),
    logLevel: env.LOG_LEVEL ?? 'warn',
    seedDemo: env.SEED_DEMO !== 'false',
    trustedProxies: list(env.TRUSTED_PROXIES),
    requireSecondFactor: env.REQUIRE_SECOND_FACTOR === 'true',
    sessionIdleSeconds: Number(env.SESSION_IDLE_SECONDS ?? 30 * 60),
    sessionAbsoluteSeconds: Number(env.SESSION_ABSOLUTE_SECONDS ?? 12 * 3600),
    corsOrigins: list(env.CORS_ORIGINS),
    metricsAllow: env.METRICS_ALLOW === undefined ? ['127.0.0.1', '::1'] : list(env.METRICS_ALLOW),
    mailFrom: env.MAIL_FROM || 'Back office <no-reply@localhost>',
    storage: storageSettings(env),
    uploadMaxBytes: positiveInteger('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, 10 * 1024 * 1024),
    publicUrl: (env.PUBLIC_URL || `http://${env.HOST ?? '127.0.0.1'}:${port}`).replace(/\/$/, ''),
  };
}

function storageSettings(env: Record<string, string | undefined>): Config['storage'] {
  const driver = (env.STORAGE_DRIVER || 'local').trim().toLowerCase();
  if (driver === 'local') return { driver };
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER must be "local" (files under DATA_DIR) or "s3" (an S3-compatible bucket), got "${env.STORAGE_DRIVER}"`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('S3_BUCKET is required with STORAGE_DRIVER=s3: the name of the bucket that holds the files');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL such as https://s3.example.com, got "${endpoint}"`);
  const pathStyle = (env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase();
  if (!['', 'true', 'false'].includes(pathStyle)) throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${env.S3_FORCE_PATH_STYLE}"`);
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  // One key without the other would silently fall back to the SDK's default chain and sign with someone else's identity.
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK\'s default credentials (environment, profile, instance role)');
  return {
    driver,
    s3: {
      bucket,
      region: env.S3_REGION?.trim() || 'us-east-1',
      endpoint,
      prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
      // MinIO and most self-hosted servers need path-style URLs; AWS prefers virtual hosts.
      forcePathStyle: pathStyle ? pathStyle === 'true' : !!endpoint,
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    },
  };
}

function positiveInteger(name: string, v: string | undefined, fallback: number): number {
  if (v === undefined || v.trim() === '') return fallback;
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${name} must be a whole number of bytes above 0, got "${v}"`);
  return n;
}

function list(v: string | undefined): string[] {
  return (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}
