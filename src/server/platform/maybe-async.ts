// Values usually at hand that sometimes need I/O. The path every signed-in
// call takes (a token verified before, a cached stamp, an in-memory limit
// count) stays synchronous — no promise and no microtask per step — and
// becomes a promise only when something must be read or computed
// asynchronously. `await` accepts both, so ordinary callers do not change.
export type MaybePromise<T> = T | Promise<T>;

export function isPromise<T>(value: MaybePromise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === 'function';
}

/** f applied to value: at once when value is at hand, after it settles otherwise. */
export function andThen<T, U>(value: MaybePromise<T>, f: (t: T) => MaybePromise<U>): MaybePromise<U> {
  return isPromise(value) ? value.then(f) : f(value);
}
