// Where this instance is in its life, for the readiness check and the gate
// that holds requests back until the database is ready.
export class Lifecycle {
  /** Migrated, seeded and listening for other instances' notices: every route may answer. */
  prepared = false;
  /** SIGTERM received: finishing requests in flight; the balancer should send no more. */
  draining = false;
  /** What shutdown is waiting for now, named in the log when the grace period runs out (a function when it changes while waited for). */
  shutdownStep: string | (() => string) = '';
}
