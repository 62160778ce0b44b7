// Read-only SQLite connections in worker threads, so that a read which may
// take long (a sort over every row, a count, a streamed export) runs beside
// the event loop instead of inside it; WAL lets them read while the main
// connection writes, and each sees every transaction committed before its
// statement started. Plain reads share a small pool, one statement per
// worker at a time, queued in order; a stream gets a worker of its own for
// its whole life, because a slow client holds it — at most STREAM_WORKERS at
// once (a thread and a connection each), later streams wait their turn in
// order, as a PostgreSQL stream waits for a pool connection. A stream's worker
// is kept warm for the next stream when it ends: starting one (an isolate,
// better-sqlite3 loaded, the file opened) costs ~85 ms, which every unpaged
// read of even a 300-byte table paid while each stream started its own
// (docs/decisions/0076-streams-reuse-warm-workers.md). A statement past the time
// limit is answered with StatementTimeout at once and its worker is ended
// (better-sqlite3 cannot interrupt a running statement, so the thread stops
// when the statement returns) and replaced.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Row } from './executor.js';
import { StatementTimeout } from './statement-timeout.js';
import { productFile } from '../product-root.js';

const WORKER_FILE = productFile('src/server/platform/db/sqlite-read-worker.js');

/** Enough for heavy reads to run side by side with medium ones on a small machine; more only adds memory. */
export const DEFAULT_READ_WORKERS = Math.min(4, Math.max(2, availableParallelism()));

/** Streams read at once (exports of whole tables); each holds a thread for as long as its client reads. */
export const STREAM_WORKERS = 4;

/**
 * Page cache of a read connection, in KiB (a pooled read worker's and the main thread's, sqlite.ts): its key
 * lookups and pages come back to the same pages again and again.
 */
export const READ_CACHE_KIB = 65_536;
/**
 * A stream worker's: an export reads its table once, start to end, so kept pages are seldom read
 * again, and up to STREAM_WORKERS of them (warm between streams) would otherwise hold 64 MB each
 * (decision 0111). Sorts that need more than this spill to temporary files, as SQLite's sorter does.
 */
const STREAM_CACHE_KIB = 8_192;

type Message =
  | { op: 'all' | 'values' | 'first' | 'open'; sql: string; params: unknown[] }
  | { op: 'next'; size: number }
  | { op: 'close' };
interface Answer {
  rows?: Row[];
  row?: Row;
  done?: boolean;
}

/** One worker thread and the one request it is answering. */
class Channel {
  private readonly thread: Worker;
  /** Settles when the worker has opened its connection: its start-up is no statement's time. */
  private readonly ready: Promise<void>;
  private pending?: { resolve: (a: Answer) => void; reject: (e: Error) => void; timer?: NodeJS.Timeout };
  private nextId = 0;
  dead = false;

  constructor(
    file: string,
    private readonly timeoutMs: number,
    cacheKiB: number,
  ) {
    // execArgv: [] keeps the parent's --import tsx out of a worker that needs none.
    this.thread = new Worker(WORKER_FILE, { workerData: { file, cacheKiB }, execArgv: [] });
    // A worker must not keep a stopping process alive; close() ends them anyway.
    this.thread.unref();
    let started!: () => void;
    this.ready = new Promise((r) => (started = r));
    this.thread.on('message', (m: Answer & { id: number; error?: { message: string; code?: string } }) => {
      if (m.id === 0) return started();
      const p = this.settle();
      if (!p) return;
      if (m.error) p.reject(Object.assign(new Error(m.error.message), m.error.code ? { code: m.error.code } : {}));
      else p.resolve(m);
    });
    const fail = (e: Error) => {
      this.dead = true;
      started();
      this.settle()?.reject(e);
    };
    this.thread.on('error', fail);
    this.thread.on('exit', (code) => fail(new Error(`SQLite read worker exited with code ${code}`)));
  }

  private settle() {
    const p = this.pending;
    this.pending = undefined;
    if (p?.timer) clearTimeout(p.timer);
    return p;
  }

  async request(message: Message): Promise<Answer> {
    await this.ready;
    if (this.dead) throw new Error('SQLite read worker is gone');
    return new Promise<Answer>((resolve, reject) => {
      const timer =
        this.timeoutMs > 0
          ? setTimeout(() => {
              this.settle()?.reject(new StatementTimeout(this.timeoutMs));
              void this.end();
            }, this.timeoutMs)
          : undefined;
      this.pending = { resolve, reject, timer };
      this.thread.postMessage({ id: ++this.nextId, ...message });
    });
  }

  async end(): Promise<void> {
    this.dead = true;
    await this.thread.terminate().catch(() => undefined);
  }
}

interface Task {
  message: Message;
  resolve: (a: Answer) => void;
  reject: (e: Error) => void;
}

