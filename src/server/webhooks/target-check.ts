// Where a webhook may send (issue 45 "Safety"): http(s) only, and no address
// that resolves to loopback, private or link-local ranges (IPv4, IPv6 and
// IPv4-mapped; net/address-policy.ts) unless WEBHOOK_ALLOW_PRIVATE=true.
// Checked when a webhook is saved (refusals coded for the admin, decision
// 0120), and again at each delivery by safeFetch against the address it then
// connects to (pinned: no DNS-rebinding gap).
import type { Config } from '../platform/config.js';
import { checkUrl } from '../platform/net/safe-fetch.js';
import { ApiError, coded } from '../platform/errors.js';

/** The addresses beyond the public ones a delivery may reach: every one with the setting on, else FETCH_ALLOW's. */
export function allowedPrivate(config: Config, fetchAllow: (ip: string) => boolean): (ip: string) => boolean {
  return config.webhookAllowPrivate ? () => true : fetchAllow;
}

/** Refuses a URL a webhook may not call (400 naming the field `url`, with a code the admin words). */
export async function checkTarget(raw: string, allow: (ip: string) => boolean): Promise<void> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw coded(400, 'webhook.urlInvalid', { url: raw.slice(0, 200) }, 'url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw coded(400, 'webhook.scheme', { scheme: url.protocol }, 'url');
  if (url.username || url.password) throw coded(400, 'webhook.urlInvalid', { url: url.host }, 'url');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  try {
    await checkUrl(raw, { allow });
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    if (/does not resolve/.test(e.message)) throw coded(400, 'webhook.unresolved', { host }, 'url');
    if (/private, loopback or reserved/.test(e.message)) throw coded(400, 'webhook.private', { host }, 'url');
    throw coded(400, 'webhook.urlInvalid', { url: raw.slice(0, 200) }, 'url');
  }
}
