// Failed sign-ins that arrive together all count (issue 10 item 3): the
// count is one atomic statement, so the account locks even when every try
// read the same count before any wrote it (read-then-write ended 20
// concurrent failures with a count of 1 and no lockout).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { LOGIN_PER_ACCOUNT } from '../../src/server/platform/rate-limit/rules.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const b64 = (s: string) => Buffer.from(s).toString('base64');
const LOCKED = 'Too many failed sign-ins: the account is locked for 15 minutes.';

describe.each(testDialects())('concurrent failed sign-ins (%s)', (dialect) => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  // Each from its own address: the per-address limit is not what this is about.
  const from = () => `192.0.2.${++address}`;
  const login = (UserName: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/mc/jwt/login',
      remoteAddress: from(),
      payload: { UserName, Password: b64(password) },
    });
  const lockoutEnd = async (userName: string) =>
    (
      await t.db.first<{ LockoutEnd: string | Date | null }>(
        sqlOf(`SELECT "LockoutEnd" FROM "AspNetUsers" WHERE "UserName" = '${userName}'`),
      )
    )?.LockoutEnd;

  it('20 wrong passwords at once lock the account', async () => {
    await t.addUser({
      userName: 'racer',
      email: 'racer@example.test',
      password: 'racer-password-1',
      displayName: 'Racer',
      roles: ['Admin'],
    });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login('racer', `wrong-${i}`)));
    // The per-account limit lets 10 reach the password check and refuses the rest.
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(20 - LOGIN_PER_ACCOUNT.limit);
    const checked = answers.filter((r) => r.statusCode === 200).map((r) => r.json());
    expect(checked.every((a) => a.success === false)).toBe(true);
    // The fifth failure locks, and every later one is answered as locked.
    expect(checked.filter((a) => a.errors[0].message === LOCKED)).toHaveLength(LOGIN_PER_ACCOUNT.limit - 4);
    const end = await lockoutEnd('racer');
    expect(end).not.toBeNull();
    expect(new Date(end!).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('20 tries at once against a name without an account lock it the same way', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login('ghost-racer', `wrong-${i}`)));
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(20 - LOGIN_PER_ACCOUNT.limit);
    const checked = answers.filter((r) => r.statusCode === 200).map((r) => r.json());
    expect(checked.filter((a) => a.errors[0].message === LOCKED)).toHaveLength(LOGIN_PER_ACCOUNT.limit - 4);
  });

  it('20 wrong current passwords at once in change-password lock the account too', async () => {
    await t.addUser({
      userName: 'changer',
      email: 'changer@example.test',
      password: 'changer-password-1',
      displayName: 'Changer',
      roles: ['Admin'],
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/mc/jwt/change-password',
          remoteAddress: from(),
          payload: { UserName: 'changer', CurrentPassword: b64(`wrong-${i}`), NewPassword: b64('a-new-password-77') },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(20 - LOGIN_PER_ACCOUNT.limit);
    const checked = answers.filter((r) => r.statusCode === 200).map((r) => r.json());
    expect(checked.filter((a) => a.errors[0].message === LOCKED)).toHaveLength(LOGIN_PER_ACCOUNT.limit - 4);
    const end = await lockoutEnd('changer');
    expect(end).not.toBeNull();
    expect(new Date(end!).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });
});
