// Failed sign-ins that arrive together all count (issue 10 item 3): the
// count is one atomic statement, so the account locks even when every try
// read the same count before any wrote it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/db/executor.js';
import { LOGIN_PER_ACCOUNT } from '../../src/server/rate-limit/rules.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe.each(testDialects())('concurrent failed sign-ins (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  const login = (UserName: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/mc/jwt/login', payload: { UserName, Password: b64(password) } });

  it(`${LOGIN_PER_ACCOUNT.limit} wrong passwords at once lock the account`, async () => {
    await t.addUser({ userName: 'racer', email: 'racer@example.test', password: 'racer-password-1', displayName: 'Racer', roles: ['Admin'] });
    const answers = await Promise.all(Array.from({ length: LOGIN_PER_ACCOUNT.limit }, (_, i) => login('racer', `wrong-${i}`)));
    expect(answers.every((r) => r.json().success === false)).toBe(true);
    const row = await t.db.first<{ LockoutEnd: string | null }>(sqlOf(`SELECT "LockoutEnd" FROM "AspNetUsers" WHERE "UserName" = 'racer'`));
    expect(row?.LockoutEnd).not.toBeNull();
    expect(Date.parse(row!.LockoutEnd!)).toBeGreaterThan(Date.now());
  });

  it(`${LOGIN_PER_ACCOUNT.limit} tries at once against a name without an account lock it the same way`, async () => {
    const answers = await Promise.all(Array.from({ length: LOGIN_PER_ACCOUNT.limit }, (_, i) => login('ghost-racer', `wrong-${i}`)));
    expect(answers.filter((r) => r.json().errors?.[0]?.message === 'Too many failed sign-ins: the account is locked for 15 minutes.').length).toBe(LOGIN_PER_ACCOUNT.limit - 4); // the 5th and every later one
  });
});
