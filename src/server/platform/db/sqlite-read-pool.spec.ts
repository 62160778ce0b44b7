// The read pool's streams are capped: STREAM_WORKERS read at once, the next
// waits for one to end (rather than each export starting a thread of its own);
// a stream that ends leaves its worker warm for the next, which reads from its
// own first row whether the last one was read out, stopped early or failed.
import Database from './sqlite-driver.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadPool, STREAM_WORKERS } from './sqlite-read-pool.js';

describe('ReadPool streams', () => {
  let dir: string;
  let pool: ReadPool;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'read-pool-'));
    const db = new Database(join(dir, 'db.sqlite'));
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE t (n INTEGER)');
    const insert = db.prepare('INSERT INTO t VALUES (?)');
    for (let n = 0; n < 10; n++) insert.run(n);
    db.close();
    pool = new ReadPool(join(dir, 'db.sqlite'), 0, 1);
  });
  afterAll(async () => {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`reads at most ${STREAM_WORKERS} streams at once; the next starts when one ends`, async () => {
    const streams = Array.from({ length: STREAM_WORKERS + 1 }, () =>
      pool.stream('SELECT n FROM t ORDER BY n', [], 2)[Symbol.asyncIterator](),
    );
    const firsts = await Promise.all(streams.slice(0, STREAM_WORKERS).map((s) => s.next()));
    expect(firsts.map((f) => f.value)).toEqual(Array(STREAM_WORKERS).fill([{ n: 0 }, { n: 1 }]));
    let lastStarted = false;
    const last = streams[STREAM_WORKERS].next().then((r) => ((lastStarted = true), r));
    // Plain reads still run while the streams hold their slots.
    expect(await pool.all('SELECT COUNT(*) AS c FROM t', [])).toEqual([{ c: 10 }]);
    expect(lastStarted).toBe(false);
    expect(pool.streamsWaiting).toBe(1);
    await streams[0].return!(undefined);
    expect((await last).value).toEqual([{ n: 0 }, { n: 1 }]);
    expect(pool.streamsWaiting).toBe(0);
    await Promise.all(streams.slice(1).map((s) => s.return!(undefined)));
  });

  it('gives a stream worker a small page cache and a pooled reader a large one (decision 0111)', async () => {
    const [pooled] = await pool.all('PRAGMA cache_size', []);
    const streamed: unknown[] = [];
    for await (const batch of pool.stream('PRAGMA cache_size', [], 10)) streamed.push(...batch);
    // Negative: KiB rather than pages.
    expect(pooled).toEqual({ cache_size: -65_536 });
    expect(streamed).toEqual([{ cache_size: -8_192 }]);
  });

  it('fails a waiting stream when the pool closes', async () => {
    const other = new ReadPool(join(dir, 'db.sqlite'), 0, 1);
    const held = Array.from({ length: STREAM_WORKERS }, () =>
      other.stream('SELECT n FROM t', [], 1)[Symbol.asyncIterator](),
    );
    await Promise.all(held.map((s) => s.next()));
    const waiting = expect(other.stream('SELECT n FROM t', [], 1)[Symbol.asyncIterator]().next()).rejects.toThrow(
      'The database is closed',
    );
    await other.close();
    await waiting;
  });

  it('reuses a warm worker for the next stream, whether the last was read out, stopped early or failed', async () => {
    const own = new ReadPool(join(dir, 'db.sqlite'), 0, 1);
    try {
      const readAll = async (sql: string) => {
        const rows: unknown[] = [];
        for await (const batch of own.stream(sql, [], 3)) rows.push(...batch);
        return rows;
      };
      expect(await readAll('SELECT n FROM t WHERE n < 4 ORDER BY n')).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }, { n: 3 }]);
      expect(own.threads).toBe(1);
      // stopped after its first batch: the next stream of the same statement starts at its first row again
      const early = own.stream('SELECT n FROM t ORDER BY n', [], 2)[Symbol.asyncIterator]();
      expect((await early.next()).value).toEqual([{ n: 0 }, { n: 1 }]);
      await early.return!(undefined);
      expect(await readAll('SELECT n FROM t ORDER BY n')).toHaveLength(10);
      // a statement that fails leaves the worker usable
      await expect(readAll('SELECT nope FROM t')).rejects.toThrow(/no such column/);
      expect(await readAll('SELECT n FROM t WHERE n = 9')).toEqual([{ n: 9 }]);
      expect(own.threads).toBe(1);
    } finally {
      await own.close();
    }
  });
});
