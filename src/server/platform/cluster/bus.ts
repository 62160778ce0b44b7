// How instances sharing one PostgreSQL database tell each other that their
// memory went stale (contract §4a). Two kinds of notice arrive on one
// listening connection per instance:
//   - table changes, sent by the triggers of change-triggers.ts inside the
//     writing transaction (so at commit, and never for a rollback);
//   - messages an instance publishes itself (a cache clear), on their own channel.
// While that connection is down nothing tells us what others changed, so
// `live` turns false and the caches built on it must not be trusted; after it
// is back (LISTEN re-issued) every cache is dropped (`onResync`), since
// notices sent meanwhile are lost. SQLite is one process: LocalBus.
import pg from 'pg';
import { sqlOf, type Queryable } from '../db/executor.js';
import { CHANGES_CHANNEL } from './change-triggers.js';

const MESSAGES_CHANNEL = 'cms_messages';

/** What one instance asks the others to do. */
export type BusMessage = { kind: 'cache-clear'; names: string[] };

export interface InstanceBus {
  /** This instance's id: its connections' application_name, so its own notices can be skipped. */
  readonly instanceId: string;
  /** False while notices from other instances could be missed: caches must be bypassed then. */
  readonly live: boolean;
  /** Tables other instances changed (their commits). */
  onTablesChanged(listener: (tables: ReadonlySet<string>) => void): void;
  /** Messages other instances published. */
  onMessage(listener: (message: BusMessage) => void): void;
  /** After a reconnect: everything cached may be stale. */
  onResync(listener: () => void): void;
  /** Starts listening (resolves once listening, or after a first failure: retries go on in the background). */
  start(): Promise<void>;
  /** Sends a message to every other instance, through db (a transaction: sent at its commit). */
  publish(db: Queryable, message: BusMessage): Promise<void>;
  close(): Promise<void>;
}

/** One process owns the database: nothing to hear, nothing to tell. */
export class LocalBus implements InstanceBus {
  readonly live = true;
  constructor(readonly instanceId: string) {}
  onTablesChanged(): void {}
  onMessage(): void {}
  onResync(): void {}
  async start(): Promise<void> {}
  async publish(): Promise<void> {}
  async close(): Promise<void> {}
}

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;
/** A silent network drop shows only when something is sent: probe the listening connection this often. */
const PROBE_MS = 5_000;

export class PostgresBus implements InstanceBus {
  private client: pg.Client | undefined;
  private connected = false;
  private closed = false;
  private everConnected = false;
  private retryMs = RECONNECT_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private probeTimer: NodeJS.Timeout | undefined;
  private readonly tableListeners: ((tables: ReadonlySet<string>) => void)[] = [];
  private readonly messageListeners: ((message: BusMessage) => void)[] = [];
  private readonly resyncListeners: (() => void)[] = [];

  constructor(
    private readonly url: string,
    readonly instanceId: string,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  get live(): boolean {
    return this.connected;
  }

  onTablesChanged(listener: (tables: ReadonlySet<string>) => void): void {
    this.tableListeners.push(listener);
  }
  onMessage(listener: (message: BusMessage) => void): void {
    this.messageListeners.push(listener);
  }
  onResync(listener: () => void): void {
    this.resyncListeners.push(listener);
  }

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.url,
      application_name: `${this.instanceId}:listen`,
      connectionTimeoutMillis: 3000,
      keepAlive: true,
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (n) => this.receive(n.channel, n.payload ?? ''));
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}; LISTEN ${MESSAGES_CHANNEL}`);
    } catch (e) {
      this.log(`cluster bus: cannot listen (${(e as Error).message}); retrying`);
      this.lost(client);
      return;
    }
    if (this.closed || this.client !== client) return void client.end().catch(() => undefined);
    // Listening again: what was cached before may have missed notices (a first connect has nothing cached yet).
    if (this.everConnected) this.resync();
    this.everConnected = true;
    this.connected = true;
    this.retryMs = RECONNECT_MIN_MS;
    this.probeTimer = setInterval(() => void client.query('SELECT 1').catch(() => this.lost(client)), PROBE_MS);
    this.probeTimer.unref();
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.connected = false;
    clearInterval(this.probeTimer);
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    // Drop caches at once as well: they stay bypassed until the reconnect, and are dropped again then.
    this.resync();
    if (this.closed) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
    this.retryTimer = setTimeout(() => void this.connect(), wait);
    this.retryTimer.unref();
  }

  private resync(): void {
    for (const listener of this.resyncListeners) listener();
  }

  private receive(channel: string, payload: string): void {
    if (channel === CHANGES_CHANNEL) {
      const space = payload.indexOf(' ');
      const table = space < 0 ? payload : payload.slice(0, space);
      if (space >= 0 && payload.slice(space + 1) === this.instanceId) return; // our own write: handled locally
      const tables = new Set([table]);
      for (const listener of this.tableListeners) listener(tables);
      return;
    }
    if (channel !== MESSAGES_CHANNEL) return;
    let parsed: { from?: string; message?: BusMessage };
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (parsed.from === this.instanceId || !parsed.message) return;
    for (const listener of this.messageListeners) listener(parsed.message);
  }

  async publish(db: Queryable, message: BusMessage): Promise<void> {
    // On the caller's transaction when it passes one: delivered at its commit, never after a rollback.
    await db.run(
      sqlOf('SELECT pg_notify($1, $2)', [MESSAGES_CHANNEL, JSON.stringify({ from: this.instanceId, message })]),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.probeTimer);
    const client = this.client;
    this.client = undefined;
    this.connected = false;
    if (client) await client.end().catch(() => undefined);
  }
}
