// Where a webhook may send (issue 45 "Safety"): http(s) only, and no address
// that resolves to loopback, private or link-local ranges (IPv4, IPv6 and
// IPv4-mapped; net/address-policy.ts) unless WEBHOOK_ALLOW_PRIVATE=true.
// Checked when a webhook is saved, and again at each delivery by safeFetch
// against the address it then connects to (pinned: no DNS-rebinding gap).
import type { Config } from '../config.js';
import { checkUrl } from '../net/safe-fetch.js';
import { ApiError } from '../errors.js';

/** The addresses beyond the public ones a delivery may reach: every one with the setting on, else FETCH_ALLOW's. */
export function allowedPrivate(config: Config, fetchAllow: (ip: string) => boolean): (ip: string) => boolean {
  return config.webhookAllowPrivate ? () => true : fetchAllow;
}

/** Refuses a URL a webhook may not call (400 naming the field). */
export async function checkTarget(url: string, allow: (ip: string) => boolean): Promise<void> {
  try {
    await checkUrl(url, { allow });
  } catch (e) {
    if (e instanceof ApiError)
      throw new ApiError(
        400,
        `${e.message}${/private|loopback/.test(e.message) ? ' (set WEBHOOK_ALLOW_PRIVATE=true only for development and tests)' : ''}`,
        'url',
      );
    throw e;
  }
}
