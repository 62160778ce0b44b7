// Client data caching (spec §9): "the shell retries an error once; requests
// are deduplicated over 2 s; focus revalidation is throttled to 5 s; the
// error retry interval is 5 s (10 s on a slow connection); a load counts as
// slow after 3 s (5 s on a slow connection)". Those are SWR's options
// (errorRetryCount, dedupingInterval, focusThrottleInterval,
// errorRetryInterval, loadingTimeout); this app caches with TanStack Query,
// so each is mapped onto the QueryClient's query defaults here
// (providers/query-client.ts), and the slow-load notice onto useSlowLoading.
import type { Query, QueryClientConfig } from '@tanstack/react-query';

/** The shell retries a failed read once. */
export const SHELL_ERROR_RETRIES = 1;
/** The same read again within 2 s is answered from the cache (staleTime), and reads in flight are shared. */
export const DEDUPE_INTERVAL_MS = 2_000;
/** Coming back to the tab reads again at most once per 5 s per query. */
export const FOCUS_THROTTLE_MS = 5_000;
/** The wait before the retry of a failed read … */
export const ERROR_RETRY_INTERVAL_MS = 5_000;
/** … on a slow connection. */
export const SLOW_ERROR_RETRY_INTERVAL_MS = 10_000;
/** A first load counts as slow after this long … */
export const LOADING_TIMEOUT_MS = 3_000;
/** … on a slow connection. */
export const SLOW_LOADING_TIMEOUT_MS = 5_000;

/** The Network Information API's part this module reads (Chromium; absent elsewhere: not slow). */
interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

const SLOW_TYPES = new Set(['slow-2g', '2g', '3g']);

/** Whether the browser reports a slow connection: an effective type of 3G or worse, or data saving on. */
export function isSlowConnection(
  nav: { connection?: ConnectionInfo } | undefined = globalThis.navigator as
    { connection?: ConnectionInfo } | undefined,
): boolean {
  const connection = nav?.connection;
  return !!connection && (connection.saveData === true || SLOW_TYPES.has(connection.effectiveType ?? ''));
}

/** The wait before retrying a failed read: 5 s, or 10 s on a slow connection (read when the retry is due). */
export const errorRetryInterval = (slow = isSlowConnection()): number =>
  slow ? SLOW_ERROR_RETRY_INTERVAL_MS : ERROR_RETRY_INTERVAL_MS;

/** How long a first load runs before it counts as slow: 3 s, or 5 s on a slow connection. */
export const loadingTimeout = (slow = isSlowConnection()): number =>
  slow ? SLOW_LOADING_TIMEOUT_MS : LOADING_TIMEOUT_MS;

/** Focus revalidation: only when the query last answered (data or error) at least 5 s ago. */
export function focusRevalidation(query: Pick<Query, 'state'>, now = Date.now()): boolean {
  const last = Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt);
  return now - last >= FOCUS_THROTTLE_MS;
}

/**
 * Whether a failed read is worth its one retry: a network failure (status 0 or
 * none), a timeout (408), a rate limit (429) or a server error (5xx). A refusal
 * (401, 403, 404, 422 …) would only be refused again, 5 s later, while the
 * screen kept the user waiting.
 */
export function retriable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status === 0) return true;
  return status === 408 || status === 429 || status >= 500;
}

/** The QueryClient's query defaults: every read not set otherwise (react-admin's lists, records, references). */
export function shellQueryDefaults(): NonNullable<NonNullable<QueryClientConfig['defaultOptions']>['queries']> {
  return {
    retry: (failures, error) => failures < SHELL_ERROR_RETRIES && retriable(error),
    retryDelay: () => errorRetryInterval(),
    staleTime: DEDUPE_INTERVAL_MS,
    refetchOnWindowFocus: (query) => focusRevalidation(query),
  };
}
