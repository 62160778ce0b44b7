// Settings from the environment (contract §1). A .env file in the working
// directory is read first; real environment variables win over it. What each
// variable accepts, and its default, is declared in settings/schema.ts; this
// file turns the checked values into the Config the rest of the server uses.
import { resolve } from 'node:path';
import { readEnvironment } from './settings/dotenv-file.js';
import { parseSettings, SettingsError, type Environment } from './settings/parse.js';
import { crossSettingProblems } from './settings/rules.js';
import type { SettingValues } from './settings/schema.js';
import type { S3Settings } from './storage/s3-storage.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… selects PostgreSQL; undefined means the SQLite file in dataDir. */
  databaseUrl?: string;
  /** PostgreSQL: a streaming replica for list pages, records and exports (DATABASE_REPLICA_URL; db/replica-router.ts). */
  databaseReplica?: { url: string; maxLagMs: number };
  /**
   * Set only when DATABASE_URL goes through a transaction-mode pooler (DATABASE_POOLER=transaction): the
   * direct connection for what the pooler cannot carry (LISTEN, session locks, pg_dump).
   */
  databaseDirectUrl?: string;
  jwtSecret?: string;
  /** The clock of the secured documents' links and a form's file expiry; Date.now unless a test moves it (never from the environment). */
  now?: () => number;
  /** How often the form delivery runner looks for due retries (ms; default 30 s; 0: never on its own). Tests set it; not from the environment. */
  formDeliveryPollMs?: number;
  /** Webhooks may call private, loopback and link-local addresses (WEBHOOK_ALLOW_PRIVATE; docs/webhooks.md). */
  webhookAllowPrivate: boolean;
  /** How often the webhook worker looks for due deliveries (ms; default 2 s). Tests set it; not from the environment. */
  webhookPollMs?: number;
  /** How often the scheduled changes worker looks for due changes (ms; default 1 s; 0: never). Tests set it; not from the environment. */
  schedulePollMs?: number;
  /** The waits between a delivery's attempts (webhooks/retry-schedule.ts by default). Tests shorten them; not from the environment. */
  webhookRetryDelaysMs?: readonly number[];
  /** Seals the Key Manager's values (SECRETS_KEY); undefined on SQLite means the key generated into dataDir. */
  secretsKey?: string;
  /** Replaced keys, only for opening values sealed before a rotation (SECRETS_KEY_PREVIOUS). */
  secretsKeyPrevious: string[];
  smtpUrl?: string;
  admin: { user: string; password?: string; email: string };
  /** Token lifetime in seconds. */
  tokenTtl: number;
  /** How long a cached list total may be served to other processes' writes (PostgreSQL deployments with several instances). */
  countCacheTtlMs: number;
  /** Longest one statement may run before it is stopped (STATEMENT_TIMEOUT_MS); 0: no limit. */
  statementTimeoutMs: number;
  /** PostgreSQL: the scan pool's size (db/postgres.ts). */
  pgScanConnections: number;
  /** PostgreSQL: the pg_dump program backups run (PG_DUMP_PATH; db-tools/pg-dump.ts). */
  pgDumpPath: string;
  /** Signed-in data calls per user per minute (API_PER_USER); 0 turns the limit off. */
  apiRequestsPerMinute: number;
  logLevel: string;
  /** Addresses of reverse proxies whose X-Forwarded-For is believed (none by default). */
  trustedProxies: string[];
  /** Private addresses and subnets user-given URLs may still be fetched from (FETCH_ALLOW; none by default). */
  fetchAllow: string[];
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
  /** How long a shared preview link stands, in hours (PREVIEW_LINK_HOURS; docs/preview.md). */
  previewLinkHours: number;
  /** Single sign-on through OpenID Connect (OIDC_*; docs/sign-in-sso.md); undefined when OIDC_ISSUER is unset. */
  oidc?: OidcConfig;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  label: string;
  createAccounts: boolean;
  rolesClaim?: string;
  /** Claim value → role name (checked against the roles at start). */
  roleMap: Record<string, string>;
}

