// Counters shared by two instances on one PostgreSQL database (issue 10
// item 3): a limit of 30 is 30 for the fleet, not 30 per instance; 20
// concurrent failed sign-ins spread over both instances lock the account;
// a name without an account locks exactly like a real one, whichever
// instance the tries reach; the per-user API limit holds across instances
// within its documented bound.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPENSIVE_PER_USER, LOGIN_PER_ACCOUNT } from '../../src/server/rate-limit/rules.js';
import { FLUSH_MS } from '../../src/server/rate-limit/shared-budget.js';
import { SERVER_ADMIN_PASSWORD } from '../support/server-process.js';
import { addUser, call, clusterSkipped, signIn, startCluster, tokenFor, type Cluster } from './support.js';

const API_LIMIT = 200;

describe.skipIf(clusterSkipped)('limits and lockouts across two instances', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster(2, { API_REQUESTS_PER_MINUTE: String(API_LIMIT) });
  }, 120_000);
  afterAll(async () => cluster?.stop(), 60_000);

  const a = () => cluster.nodes[0];
  const b = () => cluster.nodes[1];

  it(`the ${EXPENSIVE_PER_USER.limit}-call limit holds for the fleet: calls alternating between A and B are refused after ${EXPENSIVE_PER_USER.limit}`, async () => {
    const token = await tokenFor(a());
    const statuses: number[] = [];
    for (let i = 0; i < EXPENSIVE_PER_USER.limit + 4; i++) {
      statuses.push((await call(i % 2 ? b() : a(), 'GET', '/api/v1/mc/cache/clear/token', { token })).status);
    }
    expect(statuses.filter((s) => s === 200).length).toBe(EXPENSIVE_PER_USER.limit);
    expect(statuses.slice(EXPENSIVE_PER_USER.limit)).toEqual([429, 429, 429, 429]);
    const refused = await call(a(), 'GET', '/api/v1/mc/cache/clear/db', { token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('20 concurrent failed sign-ins, half on each instance, lock the account', async () => {
    await addUser(cluster, { userName: 'target', email: 'target@example.test', password: 'the-right-password-1', displayName: 'Target', roles: ['Admin'] });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(i % 2 ? b() : a(), 'target', `wrong-${i}`)));
    // The fleet allows the account's 10 attempts and refuses the rest (per process it was 10 each).
    expect(answers.filter((r) => r.status === 200 && r.body.success === false).length).toBe(LOGIN_PER_ACCOUNT.limit);
    expect(answers.filter((r) => r.status === 429).length).toBe(20 - LOGIN_PER_ACCOUNT.limit);
    const [count] = await cluster.sql<{ LockoutEnd: Date | null }>(`SELECT "LockoutEnd" FROM "AspNetUsers" WHERE "UserName" = 'target'`);
    expect(count.LockoutEnd).not.toBeNull();
    // The right password is refused while locked (the per-account limit window is still full too: read the lock itself).
    const [row] = await cluster.sql<{ locked: boolean }>(`SELECT "LockoutEnd" > now() AS locked FROM "AspNetUsers" WHERE "UserName" = 'target'`);
    expect(row.locked).toBe(true);
    await cluster.sql(`DELETE FROM "_rate_limits" WHERE "key" LIKE 'login-account:%'`);
    const right = await signIn(b(), 'target', 'the-right-password-1');
    expect(right.body).toEqual({ success: false, errors: [{ message: 'Too many failed sign-ins: the account is locked for 15 minutes.' }] });
  });

  it('a name without an account locks like a real one, the tries spread over both instances', async () => {
    await addUser(cluster, { userName: 'realname', email: 'realname@example.test', password: 'real-password-1x', displayName: 'Real', roles: ['Admin'] });
    const real: unknown[] = [];
    const ghost: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      real.push((await signIn(i % 2 ? b() : a(), 'realname', `nope-${i}`)).body);
      ghost.push((await signIn(i % 2 ? a() : b(), 'nobody-here', `nope-${i}`)).body);
    }
    expect(ghost).toEqual(real);
    expect(ghost.slice(4)).toEqual([
      { success: false, errors: [{ message: 'Too many failed sign-ins: the account is locked for 15 minutes.' }] },
      { success: false, errors: [{ message: 'Too many failed sign-ins: the account is locked for 15 minutes.' }] },
    ]);
    // The per-account attempt limit counts unknown names too, across instances.
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_PER_ACCOUNT.limit; i++) statuses.push((await signIn(i % 2 ? b() : a(), 'nobody-here', 'again')).status);
    expect(statuses.filter((s) => s === 429).length).toBe(6); // 6 + 4 = the 10 allowed, the rest refused
  });

  it(`the per-user API limit (${API_LIMIT}/min here) holds across instances within its bound (shared-budget.ts)`, async () => {
    const token = await tokenFor(a(), 'admin', SERVER_ADMIN_PASSWORD);
    let allowed = 0;
    let refused = 0;
    // Bursts on each instance in turn, each longer than a flush interval apart, as two tabs of one runaway script.
    for (let round = 0; round < 8 && refused === 0; round++) {
      const node = round % 2 ? b() : a();
      const res = await Promise.all(Array.from({ length: 40 }, () => call(node, 'GET', '/api/v1/db/tag?pageNumber=1&pageSize=1', { token })));
      allowed += res.filter((r) => r.status === 200).length;
      refused += res.filter((r) => r.status === 429).length;
      await new Promise((r) => setTimeout(r, FLUSH_MS * 3));
    }
    expect(refused).toBeGreaterThan(0);
    // Per instance alone it would allow 2 x API_LIMIT; shared, the fleet stops at the limit: the bursts are further apart than
    // two flush intervals, so every instance knows the other's hits before its next burst.
    expect(allowed).toBeLessThanOrEqual(API_LIMIT);
    expect(allowed).toBeGreaterThanOrEqual(API_LIMIT - 40);
  });
});