export class ReadPool {
  private readonly idle: Channel[] = [];
  private readonly live = new Set<Channel>();
  /** Stream workers between streams, their connection open and their statement cache warm. */
  private readonly warmStreams: Channel[] = [];
  private readonly queue: Task[] = [];
  private pooled = 0;
  private closed = false;
  private streaming = 0;
  private readonly streamWaiters: { go: () => void; fail: (e: Error) => void }[] = [];

  constructor(
    private readonly file: string,
    private readonly timeoutMs: number,
    private readonly size = DEFAULT_READ_WORKERS,
  ) {}

  async all(sql: string, params: unknown[]): Promise<Row[]> {
    return (await this.run({ op: 'all', sql, params })).rows ?? [];
  }

  /** Rows as arrays of column values (Queryable.values): also cheaper to pass between threads. */
  async values(sql: string, params: unknown[]): Promise<unknown[][]> {
    return ((await this.run({ op: 'values', sql, params })).rows ?? []) as unknown as unknown[][];
  }

  async first(sql: string, params: unknown[]): Promise<Row | undefined> {
    return (await this.run({ op: 'first', sql, params })).row;
  }

  /** Every row in batches, read by a worker of its own; the time limit applies to each batch. */
  async *stream(sql: string, params: unknown[], batchSize: number): AsyncIterable<Row[]> {
    await this.streamSlot();
    let channel: Channel;
    try {
      channel = this.streamChannel();
    } catch (e) {
      this.releaseStreamSlot();
      throw e;
    }
    try {
      await channel.request({ op: 'open', sql, params });
      for (;;) {
        const { rows = [], done } = await channel.request({ op: 'next', size: batchSize });
        if (rows.length) yield rows;
        if (done) break;
      }
    } finally {
      await this.afterStream(channel);
      this.releaseStreamSlot();
    }
  }

  /** A warm stream worker if one is idle, else a new one. */
  private streamChannel(): Channel {
    for (let c = this.warmStreams.pop(); c; c = this.warmStreams.pop()) {
      if (!c.dead) return c;
      this.live.delete(c); // its thread failed while idle
    }
    return this.open(STREAM_CACHE_KIB);
  }

  /**
   * A worker whose stream ended (read to the end, stopped early, or failed with an error of its
   * statement) closes its cursor and waits warm for the next stream. One that timed out or died is
   * ended without waiting: a worker stopped mid-statement ends only when the statement returns,
   * and the answer (a 503, or the end of a stream) must not wait for that.
   */
  private async afterStream(channel: Channel): Promise<void> {
    if (!channel.dead && !this.closed) {
      const closed = await channel.request({ op: 'close' }).then(
        () => true,
        () => false,
      );
      if (closed && !channel.dead && !this.closed && this.warmStreams.length < STREAM_WORKERS) {
        this.warmStreams.push(channel);
        return;
      }
    }
    this.live.delete(channel);
    void channel.end();
  }

  /** Worker threads alive, pooled and streaming (tests: streams reuse warm workers). */
  get threads(): number {
    return this.live.size;
  }

  /** Streams waiting for a slot (for the health of exports, and tests). */
  get streamsWaiting(): number {
    return this.streamWaiters.length;
  }

  private streamSlot(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The database is closed'));
    if (this.streaming < STREAM_WORKERS) {
      this.streaming++;
      return Promise.resolve();
    }
    return new Promise((go, fail) => this.streamWaiters.push({ go, fail }));
  }

  /** The slot passes straight to the next waiting stream, if any. */
  private releaseStreamSlot(): void {
    const next = this.streamWaiters.shift();
    if (next) next.go();
    else this.streaming--;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.queue.splice(0)) t.reject(new Error('The database is closed'));
    for (const w of this.streamWaiters.splice(0)) w.fail(new Error('The database is closed'));
    await Promise.all([...this.live].map((c) => c.end()));
    this.live.clear();
    this.idle.length = 0;
    this.warmStreams.length = 0;
  }

  private open(cacheKiB = READ_CACHE_KIB): Channel {
    if (this.closed) throw new Error('The database is closed');
    const channel = new Channel(this.file, this.timeoutMs, cacheKiB);
    this.live.add(channel);
    return channel;
  }

  private run(message: Message): Promise<Answer> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new Error('The database is closed'));
      this.queue.push({ message, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length) {
      let channel = this.idle.pop();
      while (channel?.dead) {
        // Its thread failed while idle.
        this.live.delete(channel);
        this.pooled--;
        channel = this.idle.pop();
      }
      if (!channel) {
        // Started when first needed, so a server (or a test) that never reads much starts none.
        if (this.pooled >= this.size) return;
        channel = this.open();
        this.pooled++;
      }
      const task = this.queue.shift()!;
      const c = channel;
      c.request(task.message)
        .then(task.resolve, task.reject)
        .finally(() => {
          if (c.dead) {
            this.live.delete(c);
            this.pooled--;
          } else this.idle.push(c);
          if (!this.closed) this.pump();
        });
    }
  }
}
