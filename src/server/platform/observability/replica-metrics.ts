// The read replica's figures on /metrics (docs/decisions/0131-read-replica.md):
// whether this instance uses it, how far behind it is, and where each read that
// could have gone there went, with the reason when it went to the primary.
import { Counter, Gauge } from 'prom-client';
import { registry } from './metrics.js';

export const replicaInUse = new Gauge({
  name: 'cms_db_replica_in_use',
  help: 'Read replica: 1 while this instance sends reads to it, 0 while it is left out (stopped, unreachable or too far behind)',
  registers: [registry],
});

/** Where the lag gauge reads from: the replica-routed executor opened last (one per process in production). */
let lagSource: (() => number) | undefined;
export function setReplicaLagSource(source: () => number): void {
  lagSource = source;
}

new Gauge({
  name: 'cms_db_replica_lag_seconds',
  help: 'Read replica: age of the oldest primary WAL position it has not replayed yet (0 when caught up), as last polled',
  registers: [registry],
  collect() {
    if (lagSource) this.set(lagSource() / 1000);
  },
});

/** target: replica | primary; reason: why a read the replica could have answered went to the primary (none for the replica). */
export const replicaReads = new Counter({
  name: 'cms_db_replica_reads_total',
  help: 'Reads allowed on the read replica, by where they went and why (down, lagging, writer-ahead, change-ahead, failed)',
  labelNames: ['target', 'reason'] as const,
  registers: [registry],
});
