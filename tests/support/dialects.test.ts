import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from '../../src/server/platform/db/sqlite-driver.js';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freshDatabase, pgAdminUrl, testDialects, type DialectName } from './dialects.js';

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

describe('testDialects', () => {
  it('reads TEST_DIALECTS, defaulting to both', () => {
    const saved = process.env.TEST_DIALECTS;
    try {
      delete process.env.TEST_DIALECTS;
      expect(testDialects()).toEqual(['sqlite', 'postgres']);
      process.env.TEST_DIALECTS = ' postgres ';
      expect(testDialects()).toEqual(['postgres']);
      process.env.TEST_DIALECTS = 'postgres,sqlite';
      expect(testDialects()).toEqual(['sqlite', 'postgres']);
      process.env.TEST_DIALECTS = 'mysql';
      expect(() => testDialects()).toThrow(/unknown dialect/);
    } finally {
      if (saved === undefined) delete process.env.TEST_DIALECTS;
      else process.env.TEST_DIALECTS = saved;
    }
  });
});

const probes: Record<DialectName, () => Promise<void>> = {
  async sqlite() {
    const db = await freshDatabase('sqlite');
    expect(db.databaseUrl).toBeUndefined();
    expect(existsSync(db.dataDir)).toBe(true);
    const file = join(db.dataDir, 'probe.sqlite');
    const conn = new Database(file);
    conn.exec('create table probe (id integer primary key, name text not null)');
    conn.prepare('insert into probe (name) values (?)').run('hello');
    expect(conn.prepare('select name from probe').all()).toEqual([{ name: 'hello' }]);
    conn.close();
    expect(existsSync(file)).toBe(true);

    await db.drop();
    expect(existsSync(db.dataDir)).toBe(false);
    await db.drop(); // idempotent
  },

  async postgres() {
    const db = await freshDatabase('postgres');
    expect(existsSync(db.dataDir)).toBe(true);
    expect(db.databaseUrl).toBeTruthy();
    const name = new URL(db.databaseUrl!).pathname.slice(1);
    expect(name).toMatch(/^cms_test_\d+_[a-z0-9]+_[0-9a-f]+$/);

    await withClient(db.databaseUrl!, async (c) => {
      // empty to start with
      const tables = await c.query(`select count(*) as n from pg_tables where schemaname = 'public'`);
      expect(Number(tables.rows[0].n)).toBe(0);
      await c.query('create table probe (id serial primary key, name text not null)');
      await c.query('insert into probe (name) values ($1)', ['hello']);
      const { rows } = await c.query('select name from probe');
      expect(rows).toEqual([{ name: 'hello' }]);
    });

    const exists = () =>
      withClient(pgAdminUrl(), async (c) => {
        const r = await c.query('select count(*) as n from pg_database where datname = $1', [name]);
        return Number(r.rows[0].n) === 1;
      });
    expect(await exists()).toBe(true);

    // a connection left open must not stop drop() (DROP DATABASE ... WITH (FORCE))
    const leftover = new pg.Client({ connectionString: db.databaseUrl! });
    leftover.on('error', () => {});
    await leftover.connect();

    await db.drop();
    await leftover.end().catch(() => {});
    expect(await exists()).toBe(false);
    expect(existsSync(db.dataDir)).toBe(false);
    await db.drop(); // idempotent
  },
};

describe.each(testDialects())('freshDatabase(%s)', (dialect) => {
  it('creates an empty database, takes a row, and drop() removes it', async () => {
    await probes[dialect]();
  });

  it('gives distinct databases on each call', async () => {
    const a = await freshDatabase(dialect);
    await a.drop();
    const b = await freshDatabase(dialect);
    try {
      expect(b.dataDir).not.toBe(a.dataDir);
      if (dialect === 'postgres') {
        expect(b.databaseUrl).not.toBe(a.databaseUrl);
        // nothing left over from a previous database's tables
        await withClient(b.databaseUrl!, async (c) => {
          const r = await c.query(`select count(*) as n from pg_tables where tablename = 'probe'`);
          expect(Number(r.rows[0].n)).toBe(0);
        });
      }
    } finally {
      await b.drop();
    }
  });
});
