// Which reads may go to the read replica (docs/decisions/0131-read-replica.md).
// None by default: a read is sent there only inside a scope a GET handler opens
// around the data it answers with (a list page, a record, an export), so the
// reads that fill this process's caches (sessions, accounts) and every read of
// a write stay on the primary. The scope carries the caller's last write
// position, which the replica must have replayed before it may answer.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface ReadScope {
  /** The primary's WAL position after the caller's last write (read-your-writes); none: any replayed state will do. */
  readonly after?: bigint;
}

const scope = new AsyncLocalStorage<ReadScope>();

/** The scope of the read being routed, if a handler opened one. */
export const currentReadScope = (): ReadScope | undefined => scope.getStore();

/** Runs fn with its reads allowed on the replica. */
export function readsFromReplica<T>(read: ReadScope, fn: () => T): T {
  return scope.run(read, fn);
}

/**
 * The same for rows consumed later (a streamed list or export): each step of the
 * iteration runs in the scope, since the stream reads long after the handler returned.
 */
export function iterateFromReplica<T>(read: ReadScope, rows: AsyncIterable<T>): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]() {
      const it = scope.run(read, () => rows[Symbol.asyncIterator]());
      return {
        next: () => scope.run(read, () => it.next()),
        return: (value?: unknown) =>
          scope.run(read, () => it.return?.(value) ?? Promise.resolve({ done: true, value: undefined as T })),
      } as AsyncIterator<T>;
    },
  };
}
