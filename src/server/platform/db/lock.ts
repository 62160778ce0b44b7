// A FIFO mutex: run() waits for every earlier holder to finish. Used to keep
// SQLite writes and transactions from interleaving across awaits.
export class Lock {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn, fn);
    // The next holder waits for this one whatever its outcome.
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}
