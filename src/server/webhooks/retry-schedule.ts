// How long a failed delivery waits before its next attempt (issue 45: "retried
// on failure with growing delays for at least an hour"). Seven retries after
// the first attempt, 2 h 8 min in all; a delivery still failing after the last
// one fails for good and its webhook is switched off (worker.ts). Tests pass
// shorter waits through Config.webhookRetryDelaysMs.
const MINUTE = 60_000;

export const RETRY_DELAYS_MS: readonly number[] = [
  1 * MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  20 * MINUTE,
  30 * MINUTE,
  60 * MINUTE,
];

/** A delivery gets its first attempt plus one per delay. */
export const maxAttempts = (delays: readonly number[]) => delays.length + 1;
