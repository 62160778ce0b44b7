// Rules between settings, which no single setting's schema can state. Each is
// skipped when a setting it reads was itself rejected, so one mistake gives
// one message.
import type { SettingName, SettingValues } from './schema.js';

type Rule = { reads: SettingName[]; problem: (v: SettingValues) => string | undefined };

const RULES: Rule[] = [
  {
    // A key generated into DATA_DIR would differ per instance: tokens from one would be refused by the others.
    reads: ['DATABASE_URL', 'JWT_SECRET'],
    problem: (v) =>
      v.DATABASE_URL && !v.JWT_SECRET
        ? 'JWT_SECRET is required with DATABASE_URL (PostgreSQL): every instance on one database must sign and check tokens with the same key. ' +
          'Set it to the same 32+ random characters on every instance (for example the output of `openssl rand -base64 48`).'
        : undefined,
  },
  {
    // The same reason: a key generated into each instance's DATA_DIR could not open values another instance sealed.
    reads: ['DATABASE_URL', 'SECRETS_KEY'],
    problem: (v) =>
      v.DATABASE_URL && !v.SECRETS_KEY
        ? "SECRETS_KEY is required with DATABASE_URL (PostgreSQL): every instance on one database must seal and open the Key Manager's values with the same key. " +
          "Set it to the same 32 random bytes on every instance (for example the output of `openssl rand -base64 32`), kept apart from the database's backups."
        : undefined,
  },
  {
    // The replica follows a PostgreSQL primary; the embedded SQLite file has none.
    reads: ['DATABASE_URL', 'DATABASE_REPLICA_URL'],
    problem: (v) =>
      v.DATABASE_REPLICA_URL && !v.DATABASE_URL
        ? 'DATABASE_REPLICA_URL needs DATABASE_URL: a read replica follows a PostgreSQL primary, and without DATABASE_URL the server uses the embedded SQLite file. Set DATABASE_URL to the primary, or unset DATABASE_REPLICA_URL.'
        : v.DATABASE_REPLICA_URL && v.DATABASE_REPLICA_URL === v.DATABASE_URL
          ? 'DATABASE_REPLICA_URL names the same database as DATABASE_URL: give the URL of the streaming replica, or unset it.'
          : undefined,
  },
  {
    // LISTEN and session locks do not survive a transaction-mode pooler: they need a connection of their own.
    reads: ['DATABASE_POOLER', 'DATABASE_URL', 'DATABASE_DIRECT_URL'],
    problem: (v) => {
      if (v.DATABASE_POOLER === 'transaction' && !v.DATABASE_URL)
        return 'DATABASE_POOLER=transaction needs DATABASE_URL: the pooled PostgreSQL connection (SQLite has no pooler)';
      if (v.DATABASE_POOLER === 'transaction' && !v.DATABASE_DIRECT_URL)
        return (
          'DATABASE_DIRECT_URL is required with DATABASE_POOLER=transaction: a connection to the same database that does not go ' +
          'through the pooler, for the change notices (LISTEN), the start-up lock and pg_dump, which a transaction-mode pooler cannot carry'
        );
      if (v.DATABASE_POOLER !== 'transaction' && v.DATABASE_DIRECT_URL)
        return 'DATABASE_DIRECT_URL is only used with DATABASE_POOLER=transaction: set DATABASE_POOLER=transaction if DATABASE_URL goes through a transaction-mode pooler, or unset DATABASE_DIRECT_URL';
      return undefined;
    },
  },
  {
    reads: ['STORAGE_DRIVER', 'S3_BUCKET'],
    problem: (v) =>
      v.STORAGE_DRIVER === 's3' && !v.S3_BUCKET
        ? 'S3_BUCKET is required with STORAGE_DRIVER=s3: the name of the bucket that holds the files'
        : undefined,
  },
  {
    // One key without the other would silently fall back to the SDK's default chain and sign with someone else's identity.
    reads: ['STORAGE_DRIVER', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    problem: (v) =>
      v.STORAGE_DRIVER === 's3' && !v.S3_ACCESS_KEY_ID !== !v.S3_SECRET_ACCESS_KEY
        ? "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's default credentials (environment, profile, instance role)"
        : undefined,
  },
  {
    // Half a provider would show a button that can only fail.
    reads: ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
    problem: (v) =>
      v.OIDC_ISSUER && (!v.OIDC_CLIENT_ID || !v.OIDC_CLIENT_SECRET)
        ? 'OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: set the client id and secret the provider gave the back office, or unset OIDC_ISSUER'
        : undefined,
  },
];

export function crossSettingProblems(values: SettingValues, rejected: ReadonlySet<SettingName>): string[] {
  return RULES.filter((rule) => !rule.reads.some((name) => rejected.has(name)))
    .map((rule) => rule.problem(values))
    .filter((p): p is string => p !== undefined);
}
