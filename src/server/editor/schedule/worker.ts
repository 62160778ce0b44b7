// Every instance runs one: each tick reads the due pending rows (an indexed
// query on status + due_at, cheap enough every second) and applies them
// (run-change.ts decides which instance does, once). A change due while
// every instance was down is due at the first tick after a start.
import type { Executor } from '../../platform/db/executor.js';
import type { BackgroundWorker } from '../../platform/lifecycle.js';
import { runChange } from './run-change.js';
import { STATUS, type ScheduledRow } from './store.js';

const BATCH = 20;

interface WorkerOptions {
  db: Executor;
  now: () => number;
  pollMs: number;
  log: (message: string) => void;
}

export class ScheduleWorker implements BackgroundWorker {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(private readonly o: WorkerOptions) {}

  start(): void {
    if (this.o.pollMs <= 0 || this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => this.tick(), this.o.pollMs);
    this.timer.unref();
    this.tick(); // what fell due while this instance was down, without waiting a period
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private tick(): void {
    if (this.running || this.stopped) return;
    this.running = this.runDue()
      .then(() => undefined)
      .catch((e: unknown) => this.o.log(`scheduled changes: ${(e as Error).message}`))
      .finally(() => (this.running = undefined));
  }

  /** Applies what is due now; answers how many changes this instance applied or marked failed. */
  async runDue(): Promise<number> {
    const { db } = this.o;
    let ran = 0;
    for (;;) {
      const now = this.o.now();
      const due = await db.all<ScheduledRow>(
        db.builder
          .selectFrom('_scheduled_change')
          .select(['id', 'c_id', 'action', 'cv_id', 'due_at', 'status', 'set_by'])
          .where('status', '=', STATUS.pending)
          .where('due_at', '<=', now)
          .orderBy('due_at')
          .limit(BATCH)
          .compile(),
      );
      for (const row of due) {
        if (this.stopped) return ran;
        if ((await runChange(db, row, now)) !== 'taken') ran++;
      }
      if (due.length < BATCH) return ran;
    }
  }
}
