// Where this instance is in its life, for the readiness check and the gate
// that holds requests back until the database is ready.
export class Lifecycle {
  /** Migrated, seeded and listening for other instances' notices: every route may answer. */
  prepared = false;
  /** SIGTERM received: finishing requests in flight; the balancer should send no more. */
  draining = false;
  /** What shutdown is waiting for now, named in the log when the grace period runs out (a function when it changes while waited for). */
  shutdownStep: string | (() => string) = '';
  private readonly workers: BackgroundWorker[] = [];

  /** Starts `worker` once the database is migrated (it must not poll tables not made yet); stopStarted() stops it. */
  runInBackground(worker: BackgroundWorker): void {
    this.workers.push(worker);
    if (this.prepared) worker.start();
  }

  /** Marks the instance prepared and starts the background workers. */
  markPrepared(): void {
    this.prepared = true;
    for (const worker of this.workers) worker.start();
  }

  /** Stops every background worker, waiting for the work under way (before the database closes). */
  async stopBackground(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.stop()));
  }
}

/** A feature's own loop (the webhook worker): started once prepared, stopped before the database closes. */
export interface BackgroundWorker {
  start(): void;
  stop(): Promise<void>;
}