/** Throws a SettingsError naming every bad setting, what it accepts and the value given. */
export function loadConfig(env: Environment = readEnvironment()): Config {
  const { values: v, problems, rejected } = parseSettings(env);
  problems.push(...crossSettingProblems(v, rejected));
  if (problems.length) throw new SettingsError(problems);
  return {
    port: v.PORT,
    host: v.HOST,
    dataDir: resolve(v.DATA_DIR),
    databaseUrl: v.DATABASE_URL,
    databaseReplica: v.DATABASE_REPLICA_URL
      ? { url: v.DATABASE_REPLICA_URL, maxLagMs: v.DATABASE_REPLICA_MAX_LAG_MS }
      : undefined,
    databaseDirectUrl: v.DATABASE_POOLER === 'transaction' ? v.DATABASE_DIRECT_URL : undefined,
    jwtSecret: v.JWT_SECRET,
    secretsKey: v.SECRETS_KEY,
    secretsKeyPrevious: v.SECRETS_KEY_PREVIOUS,
    smtpUrl: v.SMTP_URL,
    admin: { user: v.CMS_ADMIN_USER, password: v.CMS_ADMIN_PASSWORD, email: v.CMS_ADMIN_EMAIL },
    tokenTtl: v.TOKEN_TTL_SECONDS,
    // Several instances on PostgreSQL may write behind each other's caches; SQLite has one process.
    countCacheTtlMs: v.COUNT_CACHE_TTL_MS ?? (v.DATABASE_URL ? 30_000 : 0),
    statementTimeoutMs: v.STATEMENT_TIMEOUT_MS,
    pgScanConnections: v.PG_SCAN_CONNECTIONS,
    pgDumpPath: v.PG_DUMP_PATH,
    apiRequestsPerMinute: v.API_REQUESTS_PER_MINUTE,
    logLevel: v.LOG_LEVEL,
    seedDemo: v.SEED_DEMO,
    trustedProxies: v.TRUSTED_PROXIES,
    requireSecondFactor: v.REQUIRE_SECOND_FACTOR,
    sessionIdleSeconds: v.SESSION_IDLE_SECONDS,
    sessionAbsoluteSeconds: v.SESSION_ABSOLUTE_SECONDS,
    corsOrigins: v.CORS_ORIGINS,
    fetchAllow: v.FETCH_ALLOW,
    webhookAllowPrivate: v.WEBHOOK_ALLOW_PRIVATE,
    metricsAllow: v.METRICS_ALLOW,
    mailFrom: v.MAIL_FROM,
    storage: storageSettings(v),
    uploadMaxBytes: v.UPLOAD_MAX_BYTES,
    previewLinkHours: v.PREVIEW_LINK_HOURS,
    oidc: v.OIDC_ISSUER
      ? {
          issuer: v.OIDC_ISSUER,
          clientId: v.OIDC_CLIENT_ID!, // required with OIDC_ISSUER (rules.ts)
          clientSecret: v.OIDC_CLIENT_SECRET!,
          label: v.OIDC_LABEL,
          createAccounts: v.OIDC_CREATE_ACCOUNTS,
          rolesClaim: v.OIDC_ROLES_CLAIM,
          roleMap: JSON.parse(v.OIDC_ROLE_MAP) as Record<string, string>, // checked (oidc-settings.ts)
        }
      : undefined,
    publicUrl: (v.PUBLIC_URL ?? `http://${v.HOST}:${v.PORT}`).replace(/\/$/, ''),
  };
}

function storageSettings(v: SettingValues): Config['storage'] {
  if (v.STORAGE_DRIVER === 'local') return { driver: 'local' };
  const prefix = v.S3_PREFIX.replace(/^\/+/, '');
  return {
    driver: 's3',
    s3: {
      bucket: v.S3_BUCKET!, // required with s3 (rules.ts)
      region: v.S3_REGION,
      endpoint: v.S3_ENDPOINT,
      // Keys live under the prefix as under a folder.
      prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
      // MinIO and most self-hosted servers need path-style URLs; AWS prefers virtual hosts.
      forcePathStyle: v.S3_FORCE_PATH_STYLE ?? !!v.S3_ENDPOINT,
      accessKeyId: v.S3_ACCESS_KEY_ID,
      secretAccessKey: v.S3_SECRET_ACCESS_KEY,
    },
  };
}
