// The session check of every signed-in call (issue 12 item 4) finishes
// synchronously when nothing must be read: a token verified before, the
// account's stamp cached, the per-user limit counted in memory. It then costs
// no promise and no microtask; what it decides stays exact (a rotated stamp,
// an exhausted limit and a missing token are still refused). The hook is the
// one app.ts installs, over the app's own database and a real account.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingKey } from '../../src/server/auth/secret.js';
import { rotateStamps, Sessions } from '../../src/server/auth/sessions.js';
import { Tokens } from '../../src/server/auth/tokens.js';
import type { Identity } from '../../src/server/platform/data/identity.js';
import { Admission } from '../../src/server/platform/plugins/authenticate.js';
import { API_PER_USER, enforce, openLimitStore } from '../../src/server/platform/rate-limit/index.js';
import { SharedBudgetStore, sliceOf } from '../../src/server/platform/rate-limit/shared-budget.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

interface Outcome {
  /** Whether done() was called before the hook returned. */
  synchronous: boolean;
  error: (Error & { status?: number }) | undefined;
  identity: Identity | undefined;
}

/** One kept-alive connection that every call of a test comes over, as a client's would (bearerToken remembers it). */
const connection = {};

/** Runs the hook once for a bearer token; resolves when it called done(). */
function run(hook: Admission['hook'], token: string | undefined): Promise<Outcome> {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const request = { headers, raw: { socket: connection } } as unknown as FastifyRequest;
  return new Promise((resolve) => {
    let returned = false;
    hook(request, {} as FastifyReply, (error?: Error) =>
      resolve({ synchronous: !returned, error, identity: request.identity }),
    );
    returned = true;
  });
}

describe.each(testDialects())('the session check of a data call (%s)', (dialect) => {
  let t: TestApp;
  let tokens: Tokens;
  let sessions: Sessions;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  const fresh = () => {
    tokens = new Tokens(signingKey(t.config.dataDir, t.config.jwtSecret), t.config.tokenTtl);
    sessions = new Sessions(t.db);
  };

  it('answers at once from the second call of a token on, without reading anything', async () => {
    fresh();
    const hook = new Admission(tokens, sessions).hook;
    const first = await run(hook, t.adminToken);
    expect(first).toMatchObject({ synchronous: false, error: undefined });
    expect(first.identity?.userName).toBe('admin');
    const second = await run(hook, t.adminToken);
    expect(second).toMatchObject({ synchronous: true, error: undefined });
    expect(second.identity?.userName).toBe('admin');
  });

  it('refuses a missing or forged token at once, with a 401', async () => {
    fresh();
    const hook = new Admission(tokens, sessions).hook;
    const missing = await run(hook, undefined);
    expect(missing.synchronous).toBe(true);
    expect(missing.error?.status).toBe(401);
    const forged = await run(hook, `${t.adminToken.slice(0, -4)}AAAA`);
    expect(forged.error?.status).toBe(401);
  });

  it('reads the stamp again once the account changed, and ends the session it revoked', async () => {
    fresh();
    const hook = new Admission(tokens, sessions).hook;
    const userName = `fast${dialect}`;
    const userId = await t.addUser({
      userName,
      email: `${userName}@example.test`,
      password: 'a-long-enough-password-1',
      displayName: userName,
      roles: ['Admin'],
    });
    const token = await t.login(userName, 'a-long-enough-password-1');
    expect((await run(hook, token)).error).toBeUndefined();
    expect((await run(hook, token)).synchronous).toBe(true);
    await t.db.transaction((tx) => rotateStamps(tx, [userId]));
    // What the change feed does after every committed account write (cluster/invalidation.ts).
    sessions.forgetAll();
    const after = await run(hook, token);
    expect(after.synchronous).toBe(false);
    expect(after.error?.status).toBe(401);
  });

  it('counts the per-user limit in the same step, and refuses the call over it with a 429', async () => {
    fresh();
    // The data calls' own rule (counted in memory; on PostgreSQL leased in slices, shared-budget.ts), with a small limit.
    // On PostgreSQL without the background flush, which would renew the lease at moments of its own.
    const store =
      dialect === 'postgres'
        ? new SharedBudgetStore(t.db, `test-${dialect}`, { autoFlush: false })
        : openLimitStore(t.db, `test-${dialect}`, () => undefined);
    const rule = { ...API_PER_USER, limit: 40 };
    const hook = new Admission(tokens, sessions, (identity) => enforce(store, identity.userId, rule)).hook;
    const userName = `limited${dialect}`;
    await t.addUser({
      userName,
      email: `${userName}@example.test`,
      password: 'a-long-enough-password-1',
      displayName: userName,
      roles: ['Admin'],
    });
    const token = await t.login(userName, 'a-long-enough-password-1');
    const outcomes = [];
    for (let i = 0; i < 42; i++) outcomes.push(await run(hook, token));
    expect(outcomes.map((o) => o.error?.status)).toEqual([...Array(40).fill(undefined), 429, 429]);
    // From memory once the token and the stamp are known; on PostgreSQL but for the call that leases the
    // next slice (and the one that finds the budget gone): a round trip per slice, none per call.
    const waited = outcomes.map((o, i) => (o.synchronous ? -1 : i)).filter((i) => i >= 0);
    const slice = sliceOf(rule.limit);
    expect(waited).toEqual(
      dialect === 'postgres' ? Array.from({ length: rule.limit / slice + 1 }, (_, n) => n * slice) : [0],
    );
    expect(outcomes[41].synchronous).toBe(true);
    await store.close?.();
  });
});
