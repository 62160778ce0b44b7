// Spec §9's client caching constants, each named once and mapped onto the
// app's QueryClient (providers/query-client.ts): one retry after 5 s (10 s on
// a slow connection), reads deduplicated over 2 s, focus revalidation
// throttled to 5 s; a first load slow after 3 s (5 s).
import { focusManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../providers/query-client.js';
import {
  DEDUPE_INTERVAL_MS,
  ERROR_RETRY_INTERVAL_MS,
  errorRetryInterval,
  FOCUS_THROTTLE_MS,
  focusRevalidation,
  isSlowConnection,
  retriable,
  LOADING_TIMEOUT_MS,
  loadingTimeout,
  SHELL_ERROR_RETRIES,
  SLOW_ERROR_RETRY_INTERVAL_MS,
  SLOW_LOADING_TIMEOUT_MS,
} from './client-caching.js';

describe('the constants of spec §9', () => {
  it('are the spec’s numbers', () => {
    expect([
      SHELL_ERROR_RETRIES,
      DEDUPE_INTERVAL_MS,
      FOCUS_THROTTLE_MS,
      ERROR_RETRY_INTERVAL_MS,
      SLOW_ERROR_RETRY_INTERVAL_MS,
      LOADING_TIMEOUT_MS,
      SLOW_LOADING_TIMEOUT_MS,
    ]).toEqual([1, 2000, 5000, 5000, 10000, 3000, 5000]);
  });

  it.each([
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '4g', saveData: true }, true],
    [{}, false],
  ])('a connection %j is slow: %s', (connection, slow) => {
    expect(isSlowConnection({ connection })).toBe(slow);
    expect(errorRetryInterval(isSlowConnection({ connection }))).toBe(slow ? 10_000 : 5_000);
    expect(loadingTimeout(isSlowConnection({ connection }))).toBe(slow ? 5_000 : 3_000);
  });

  it('takes a browser without the Network Information API as not slow', () => {
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });

  it.each([
    [new Error('Failed to fetch'), true],
    [{ status: 0 }, true],
    [{ status: 503 }, true],
    [{ status: 429 }, true],
    [{ status: 408 }, true],
    [{ status: 403 }, false],
    [{ status: 404 }, false],
    [{ status: 422 }, false],
  ])('retries %j: %s', (error, want) => expect(retriable(error)).toBe(want));

  it('revalidates on focus only 5 s after the last answer', () => {
    const state = (dataUpdatedAt: number, errorUpdatedAt = 0) =>
      ({ state: { dataUpdatedAt, errorUpdatedAt } }) as Parameters<typeof focusRevalidation>[0];
    expect(focusRevalidation(state(10_000), 14_999)).toBe(false);
    expect(focusRevalidation(state(10_000), 15_000)).toBe(true);
    expect(focusRevalidation(state(0, 12_000), 15_000)).toBe(false);
  });
});

describe('the app’s QueryClient', () => {
  let client: QueryClient;
  let unsubscribers: (() => void)[];
  beforeEach(() => {
    vi.useFakeTimers();
    client = createQueryClient();
    client.mount(); // what QueryClientProvider does: listen to focus and reconnection
    unsubscribers = [];
  });
  afterEach(() => {
    unsubscribers.forEach((u) => u());
    client.clear();
    client.unmount();
    focusManager.setFocused(undefined);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** A screen reading `key`, as useQuery does. */
  const read = (key: string, queryFn: () => Promise<string>) => {
    const observer = new QueryObserver(client, { queryKey: [key], queryFn });
    unsubscribers.push(observer.subscribe(() => {}));
    return observer;
  };

  it('retries a failed read once, 5 s later, then reports the error', async () => {
    const queryFn = vi.fn(async () => {
      throw new Error('down');
    });
    const observer = read('fails', queryFn);
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().error).toBeNull();
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ERROR_RETRY_INTERVAL_MS - 1);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().error?.message).toBe('down');
  });

  it('waits 10 s before the retry on a slow connection', async () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: '2g' } });
    let calls = 0;
    const observer = read('slow', async () => {
      calls += 1;
      if (calls === 1) throw new Error('timeout');
      return 'ok';
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    expect(observer.getCurrentResult().data).toBe('ok');
  });

  it('answers the same read from the cache within 2 s, and reads again after', async () => {
    const queryFn = vi.fn(async () => 'rows');
    read('list', queryFn);
    await vi.advanceTimersByTimeAsync(1_000);
    read('list', queryFn);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DEDUPE_INTERVAL_MS);
    read('list', queryFn);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('revalidates on focus at most once per 5 s', async () => {
    const queryFn = vi.fn(async () => 'rows');
    read('focus', queryFn);
    await vi.advanceTimersByTimeAsync(3_000);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1); // stale (past 2 s) but within 5 s of its answer
    await vi.advanceTimersByTimeAsync(2_000);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('reports a refusal (4xx) at once, without the retry', async () => {
    const queryFn = vi.fn(async () => {
      throw Object.assign(new Error('Forbidden'), { status: 403 });
    });
    const observer = read('refused', queryFn);
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().error?.message).toBe('Forbidden');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('lets a screen’s own options win', async () => {
    const queryFn = vi.fn(async () => {
      throw new Error('down');
    });
    const observer = new QueryObserver(client, { queryKey: ['own'], queryFn, retry: false });
    unsubscribers.push(observer.subscribe(() => {}));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
