// Applying a rule in a route: enforce() counts the hit and throws the 429
// (contract §3 shape, Retry-After header) when the subject is over its limit.
//
//   enforce(limiter, addressKey(clientAddress(request, config.trustedProxies)), LOGIN_PER_ADDRESS);
//   enforce(limiter, accountKey(body.UserName), LOGIN_PER_ACCOUNT);
//   enforce(limiter, identity.userId, EXPENSIVE_PER_USER);
import { isIPv6 } from 'node:net';
import { ApiError } from '../errors.js';
import { normalizeAddress } from '../plugins/client-address.js';
import type { HitResult } from './limiter.js';
import type { LimitStore } from './store.js';
import type { Rule } from './rules.js';
import { rateLimitRefusals } from '../observability/metrics.js';
import { andThen, type MaybePromise } from '../maybe-async.js';

/** The limiter key of a subject under a rule (for limiter.reset). */
export function ruleKey(rule: Rule, subject: string): string {
  return `${rule.name}:${subject}`;
}

/**
 * Counts one hit of subject under rule; over the limit: a 429 with
 * Retry-After (thrown at once when the store decided from memory).
 */
export function enforce(store: LimitStore, subject: string, rule: Rule): MaybePromise<HitResult> {
  return andThen(store.hit(ruleKey(rule, subject), rule), (result) => {
    if (!result.allowed) {
      rateLimitRefusals.inc({ rule: rule.name });
      const s = result.retryAfterSeconds;
      throw new ApiError(429, `Too many ${rule.what}: try again in ${s} second${s === 1 ? '' : 's'}`, undefined, {
        'retry-after': String(s),
      });
    }
    return result;
  });
}

/**
 * The account a sign-in names, spelled the way the user lookup compares it
 * (findUserByLogin: trimmed, upper-cased), so case or spaces in UserName never
 * make a fresh counter. Bounded in length: a long name only shares a counter.
 */
export function accountKey(login: unknown): string {
  return String(login ?? '')
    .trim()
    .toUpperCase()
    .slice(0, 320);
}

/**
 * The rate-limit subject for a client address (from clientAddress): IPv4 as
 * is; IPv6 by its /64, since one host or home network usually holds a whole
 * /64 and could otherwise take a fresh address per request.
 */
export function addressKey(address: string): string {
  // Normalised first: an IPv4-mapped IPv6 address is its IPv4 address, not a member of ::/64.
  const normal = normalizeAddress(address) ?? address;
  if (!isIPv6(normal)) return normal;
  let a = normal.split('%')[0];
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(a);
  if (v4) {
    const [b0, b1, b2, b3] = v4.slice(1).map(Number);
    a = `${a.slice(0, v4.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head, tail = ''] = a.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = a.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}
