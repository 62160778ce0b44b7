// DATABASE_POOLER and DATABASE_DIRECT_URL (issue 43 item 2, decision 0130): behind a
// transaction-mode pooler the direct URL is required, and it means nothing without one.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/platform/config.js';
import { SettingsError } from '../../src/server/platform/settings/parse.js';
import { PG_SECRETS } from '../support/dialects.js';

const POOLED = 'postgres://cms@pgbouncer.internal:6432/cms';
const DIRECT = 'postgres://cms@db.internal:5432/cms';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(SettingsError);
    return (e as SettingsError).problems;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('DATABASE_POOLER', () => {
  it('transaction with DATABASE_DIRECT_URL: the direct URL reaches the configuration', () => {
    const config = loadConfig({
      ...PG_SECRETS,
      DATABASE_URL: POOLED,
      DATABASE_POOLER: 'transaction',
      DATABASE_DIRECT_URL: DIRECT,
    });
    expect(config).toMatchObject({ databaseUrl: POOLED, databaseDirectUrl: DIRECT });
  });

  it('none by default: no direct URL', () => {
    expect(loadConfig({ ...PG_SECRETS, DATABASE_URL: DIRECT }).databaseDirectUrl).toBeUndefined();
  });

  it('transaction without DATABASE_DIRECT_URL does not start, and says what is missing and why', () => {
    expect(problemsOf({ ...PG_SECRETS, DATABASE_URL: POOLED, DATABASE_POOLER: 'transaction' })).toEqual([
      'DATABASE_DIRECT_URL is required with DATABASE_POOLER=transaction: a connection to the same database that does not go ' +
        'through the pooler, for the change notices (LISTEN), the start-up lock and pg_dump, which a transaction-mode pooler cannot carry',
    ]);
  });

  it('transaction on SQLite (no DATABASE_URL) does not start', () => {
    expect(problemsOf({ DATABASE_POOLER: 'transaction', DATABASE_DIRECT_URL: DIRECT })).toEqual([
      'DATABASE_POOLER=transaction needs DATABASE_URL: the pooled PostgreSQL connection (SQLite has no pooler)',
    ]);
  });

  it('DATABASE_DIRECT_URL without the pooler setting does not start (it would be silently unused)', () => {
    expect(problemsOf({ ...PG_SECRETS, DATABASE_URL: POOLED, DATABASE_DIRECT_URL: DIRECT })).toEqual([
      'DATABASE_DIRECT_URL is only used with DATABASE_POOLER=transaction: set DATABASE_POOLER=transaction if DATABASE_URL goes through a transaction-mode pooler, or unset DATABASE_DIRECT_URL',
    ]);
  });

  it('names the modes it knows', () => {
    const [problem] = problemsOf({ ...PG_SECRETS, DATABASE_URL: POOLED, DATABASE_POOLER: 'session' });
    expect(problem).toMatch(/^DATABASE_POOLER must be "none" .* or "transaction" .*, got "session"$/);
  });
});
