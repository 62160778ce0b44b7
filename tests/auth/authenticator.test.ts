// Authenticator apps (issue 44 items 2 and 4; docs/sign-in.md): set up on My
// Account, confirmed with a first code, used as sign-in's second step (each
// time step once), recovery codes (each once), lockout after wrong codes, an
// administrator's reset, and the role-group policy that asks for set-up
// before any session.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { b64, person, type Person } from '../people/support.js';

const FACTORS = '/api/v1/mc/factors';
const LOGIN = '/api/v1/mc/jwt/login';
/** A code of the step after this one: accepted (one step of tolerance) and later than any step taken before. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
const nowCode = (secret: string) => generate({ secret });

describe.each(testDialects())('authenticator apps (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  const login = (p: Person, s2fa?: string) =>
    t.app.inject({ method: 'POST', url: LOGIN, payload: { UserName: p.name, Password: b64(p.password), s2fa } });

  /** Set up and confirmed through My Account: the secret and the recovery codes. */
  async function enrol(p: Person) {
    const setup = await t.call(p.token, { method: 'POST', url: `${FACTORS}/mine/authenticator` });
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qr } = setup.json();
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(qr).toMatch(/^data:image\/png;base64,/);
    const confirm = await t.call(p.token, {
      method: 'POST',
      url: `${FACTORS}/mine/authenticator/confirm`,
      payload: { code: await nowCode(secret) },
    });
    expect(confirm.statusCode).toBe(200);
    return { secret: secret as string, recoveryCodes: confirm.json().recoveryCodes as string[] };
  }

  it('sets up, confirms, and signs in with a code that is taken once only', async () => {
    const p = await person(t, ['Admin']);
    const pending = await t.call(p.token, { method: 'POST', url: `${FACTORS}/mine/authenticator` });
    const wrong = await t.call(p.token, {
      method: 'POST',
      url: `${FACTORS}/mine/authenticator/confirm`,
      payload: { code: '000000' === (await nowCode(pending.json().secret)) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].code).toBe('factors.codeWrong');
    // Pending is not on: sign-in is unchanged.
    expect((await login(p)).json().success).toBe(true);

    const { secret, recoveryCodes } = await enrol(p);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const state = (await t.call(p.token, { method: 'GET', url: `${FACTORS}/mine` })).json();
    expect(state).toEqual({ authenticator: 'on', signInAsks: 'authenticator', recoveryCodesLeft: 10, required: false });
    // Recovery codes are kept hashed: none of them is stored as typed.
    const stored = await t.db.all<{ hash: string }>(
      t.db.builder.selectFrom('_recovery_codes').select('hash').where('user_id', '=', p.id).compile(),
    );
    expect(stored.map((r) => r.hash)).not.toContain(recoveryCodes[0]);
    const secretRow = await t.db.first<{ secret: string }>(
      t.db.builder.selectFrom('_user_factors').select('secret').where('user_id', '=', p.id).compile(),
    );
    expect(secretRow!.secret).not.toContain(secret);

    expect((await login(p)).json()).toEqual({ success: false, b2fa: true, factor: 'authenticator' });
    const code = await nextCode(secret);
    const first = (await login(p, code)).json();
    expect(first.success).toBe(true);
    // The same code again (the same time step): refused.
    expect((await login(p, code)).json()).toEqual({
      success: false,
      errors: [{ message: 'The verification code is incorrect.' }],
    });
    const audit = await t.db.all<{ Message: string }>(
      t.db.builder.selectFrom('AuditLog').select('Message').where('UserName', '=', p.name).compile(),
    );
    expect(audit.map((a) => a.Message)).toEqual(
      expect.arrayContaining([
        'Authenticator Enrolled (waiting for its first code)',
        'Authenticator Confirmed',
        'Authenticator Code Used',
        'Login Fail: The verification code is incorrect. (authenticator app)',
      ]),
    );
  });

  it('takes each recovery code once, and locks after five wrong codes', async () => {
    const p = await person(t, ['Admin']);
    const { recoveryCodes } = await enrol(p);
    const typed = recoveryCodes[3].toUpperCase().replace('-', ' ');
    expect((await login(p, typed)).json().success).toBe(true);
    expect((await login(p, recoveryCodes[3])).json().success).toBe(false);
    const state = (await t.call(p.token, { method: 'GET', url: `${FACTORS}/mine` })).json();
    expect(state.recoveryCodesLeft).toBe(9);
    // The code used again was the first failure in a row; three more, and the fifth locks.
    for (let i = 0; i < 3; i++) expect((await login(p, 'wrong-code')).json().errors[0].message).toMatch(/incorrect/);
    expect((await login(p, 'wrong-code')).json().errors[0].message).toMatch(/locked/);
    // Locked: even a right recovery code is refused until the lockout ends.
    expect((await login(p, recoveryCodes[4])).json().errors[0].message).toMatch(/locked/);
  });

  it('lets staff choose the e-mailed code, and turn the app off with the password', async () => {
    const p = await person(t, ['Admin']);
    await enrol(p);
    const chosen = await t.call(p.token, {
      method: 'PUT',
      url: `${FACTORS}/mine/sign-in`,
      payload: { signInAsks: 'email' },
    });
    expect(chosen.json().signInAsks).toBe('email');
    expect((await login(p)).json()).toEqual({ success: false, b2fa: true });
    const noProof = await t.call(p.token, { method: 'DELETE', url: `${FACTORS}/mine/authenticator`, payload: {} });
    expect(noProof.json().errors[0].code).toBe('factors.proofNeeded');
    const off = await t.call(p.token, {
      method: 'DELETE',
      url: `${FACTORS}/mine/authenticator`,
      payload: { CurrentPassword: b64(p.password) },
    });
    expect(off.json()).toMatchObject({ authenticator: 'off', recoveryCodesLeft: 0 });
    expect((await login(p)).json().success).toBe(true);
  });

  it('lets an administrator reset another account, and refuses everyone else', async () => {
    const p = await person(t, ['Admin']);
    const other = await person(t, ['Maintenance User']);
    await enrol(other);
    const bystander = await t.call(p.token, { method: 'DELETE', url: `${FACTORS}/users/${other.id}` });
    expect(bystander.statusCode).toBe(200); // an Admin may reset a Maintenance User's factors
    const byMaintenance = await t.call(other.token, { method: 'DELETE', url: `${FACTORS}/users/${p.id}` });
    expect(byMaintenance.statusCode).toBe(403);
    expect(byMaintenance.json().errors[0].rule).toBe('administrators-only');
    const own = await t.call(p.token, { method: 'DELETE', url: `${FACTORS}/users/${p.id}` });
    expect(own.json().errors[0].rule).toBe('own-sign-in');
    expect((await login(other)).json().success).toBe(true);
    const audit = await t.db.first<{ Message: string; EntityKey: string }>(
      t.db.builder
        .selectFrom('AuditLog')
        .select(['Message', 'EntityKey'])
        .where('Message', 'like', 'Second Factors Reset%')
        .compile(),
    );
    expect(audit).toEqual({ Message: `Second Factors Reset for ${other.name} (1 removed)`, EntityKey: other.id });
  });

  it('asks a person whose role group requires an app to set one up before any session', async () => {
    const group = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/access/roles',
      payload: { Name: 'Needs an app', claims: [{ ClaimType: 'SecondFactor', ClaimValue: 'authenticator' }] },
    });
    expect(group.statusCode).toBe(201);
    const p = await person(t, ['Admin']);
    await t.call(t.adminToken, { method: 'PUT', url: `/api/v1/mc/access/roles/${group.json().Id}/members/${p.id}` });

    const answer = (await login(p)).json();
    expect(answer).toEqual({ success: false, enrolAuthenticator: true, enrolment: expect.any(String) });
    // The enrolment key is no session: every other call is refused.
    expect((await t.call(answer.enrolment, { method: 'GET', url: `${FACTORS}/mine` })).statusCode).toBe(401);
    expect((await t.call(answer.enrolment, { method: 'GET', url: '/api/v1/mc/account' })).statusCode).toBe(401);

    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mc/jwt/authenticator-enrolment',
      payload: { enrolment: answer.enrolment },
    });
    expect(setup.statusCode).toBe(200);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mc/jwt/authenticator-enrolment',
      payload: { enrolment: `${p.id}.made-up` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errors[0].code).toBe('factors.enrolmentGone');
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mc/jwt/authenticator-enrolment/confirm',
      payload: { enrolment: answer.enrolment, code: await nowCode(setup.json().secret) },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().recoveryCodes).toHaveLength(10);
    const token = done.json().token as string;
    const state = await t.call(token, { method: 'GET', url: `${FACTORS}/mine` });
    expect(state.json()).toMatchObject({ authenticator: 'on', signInAsks: 'authenticator', required: true });
    // The key was used up; the app cannot be turned off, nor the e-mailed code chosen.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mc/jwt/authenticator-enrolment',
      payload: { enrolment: answer.enrolment },
    });
    expect(again.statusCode).toBe(401);
    const off = await t.call(token, {
      method: 'DELETE',
      url: `${FACTORS}/mine/authenticator`,
      payload: { CurrentPassword: b64(p.password) },
    });
    expect({ status: off.statusCode, code: off.json().errors[0].code }).toEqual({
      status: 403,
      code: 'factors.required',
    });
    const email = await t.call(token, {
      method: 'PUT',
      url: `${FACTORS}/mine/sign-in`,
      payload: { signInAsks: 'email' },
    });
    expect(email.statusCode).toBe(403);
    expect((await login(p)).json()).toEqual({ success: false, b2fa: true, factor: 'authenticator' });
  });
});
