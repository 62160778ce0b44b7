// Two instances on one PostgreSQL database (issue 10): a session ended on
// one ends on the other within 1 s and is never re-signed there (logout
// ends that session only, the account's others go on: issue 25 item 6); the next
// sign-in is never blocked; a row written through one shows in the other's
// list totals within 1 s; a cache clear on one empties the other's; after
// its listening connection drops, an instance reconnects and drops what it
// cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ADMIN_PASSWORD } from '../support/server-process.js';
import { writeBehind } from '../support/write-behind.js';
import { addUser, b64, call, clusterSkipped, startCluster, tokenFor, total, within, type Cluster } from './support.js';

const ONE_SECOND = 1000;

describe.skipIf(clusterSkipped)('two instances, one PostgreSQL database', () => {
  let cluster: Cluster;
  let seq = 0;
  beforeAll(async () => {
    cluster = await startCluster(2);
  }, 120_000);
  afterAll(async () => cluster?.stop(), 60_000);

  const a = () => cluster.nodes[0];
  const b = () => cluster.nodes[1];
  const dataStatus = async (node: ReturnType<typeof a>, token: string) =>
    (await call(node, 'GET', '/api/v1/db/tag?pageNumber=1&pageSize=1', { token })).status;
  const checkStatus = async (node: ReturnType<typeof a>, token: string) =>
    (await call(node, 'GET', '/api/v1/mc/jwt/check', { token })).status;

  async function account() {
    const userName = `node${++seq}`;
    const password = `cluster-password-${seq}-x`;
    const id = await addUser(cluster, {
      userName,
      email: `${userName}@example.test`,
      password,
      displayName: userName,
      roles: ['Admin'],
    });
    return { id, userName, password };
  }

  it("a logout on A ends that session on B within 1 s, B never re-signs it, and the account's other session goes on", async () => {
    const u = await account();
    const token = await tokenFor(a(), u.userName, u.password);
    const other = await tokenFor(b(), u.userName, u.password);
    // B has seen both tokens and cached the account's stamp and both sessions.
    expect(await dataStatus(b(), token)).toBe(200);
    expect(await checkStatus(b(), token)).toBe(200);
    expect(await dataStatus(b(), other)).toBe(200);
    expect((await call(a(), 'GET', '/api/v1/mc/jwt/frontendlogout', { token })).status).toBe(200);
    await within(ONE_SECOND, async () => (await dataStatus(b(), token)) === 401, 'the signed-out token refused by B');
    // Logout ends this session only (issue 25 item 6): the other one works on both instances.
    expect(await dataStatus(b(), other)).toBe(200);
    expect(await dataStatus(a(), other)).toBe(200);
    expect(await checkStatus(b(), other)).toBe(200);
    // /check reads the stamp afresh: no fresh token for a revoked one, on either instance.
    expect(await checkStatus(b(), token)).toBe(401);
    expect(await checkStatus(a(), token)).toBe(401);
    // The next sign-in works at once on both.
    const next = await tokenFor(b(), u.userName, u.password);
    expect(await dataStatus(a(), next)).toBe(200);
    expect(await dataStatus(b(), next)).toBe(200);
  });

  it('a password change on A ends the other sessions on B within 1 s; a new sign-in on B works at once on A and B', async () => {
    const u = await account();
    const t1 = await tokenFor(a(), u.userName, u.password);
    await new Promise((r) => setTimeout(r, 1100)); // another second: another token
    const t2 = await tokenFor(b(), u.userName, u.password);
    for (const node of [a(), b()]) for (const token of [t1, t2]) expect(await dataStatus(node, token)).toBe(200);
    const changed = await call(a(), 'POST', '/api/v1/mc/jwt/change-password', {
      token: t2,
      body: { UserName: u.userName, CurrentPassword: b64(u.password), NewPassword: b64('changed-on-a-x1') },
    });
    expect(changed.body).toMatchObject({ success: true, token: expect.any(String) });
    await within(ONE_SECOND, async () => (await dataStatus(b(), t1)) === 401, 't1 refused by B');
    expect(await checkStatus(b(), t1)).toBe(401);
    // The session that made the change goes on, on either instance, with the token it was answered.
    expect(await dataStatus(b(), changed.body.token)).toBe(200);
    const fresh = await tokenFor(b(), u.userName, 'changed-on-a-x1');
    for (let i = 0; i < 3; i++) {
      expect(await dataStatus(a(), fresh)).toBe(200);
      expect(await dataStatus(b(), fresh)).toBe(200);
      expect(await checkStatus(a(), fresh)).toBe(200);
    }
  });

  it('a session ended from My Account on A is refused by B within 1 s; "sign out everywhere" on B ends the rest on A', async () => {
    const u = await account();
    const here = await tokenFor(a(), u.userName, u.password);
    const there = await tokenFor(b(), u.userName, u.password);
    const third = await tokenFor(b(), u.userName, u.password);
    for (const token of [there, third]) expect(await dataStatus(b(), token)).toBe(200); // B caches both sessions
    const sid = JSON.parse(Buffer.from(there.split('.')[1], 'base64url').toString()).sid as string;
    expect((await call(a(), 'DELETE', `/api/v1/mc/account/sessions/${sid}`, { token: here })).status).toBe(200);
    await within(ONE_SECOND, async () => (await dataStatus(b(), there)) === 401, 'the ended session refused by B');
    expect(await dataStatus(b(), third)).toBe(200);
    expect(await dataStatus(a(), here)).toBe(200); // A cached `here` before the delete
    expect((await call(b(), 'DELETE', '/api/v1/mc/account/sessions', { token: third })).status).toBe(200);
    await within(ONE_SECOND, async () => (await dataStatus(a(), here)) === 401, 'every session refused by A');
  });

  it('disabling an account through A ends its sessions on B within 1 s', async () => {
    const u = await account();
    const admin = await tokenFor(a());
    const token = await tokenFor(b(), u.userName, u.password);
    expect(await dataStatus(b(), token)).toBe(200);
    expect(
      (await call(a(), 'PATCH', `/api/v1/db/aspnetusers/${u.id}`, { token: admin, body: { Disabled: true } })).status,
    ).toBe(200);
    await within(ONE_SECOND, async () => (await dataStatus(b(), token)) === 401, 'the disabled account refused by B');
  });

  it("a row created on A is in B's list total within 1 s", async () => {
    const admin = await tokenFor(a());
    const before = await total(b(), admin, 'redirect'); // B caches it
    expect(await total(b(), admin, 'redirect')).toBe(before);
    const created = await call(a(), 'POST', '/api/v1/db/redirect', {
      token: admin,
      body: { RFrom: `/moved-${Date.now()}`, RTo: '/' },
    });
    expect(created.status).toBe(201);
    const took = await within(
      ONE_SECOND,
      async () => (await total(b(), admin, 'redirect')) === before + 1,
      "B's total",
    );
    expect(took).toBeLessThan(ONE_SECOND);
    // Writes outside the generic interface too: a sign-in on A writes an audit row B counts.
    const audit = await total(b(), admin, 'auditlog');
    await tokenFor(a());
    await within(ONE_SECOND, async () => (await total(b(), admin, 'auditlog')) >= audit + 1, "B's audit total");
  });

  it('a cache clear on A empties the caches on B too', async () => {
    const admin = await tokenFor(a());
    const before = await total(b(), admin, 'redirect');
    // A write no instance is told of (replication, a restore): B keeps its cached total…
    await writeBehind(
      cluster.database,
      `INSERT INTO "Redirect" ("RFrom", "RTo", "RType", "RHits") VALUES ('/restored', '/', '301', 0)`,
    );
    expect(await total(b(), admin, 'redirect')).toBe(before);
    // …until staff clear the db cache, on the other instance.
    const cleared = await call(a(), 'GET', '/api/v1/mc/cache/clear/db', { token: admin });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ success: true, cleared: ['db'] });
    await within(
      ONE_SECOND,
      async () => (await total(b(), admin, 'redirect')) === before + 1,
      "B's total after A's clear",
    );
  });

  it('an instance whose listening connection drops reconnects, and hears other writes again', async () => {
    const admin = await tokenFor(a());
    // This cluster's database only: other test files run their own servers on the same PostgreSQL.
    const listeners = () =>
      cluster.sql<{ pid: number; application_name: string }>(
        `SELECT pid, application_name FROM pg_stat_activity WHERE application_name LIKE '%:listen' AND datname = current_database()`,
      );
    const first = await listeners();
    expect(first.length).toBe(2);
    await cluster.sql(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name LIKE $1 AND datname = current_database()',
      ['%:listen'],
    );
    // Until they are back the instances answer from the database, never from a stale cache.
    const before = await total(b(), admin, 'redirect');
    await call(a(), 'POST', '/api/v1/db/redirect', {
      token: admin,
      body: { RFrom: `/during-${Date.now()}`, RTo: '/' },
    });
    expect(await total(b(), admin, 'redirect')).toBe(before + 1);
    await within(
      10_000,
      async () => (await listeners()).filter((l) => !first.some((f) => f.pid === l.pid)).length === 2,
      'both listeners back',
    );
    expect((await listeners()).map((l) => l.application_name).sort()).toEqual(
      first.map((l) => l.application_name).sort(),
    );
    const now = await total(b(), admin, 'redirect'); // cached again
    await call(a(), 'POST', '/api/v1/db/redirect', { token: admin, body: { RFrom: `/after-${Date.now()}`, RTo: '/' } });
    await within(
      ONE_SECOND,
      async () => (await total(b(), admin, 'redirect')) === now + 1,
      "B's total after the reconnect",
    );
  });

  it('the admin signs in on either instance with the same secret', async () => {
    const token = await tokenFor(b(), 'admin', SERVER_ADMIN_PASSWORD);
    expect(await dataStatus(a(), token)).toBe(200);
  });
});
