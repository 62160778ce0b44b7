import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.js';
import { accountKey, addressKey, enforce, ruleKey } from './enforce.js';
import { RateLimiter } from './limiter.js';
import { MemoryStore } from './store.js';
import {
  API_PER_USER,
  EXPENSIVE_PER_USER,
  FORM_SUBMIT_PER_ADDRESS,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ADDRESS,
  RULES,
  type Rule,
} from './rules.js';

const rule: Rule = { name: 'test', what: 'tries', limit: 2, windowMs: 30_000 };

describe('enforce', () => {
  it('throws the contract 429 with Retry-After once over the limit', async () => {
    let t = 0;
    const l = new MemoryStore(new RateLimiter({ now: () => t }));
    expect((await enforce(l, 'x', rule)).remaining).toBe(1);
    await enforce(l, 'x', rule);
    t = 12_000;
    let error: unknown;
    try {
      await enforce(l, 'x', rule);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.status).toBe(429);
    expect(e.headers).toEqual({ 'retry-after': '18' });
    expect(e.body()).toEqual({ errors: [{ message: 'Too many tries: try again in 18 seconds' }], status: 429 });
  });

  it('keeps each rule’s counters apart for the same subject; ruleKey names them for reset', async () => {
    const l = new MemoryStore(new RateLimiter());
    for (let i = 0; i < FORM_SUBMIT_PER_ADDRESS.limit; i++) await enforce(l, '198.51.100.7', FORM_SUBMIT_PER_ADDRESS);
    // The memory store decides at once: the refusal is thrown, not a rejected promise.
    expect(() => enforce(l, '198.51.100.7', FORM_SUBMIT_PER_ADDRESS)).toThrow(ApiError);
    expect(enforce(l, '198.51.100.7', LOGIN_PER_ADDRESS)).toMatchObject({ allowed: true });
    await l.reset(ruleKey(FORM_SUBMIT_PER_ADDRESS, '198.51.100.7'));
    expect(enforce(l, '198.51.100.7', FORM_SUBMIT_PER_ADDRESS)).toMatchObject({ allowed: true });
  });

  it('a per-account counter is not reset by the spelling of the name or by other body fields', async () => {
    const l = new MemoryStore(new RateLimiter());
    const spellings = ['admin', 'Admin', ' ADMIN ', 'aDmIn\t'];
    let refused = 0;
    for (let i = 0; i < LOGIN_PER_ACCOUNT.limit + 5; i++) {
      // other body fields (password, s2fa, junk) never enter the key
      const body = { UserName: spellings[i % spellings.length], Password: `guess${i}`, s2fa: String(i), junk: i };
      try {
        await enforce(l, accountKey(body.UserName), LOGIN_PER_ACCOUNT);
      } catch {
        refused++;
      }
    }
    expect(refused).toBe(5);
  });
});

describe('keys', () => {
  it('accountKey mirrors the user lookup (trimmed, upper-case) and is bounded', () => {
    expect(accountKey(' admin@Example.test ')).toBe('ADMIN@EXAMPLE.TEST');
    expect(accountKey('x'.repeat(5000))).toHaveLength(320);
    expect(accountKey(undefined)).toBe('');
  });
  it('addressKey keeps IPv4, maps IPv4-mapped IPv6 to IPv4, and groups IPv6 by /64', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('1::2:3:4:5:1.2.3.4')).toBe('1:0:2:3::/64');
  });
});

describe('rules', () => {
  it('have unique names and sane values', () => {
    const all = Object.values(RULES);
    expect(new Set(all.map((r) => r.name)).size).toBe(all.length);
    for (const r of all) {
      expect(Number.isInteger(r.limit) && r.limit > 0).toBe(true);
      expect(r.windowMs).toBeGreaterThanOrEqual(60_000);
      expect(r.what).toBeTruthy();
    }
    expect(API_PER_USER.limit / API_PER_USER.windowMs).toBeGreaterThan(
      EXPENSIVE_PER_USER.limit / EXPENSIVE_PER_USER.windowMs,
    );
    expect(LOGIN_PER_ACCOUNT.limit).toBeGreaterThan(5); // the database lockout (5 failures) answers first
  });
});
