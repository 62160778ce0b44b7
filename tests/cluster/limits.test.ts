// Counters shared by instances on one PostgreSQL database (issue 10
// item 3): a limit of 30 is 30 for the fleet, not 30 per instance; 20
// concurrent failed sign-ins spread over both instances lock the account;
// a name without an account locks exactly like a real one, whichever
// instance the tries reach; the per-user API limit holds across 2, 3 and 4
// instances within 10 % (issue 25 item 7; in fact exactly).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPENSIVE_PER_USER, LOGIN_PER_ACCOUNT } from '../../src/server/platform/rate-limit/rules.js';
import { sliceOf } from '../../src/server/platform/rate-limit/shared-budget.js';
import { addUser, call, clusterSkipped, signIn, startCluster, tokenFor, type Cluster } from './support.js';

const API_LIMIT = 40;
/** Allowed calls per burst, printed at the end (the decision record quotes them). */
const measured: Record<string, number> = {};

describe.skipIf(clusterSkipped)('limits and lockouts across instances', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster(4, { API_REQUESTS_PER_MINUTE: String(API_LIMIT) });
  }, 120_000);
  afterAll(async () => {
    console.log(`per-user API limit ${API_LIMIT}: allowed per burst of 100 ${JSON.stringify(measured)}`);
    await cluster?.stop();
  }, 60_000);

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
    await addUser(cluster, {
      userName: 'target',
      email: 'target@example.test',
      password: 'the-right-password-1',
      displayName: 'Target',
      roles: ['Admin'],
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(i % 2 ? b() : a(), 'target', `wrong-${i}`)),
    );
    // The fleet allows the account's 10 attempts and refuses the rest (per process it was 10 each).
    expect(answers.filter((r) => r.status === 200 && r.body.success === false).length).toBe(LOGIN_PER_ACCOUNT.limit);
    expect(answers.filter((r) => r.status === 429).length).toBe(20 - LOGIN_PER_ACCOUNT.limit);
    const [count] = await cluster.sql<{ LockoutEnd: Date | null }>(
      `SELECT "LockoutEnd" FROM "AspNetUsers" WHERE "UserName" = 'target'`,
    );
    expect(count.LockoutEnd).not.toBeNull();
    // The right password is refused while locked (the per-account limit window is still full too: read the lock itself).
    const [row] = await cluster.sql<{ locked: boolean }>(
      `SELECT "LockoutEnd" > now() AS locked FROM "AspNetUsers" WHERE "UserName" = 'target'`,
    );
    expect(row.locked).toBe(true);
    await cluster.sql(`DELETE FROM "_rate_limits" WHERE "key" LIKE 'login-account:%'`);
    const right = await signIn(b(), 'target', 'the-right-password-1');
    expect(right.body).toEqual({
      success: false,
      errors: [{ message: 'Too many failed sign-ins: the account is locked for 15 minutes.' }],
    });
  });

  it('a name without an account locks like a real one, the tries spread over both instances', async () => {
    await addUser(cluster, {
      userName: 'realname',
      email: 'realname@example.test',
      password: 'real-password-1x',
      displayName: 'Real',
      roles: ['Admin'],
    });
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
    for (let i = 0; i < LOGIN_PER_ACCOUNT.limit; i++)
      statuses.push((await signIn(i % 2 ? b() : a(), 'nobody-here', 'again')).status);
    expect(statuses.filter((s) => s === 429).length).toBe(6); // 6 + 4 = the 10 allowed, the rest refused
  });

  // Issue 25 item 7: with the limit at 40 a burst alternating over two instances let 70 through. Leased
  // slices (shared-budget.ts) make the fleet's count exact: a hit is allowed only on a token leased from
  // what every instance's hits and leases leave, and the flush returns unused tokens. Count-based: no
  // sleeps, no timing; each instance count has a user of its own, so the windows never mix.
  for (const instances of [2, 3, 4]) {
    it(`the per-user API limit (${API_LIMIT}/min) holds within 10 % for a burst of 100 calls alternating over ${instances} instances`, async () => {
      const userName = `burst${instances}`;
      await addUser(cluster, {
        userName,
        email: `${userName}@example.test`,
        password: 'burst-password-1x',
        displayName: userName,
        roles: ['Admin'],
      });
      const token = await tokenFor(a(), userName, 'burst-password-1x');
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++)
        statuses.push(
          (await call(cluster.nodes[i % instances], 'GET', '/api/v1/db/tag?pageNumber=1&pageSize=1', { token })).status,
        );
      const allowed = statuses.filter((s) => s === 200).length;
      measured[instances] = allowed;
      expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
      expect(allowed).toBeLessThanOrEqual(API_LIMIT * 1.1);
      // No under-count either: every instance keeps being called, so no leased token is left unused.
      expect(allowed).toBeGreaterThanOrEqual(API_LIMIT);
      // Once refused, refused everywhere for the rest of the burst (no instance frees tokens it never had).
      expect(statuses.slice(statuses.indexOf(429)).filter((s) => s === 200).length).toBeLessThanOrEqual(
        instances * sliceOf(API_LIMIT),
      );
    });
  }

  it(`the per-user API limit holds within 10 % for 100 concurrent calls spread over 4 instances`, async () => {
    await addUser(cluster, {
      userName: 'together',
      email: 'together@example.test',
      password: 'burst-password-1x',
      displayName: 'Together',
      roles: ['Admin'],
    });
    const token = await tokenFor(a(), 'together', 'burst-password-1x');
    const res = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(cluster.nodes[i % 4], 'GET', '/api/v1/db/tag?pageNumber=1&pageSize=1', { token }),
      ),
    );
    const allowed = res.filter((r) => r.status === 200).length;
    measured.concurrent4 = allowed;
    expect(res.filter((r) => r.status !== 200 && r.status !== 429)).toEqual([]);
    expect(allowed).toBeLessThanOrEqual(API_LIMIT * 1.1);
    // Calls that all arrive at once may leave a slice's last tokens on an instance whose calls are all
    // answered: they return to the pool at its next flush. At most a slice per instance is held so.
    expect(allowed).toBeGreaterThanOrEqual(API_LIMIT - 4 * sliceOf(API_LIMIT));
  });
});
