// DATABASE_REPLICA_URL and DATABASE_REPLICA_MAX_LAG_MS (docs/decisions/0131-read-replica.md): read into
// Config with the primary, refused with a message naming the problem without one or when it is the primary.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/platform/config.js';
import { SettingsError } from '../../src/server/platform/settings/parse.js';

const PRIMARY = 'postgres://app@db1/app';
const REPLICA = 'postgres://app@db2/app';
const KEYS = { JWT_SECRET: 'x'.repeat(40), SECRETS_KEY: '0'.repeat(64) };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(SettingsError);
    return (e as SettingsError).problems;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('the read replica settings', () => {
  it('name the replica and its lag limit (5000 ms unless set); none without the setting', () => {
    expect(loadConfig({ ...KEYS, DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: REPLICA }).databaseReplica).toEqual({
      url: REPLICA,
      maxLagMs: 5000,
    });
    expect(
      loadConfig({ ...KEYS, DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: REPLICA, DATABASE_REPLICA_MAX_LAG_MS: '800' })
        .databaseReplica?.maxLagMs,
    ).toBe(800);
    expect(loadConfig({ ...KEYS, DATABASE_URL: PRIMARY }).databaseReplica).toBeUndefined();
  });

  it('refuse a replica without a primary, the primary named twice, and a limit out of range', () => {
    expect(problemsOf({ DATABASE_REPLICA_URL: REPLICA }).join('\n')).toMatch(/DATABASE_REPLICA_URL needs DATABASE_URL/);
    expect(problemsOf({ ...KEYS, DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: PRIMARY }).join('\n')).toMatch(
      /DATABASE_REPLICA_URL names the same database as DATABASE_URL/,
    );
    expect(
      problemsOf({
        ...KEYS,
        DATABASE_URL: PRIMARY,
        DATABASE_REPLICA_URL: REPLICA,
        DATABASE_REPLICA_MAX_LAG_MS: '50',
      }).join('\n'),
    ).toMatch(/DATABASE_REPLICA_MAX_LAG_MS/);
    expect(problemsOf({ ...KEYS, DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: 'mysql://x' }).join('\n')).toMatch(
      /DATABASE_REPLICA_URL/,
    );
  });
});
