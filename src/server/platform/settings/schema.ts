// Every environment variable the server reads, declared once: its type and
// range as a TypeBox (JSON Schema) type, its default, and what an operator
// needs to know. parse.ts checks values against it, config.ts turns the result into
// Config, and `npm run gen` writes .env.example and the README's settings
// table from it, so the three cannot drift apart.
import Type, { type Static } from 'typebox';
import { setting } from './declaration.js';
import { addressListProblem, NETWORK_SETTINGS } from './network-settings.js';
import { OIDC_SETTINGS } from './oidc-settings.js';

export { SETTING_GROUPS, type SettingDeclaration } from './declaration.js';

const WITH_S3 = { setting: 'STORAGE_DRIVER', value: 's3' } as const;
const HTTP_URL = '^https?://[^/\\s]+';
const MAX_SESSION_SECONDS = 30 * 24 * 3600;
// 32 bytes (AES-256) as base64, standard or URL-safe, padded or not (43 characters + '='), or as 64 hex digits.
const SECRETS_KEY_PATTERN = '^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$';
const SECRETS_KEY_ACCEPTS = '32 random bytes as base64 (openssl rand -base64 32) or as 64 hex digits';

export const SETTINGS = {
  PORT: setting({
    group: 'server',
    type: Type.Integer({ minimum: 0, maximum: 65535 }),
    default: 8080,
    description: 'TCP port the server listens on (0: any free port).',
  }),
  HOST: setting({
    group: 'server',
    type: Type.String(),
    default: '127.0.0.1',
    accepts: 'a host name or an IP address',
    description: 'Address the server listens on; 0.0.0.0 for every interface.',
  }),
  PUBLIC_URL: setting({
    group: 'server',
    type: Type.String({ pattern: HTTP_URL }),
    accepts: 'an http(s) URL such as https://office.example.org',
    defaultText: 'http://HOST:PORT',
    description:
      'Public base URL of the back office, for links in e-mails (password reset); also the sitemap’s and robots.txt’s URLs while Site Setup has no public URL saved.',
  }),
  DATA_DIR: setting({
    group: 'server',
    type: Type.String(),
    default: './data',
    accepts: 'a directory, absolute or relative to the working directory',
    description: 'Directory for the SQLite file, local uploads, the mail outbox and generated secrets.',
  }),
  DATABASE_URL: setting({
    group: 'database',
    type: Type.String({ pattern: '^postgres(ql)?://' }),
    accepts: 'a postgres:// or postgresql:// URL (unset: the embedded SQLite database)',
    defaultText: 'SQLite file in DATA_DIR',
    secret: true,
    description: 'postgres://user:password@host/db selects PostgreSQL, which several instances can share.',
  }),
  DATABASE_REPLICA_URL: setting({
    group: 'database',
    type: Type.String({ pattern: '^postgres(ql)?://' }),
    accepts: 'a postgres:// or postgresql:// URL of a streaming replica of DATABASE_URL',
    defaultText: 'no replica: every read on DATABASE_URL',
    secret: true,
    description:
      'PostgreSQL only: a hot-standby replica of DATABASE_URL that answers list pages, records and exports; writes, every read of a write and sign-in stay on the primary, and a person who just saved reads the primary until the replica has replayed the save (docs/deploy.md).',
  }),
  DATABASE_REPLICA_MAX_LAG_MS: setting({
    group: 'database',
    type: Type.Integer({ minimum: 100, maximum: 3600 * 1000 }),
    default: 5000,
    description:
      'With DATABASE_REPLICA_URL: a replica further behind the primary than this many ms is left out (reads go to the primary, logged and counted on /metrics) until it catches up.',
  }),
  DATABASE_POOLER: setting({
    group: 'database',
    type: Type.Union([
      Type.Literal('none', { description: 'DATABASE_URL reaches PostgreSQL itself' }),
      Type.Literal('transaction', {
        description:
          'DATABASE_URL goes through a pooler in transaction mode, such as PgBouncer with pool_mode = transaction',
      }),
    ]),
    default: 'none',
    description:
      'PostgreSQL only: what DATABASE_URL connects to. With transaction, no statement relies on session state (no named prepared statements, no session settings or locks: the statement limit is set per transaction), and the change notices, the session locks and pg_dump use DATABASE_DIRECT_URL (docs/deploy.md "Behind PgBouncer").',
  }),
  DATABASE_DIRECT_URL: setting({
    group: 'database',
    type: Type.String({ pattern: '^postgres(ql)?://' }),
    accepts: 'a postgres:// or postgresql:// URL of the same database as DATABASE_URL, not through the pooler',
    defaultText: 'required with DATABASE_POOLER=transaction, unused otherwise',
    secret: true,
    description:
      'With DATABASE_POOLER=transaction: a connection straight to the database, for what a transaction-mode pooler cannot carry: LISTEN (one connection per instance), the session advisory locks of start-up, the sitemap and media versions (one while held), and pg_dump.',
  }),
  COUNT_CACHE_TTL_MS: setting({
    group: 'database',
    type: Type.Integer({ minimum: 0, maximum: 24 * 3600 * 1000 }),
    defaultText: '30000 on PostgreSQL, 0 on SQLite',
    description:
      "After how many ms a cached list total is recounted: a net for writes made behind the product's back (its own writes drop the totals at once, on every instance).",
  }),
  STATEMENT_TIMEOUT_MS: setting({
    group: 'database',
    type: Type.Integer({ minimum: 0, maximum: 3600 * 1000 }),
    default: 10_000,
    description:
      'Longest one database statement may run (PostgreSQL statement_timeout; SQLite reads off the main thread) before it is stopped and the request answered 503 with Retry-After; a streamed export is limited per batch, migrations not at all; 0: no limit.',
  }),
  PG_SCAN_CONNECTIONS: setting({
    group: 'database',
    type: Type.Integer({ minimum: 1, maximum: 100 }),
    default: 2,
    description:
      "PostgreSQL only: connections (per instance) for reads whose cost the caller shapes — lists by any order or filter, counts — when the planner's estimate is heavy, each without parallel workers, so they never take the connections and cores of key lookups and writes. About the database server's cores divided by the instances; more only queues inside PostgreSQL.",
  }),
  PG_DUMP_PATH: setting({
    group: 'database',
    type: Type.String({ minLength: 1 }),
    default: 'pg_dump',
    description:
      "PostgreSQL only: the pg_dump program the DB tools' backup download and `npm run admin -- backup` run (a name on the PATH or a full path); it must be at least as new as the database server. `npm run admin -- restore` runs pg_restore and psql from the same folder (or the PATH when this is a bare name).",
  }),
  CMS_ADMIN_USER: setting({
    group: 'firstStart',
    type: Type.String(),
    default: 'admin',
    description: 'User name of the first MoJoAdmin, created on first start.',
  }),
  CMS_ADMIN_PASSWORD: setting({
    group: 'firstStart',
    type: Type.String(),
    secret: true,
    defaultText: 'generated into DATA_DIR/admin-credentials.txt',
    description: 'Password of the first MoJoAdmin.',
  }),
  CMS_ADMIN_EMAIL: setting({
    group: 'firstStart',
    type: Type.String(),
    default: 'admin@localhost',
    description: 'E-mail address of the first MoJoAdmin.',
  }),
  SEED_DEMO: setting({
    group: 'firstStart',
    type: Type.Boolean(),
    default: true,
    description: "Seed the demo site on first start; false seeds only the spec's fixed records and the admin.",
  }),
  JWT_SECRET: setting({
    group: 'sessions',
    type: Type.String({ minLength: 32 }),
    secret: true,
    defaultText: 'generated into DATA_DIR/jwt-secret on SQLite; required with DATABASE_URL',
    description: 'Token signing key; every instance on one database must have the same one (openssl rand -base64 48).',
  }),
  SECRETS_KEY: setting({
    group: 'secrets',
    type: Type.String({ pattern: SECRETS_KEY_PATTERN }),
    accepts: SECRETS_KEY_ACCEPTS,
    secret: true,
    defaultText: 'generated into DATA_DIR/secrets-key on SQLite; required with DATABASE_URL',
    description:
      "Encrypts the Key Manager's values in the database (AES-256-GCM); every instance on one database must have the same one. Keep it out of database backups.",
  }),
  SECRETS_KEY_PREVIOUS: setting({
    group: 'secrets',
    type: Type.Array(Type.String({ pattern: SECRETS_KEY_PATTERN })),
    default: [],
    accepts: `a comma-separated list of keys, each ${SECRETS_KEY_ACCEPTS}`,
    secret: true,
    description:
      'Keys replaced by SECRETS_KEY, still used to read values sealed before the change until `npm run secrets:rewrap` has sealed them again (docs/decisions/0031-key-manager.md).',
  }),
  TOKEN_TTL_SECONDS: setting({
    group: 'sessions',
    type: Type.Integer({ minimum: 60, maximum: MAX_SESSION_SECONDS }),
    default: 8 * 3600,
    description: 'Lifetime of a sign-in token, in seconds.',
  }),
  SESSION_IDLE_SECONDS: setting({
    group: 'sessions',
    type: Type.Integer({ minimum: 60, maximum: MAX_SESSION_SECONDS }),
    default: 30 * 60,
    description: 'After this many seconds without activity the admin asks for the password again.',
  }),
  SESSION_ABSOLUTE_SECONDS: setting({
    group: 'sessions',
    type: Type.Integer({ minimum: 60, maximum: MAX_SESSION_SECONDS }),
    default: 12 * 3600,
    description:
      'Seconds since the password was last given after which data calls are refused until it is given again.',
  }),
  REQUIRE_SECOND_FACTOR: setting({
    group: 'sessions',
    type: Type.Boolean(),
    default: false,
    description: 'true: every account signs in with a code sent by e-mail, not only those that turned it on.',
  }),
  ...OIDC_SETTINGS,
  ...NETWORK_SETTINGS,
  SMTP_URL: setting({
    group: 'mail',
    type: Type.String({ pattern: '^smtps?://' }),
    accepts: 'an smtp:// or smtps:// URL such as smtp://user:password@host:587',
    secret: true,
    defaultText: 'mail goes to DATA_DIR/outbox/',
    description: 'Mail server that sends real mail.',
  }),
  MAIL_FROM: setting({
    group: 'mail',
    type: Type.String(),
    default: 'Back office <no-reply@localhost>',
    description: 'Sender of outgoing mail.',
  }),
  STORAGE_DRIVER: setting({
    group: 'storage',
    type: Type.Union([
      Type.Literal('local', { description: 'files under DATA_DIR' }),
      Type.Literal('s3', { description: 'an S3-compatible bucket' }),
    ]),
    default: 'local',
    description: 'Where uploads, sitemap.xml, its parts and robots.txt live; s3 when several instances share them.',
  }),
  PREVIEW_LINK_HOURS: setting({
    group: 'sessions',
    type: Type.Integer({ minimum: 1, maximum: 720 }),
    default: 24,
    description:
      'How long a shared preview link (“Copy preview link” in the page editor) opens the draft signed out, in hours.',
  }),
  UPLOAD_MAX_BYTES: setting({
    group: 'storage',
    type: Type.Integer({ minimum: 1 }),
    default: 10 * 1024 * 1024,
    description: 'Largest file an upload (POST /api/v1/mc/file) accepts, in bytes; larger is a 413.',
  }),
  S3_BUCKET: setting({
    group: 'storage',
    type: Type.String(),
    onlyWith: WITH_S3,
    defaultText: 'required with STORAGE_DRIVER=s3',
    description: 'Name of the bucket that holds the files.',
  }),
  S3_REGION: setting({
    group: 'storage',
    type: Type.String(),
    default: 'us-east-1',
    onlyWith: WITH_S3,
    description: 'Region of the bucket.',
  }),
  S3_ENDPOINT: setting({
    group: 'storage',
    type: Type.String({ pattern: HTTP_URL }),
    accepts: 'an http(s) URL such as https://s3.example.com',
    onlyWith: WITH_S3,
    defaultText: 'AWS',
    description: 'Endpoint of a non-AWS server (MinIO, R2…).',
  }),
  S3_PREFIX: setting({
    group: 'storage',
    type: Type.String(),
    default: '',
    onlyWith: WITH_S3,
    description: 'Folder in the bucket under which every key is written.',
  }),
  S3_FORCE_PATH_STYLE: setting({
    group: 'storage',
    type: Type.Boolean(),
    onlyWith: WITH_S3,
    defaultText: 'true when S3_ENDPOINT is set',
    description: 'Path-style bucket URLs, which MinIO and most self-hosted servers need.',
  }),
  S3_ACCESS_KEY_ID: setting({
    group: 'storage',
    type: Type.String(),
    onlyWith: WITH_S3,
    defaultText: "the SDK's default chain",
    description:
      'Bucket credentials with S3_SECRET_ACCESS_KEY: both or neither (then environment, profile or instance role).',
  }),
  S3_SECRET_ACCESS_KEY: setting({
    group: 'storage',
    type: Type.String(),
    secret: true,
    onlyWith: WITH_S3,
    defaultText: "the SDK's default chain",
    description: 'Secret of S3_ACCESS_KEY_ID.',
  }),
  LOG_LEVEL: setting({
    group: 'observability',
    type: Type.Union([
      Type.Literal('fatal'),
      Type.Literal('error'),
      Type.Literal('warn'),
      Type.Literal('info'),
      Type.Literal('debug'),
      Type.Literal('trace'),
      Type.Literal('silent'),
    ]),
    default: 'warn',
    description: 'Lowest level of the log lines written (Fastify/pino).',
  }),
  METRICS_ALLOW: setting({
    group: 'observability',
    type: Type.Array(Type.String()),
    default: ['127.0.0.1', '::1'],
    check: addressListProblem,
    accepts: 'a comma-separated list of addresses, subnets (10.0.0.0/8) or the names loopback, linklocal, uniquelocal',
    description: 'Clients that may read GET /metrics, judged behind TRUSTED_PROXIES; empty: nobody; others get 404.',
  }),
};

export type SettingName = keyof typeof SETTINGS;
type Declared = typeof SETTINGS;
/** The checked value of each setting; undefined only where it is unset and has no default of its own. */
export type SettingValues = {
  [K in SettingName]: undefined extends Declared[K]['default']
    ? Static<Declared[K]['type']> | undefined
    : Static<Declared[K]['type']>;
};
