// Passkeys (issue 44 item 3; docs/sign-in.md, decision 0138) on both
// databases, with a software authenticator (tests/support/soft-authenticator.ts)
// in the browser's place: several named on My Account, renamed and removed;
// the second step after the password, each answer taken once, failures
// counted toward the lockout; sign-in with a passkey alone only where its owner
// allowed it and the authenticator verified the person; the second-factor
// policy counting a passkey.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { SoftAuthenticator } from '../support/soft-authenticator.js';
import { b64, person, type Person } from '../people/support.js';

const PUBLIC_URL = 'http://localhost:4173';
const FACTORS = '/api/v1/mc/factors';
const LOGIN = '/api/v1/mc/jwt/login';

describe.each(testDialects())('passkeys (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect, { publicUrl: PUBLIC_URL });
  });
  afterAll(async () => t?.close());

  const login = (p: Person, extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: LOGIN, payload: { UserName: p.name, Password: b64(p.password), ...extra } });

  /** Adds a passkey through My Account; answers the list. */
  async function addPasskey(p: Person, device: SoftAuthenticator, name: string) {
    const start = await t.call(p.token, { method: 'POST', url: `${FACTORS}/mine/passkeys/options` });
    expect(start.statusCode).toBe(200);
    const { ticket, options } = start.json();
    const added = await t.call(p.token, {
      method: 'POST',
      url: `${FACTORS}/mine/passkeys`,
      payload: { ticket, name, response: device.create(options) },
    });
    expect(added.statusCode, added.body).toBe(200);
    return added.json().passkeys as { id: string; name: string; alone: boolean; canSignInAlone: boolean }[];
  }

  const auditOf = async (userName: string) =>
    (
      await t.db.all<{ Message: string }>(
        t.db.builder.selectFrom('AuditLog').select('Message').where('UserName', '=', userName).compile(),
      )
    ).map((a) => a.Message);

  it('adds several named passkeys on My Account, renames and removes them, and refuses a foreign answer', async () => {
    const p = await person(t, ['Admin']);
    const laptop = new SoftAuthenticator(PUBLIC_URL);
    const phone = new SoftAuthenticator(PUBLIC_URL);
    await addPasskey(p, laptop, 'Laptop');
    const both = await addPasskey(p, phone, 'Phone');
    expect(both.map((k) => k.name)).toEqual(['Laptop', 'Phone']);
    expect(both.every((k) => k.canSignInAlone && !k.alone)).toBe(true);
    // The public key and credential id are sealed with the key ring: not readable in the row.
    const rows = await t.db.all<{ secret: string; kind: string }>(
      t.db.builder.selectFrom('_user_factors').select(['secret', 'kind']).where('user_id', '=', p.id).compile(),
    );
    expect(rows.map((r) => r.kind)).toEqual(['passkey', 'passkey']);
    expect(rows[0].secret).not.toContain([...laptop.held.keys()][0]);

    // An answer made for another site (its origin), or with a ticket made for someone else, is refused.
    const start = (await t.call(p.token, { method: 'POST', url: `${FACTORS}/mine/passkeys/options` })).json();
    const foreign = await t.call(p.token, {
      method: 'POST',
      url: `${FACTORS}/mine/passkeys`,
      payload: { ticket: start.ticket, name: 'Foreign', response: laptop.create(start.options, 'https://evil.test') },
    });
    expect({ status: foreign.statusCode, code: foreign.json().errors[0].code }).toEqual({
      status: 422,
      code: 'factors.passkeyWrong',
    });
    const other = await person(t, ['Admin']);
    const stolen = await t.call(other.token, {
      method: 'POST',
      url: `${FACTORS}/mine/passkeys`,
      payload: {
        ticket: start.ticket,
        name: 'Stolen',
        response: new SoftAuthenticator(PUBLIC_URL).create(start.options),
      },
    });
    expect(stolen.json().errors[0].code).toBe('factors.passkeyGone');
    const blank = await t.call(p.token, {
      method: 'PATCH',
      url: `${FACTORS}/mine/passkeys/${both[0].id}`,
      payload: { name: '' },
    });
    expect(blank.statusCode).toBe(400);

    const renamed = await t.call(p.token, {
      method: 'PATCH',
      url: `${FACTORS}/mine/passkeys/${both[0].id}`,
      payload: { name: 'Work laptop' },
    });
    expect(renamed.json().passkeys.map((k: { name: string }) => k.name)).toEqual(['Work laptop', 'Phone']);
    const removed = await t.call(p.token, { method: 'DELETE', url: `${FACTORS}/mine/passkeys/${both[1].id}` });
    expect(removed.json().passkeys.map((k: { name: string }) => k.name)).toEqual(['Work laptop']);
    // Another person cannot touch it.
    const notTheirs = await t.call(other.token, { method: 'DELETE', url: `${FACTORS}/mine/passkeys/${both[0].id}` });
    expect(notTheirs.statusCode).toBe(404);
    expect(await auditOf(p.name)).toEqual(
      expect.arrayContaining([
        'Passkey Added: Laptop',
        'Passkey Added: Phone',
        'Passkey Not Added: the answer did not verify',
        'Passkey Renamed: Laptop → Work laptop',
        'Passkey Removed: Phone',
      ]),
    );
  });

  it('asks for a passkey after the password, takes each answer once, and counts failures toward the lockout', async () => {
    const p = await person(t, ['Admin']);
    const device = new SoftAuthenticator(PUBLIC_URL);
    await addPasskey(p, device, 'Key');
    const state = (await t.call(p.token, { method: 'GET', url: `${FACTORS}/mine` })).json();
    expect(state.signInAsks).toBe('passkey');

    const asked = (await login(p)).json();
    expect(asked).toMatchObject({ success: false, b2fa: true, factor: 'passkey' });
    expect(asked.passkey.options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([...device.held.keys()]);
    const answer = device.get(asked.passkey.options);
    const passed = (await login(p, { passkey: { ticket: asked.passkey.ticket, response: answer } })).json();
    expect(passed.success).toBe(true);
    // The same answer again: refused (its ticket was taken), and counted.
    const replay = (await login(p, { passkey: { ticket: asked.passkey.ticket, response: answer } })).json();
    expect(replay.errors[0].message).toBe('The passkey could not be verified: try again, or sign in again.');
    // A copied key whose counter went back: refused.
    const next = (await login(p)).json();
    const cloned = device.get(next.passkey.options, undefined, -1);
    expect((await login(p, { passkey: { ticket: next.passkey.ticket, response: cloned } })).json().success).toBe(false);
    // Two failures so far; three more lock the account, and then even a right answer is refused.
    for (let i = 0; i < 2; i++) {
      const again = (await login(p)).json();
      expect(
        (await login(p, { passkey: { ticket: again.passkey.ticket, response: { id: 'x' } } })).json().success,
      ).toBe(false);
    }
    const last = (await login(p)).json();
    expect(
      (await login(p, { passkey: { ticket: last.passkey.ticket, response: { id: 'x' } } })).json().errors[0].message,
    ).toMatch(/locked/);
    expect(await auditOf(p.name)).toEqual(expect.arrayContaining(['Passkey Used: Key']));
    expect((await auditOf(p.name)).some((m) => m.startsWith('Login Fail') && m.includes('(passkey: Key: '))).toBe(true);
  });

  it('lets a person choose the e-mailed code instead, and keeps the spec’s flow for accounts without a passkey', async () => {
    const p = await person(t, ['Admin']);
    expect((await login(p)).json().success).toBe(true);
    await addPasskey(p, new SoftAuthenticator(PUBLIC_URL), 'Key');
    const chosen = await t.call(p.token, {
      method: 'PUT',
      url: `${FACTORS}/mine/sign-in`,
      payload: { signInAsks: 'email' },
    });
    expect(chosen.json().signInAsks).toBe('email');
    expect((await login(p)).json()).toEqual({ success: false, b2fa: true });
    const back = await t.call(p.token, {
      method: 'PUT',
      url: `${FACTORS}/mine/sign-in`,
      payload: { signInAsks: 'passkey' },
    });
    expect(back.json().signInAsks).toBe('passkey');
  });

  it('signs in with a passkey alone only where its owner allowed it and it verified the person', async () => {
    const p = await person(t, ['Admin']);
    const device = new SoftAuthenticator(PUBLIC_URL);
    const [key] = await addPasskey(p, device, 'Desk key');
    const alone = async () => {
      const options = await t.app.inject({ method: 'POST', url: '/api/v1/mc/jwt/passkey/options' });
      expect(options.statusCode).toBe(200);
      const { ticket, options: o } = options.json();
      expect(o.allowCredentials ?? []).toEqual([]);
      expect(o.userVerification).toBe('required');
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/mc/jwt/passkey',
        payload: { ticket, response: device.get(o) },
      });
    };
    const notAllowed = await alone();
    expect(notAllowed.json()).toEqual({
      success: false,
      errors: [{ message: 'The passkey could not be verified: try again, or sign in again.' }],
    });
    const allowed = await t.call(p.token, {
      method: 'PATCH',
      url: `${FACTORS}/mine/passkeys/${key.id}`,
      payload: { alone: true },
    });
    expect(allowed.json().passkeys[0].alone).toBe(true);
    const signedIn = (await alone()).json();
    expect(signedIn.success).toBe(true);
    const me = await t.call(signedIn.token, { method: 'GET', url: '/api/v1/mc/account' });
    expect(me.statusCode).toBe(200);
    expect(await auditOf(p.name)).toEqual(
      expect.arrayContaining(['Passkey Desk key: sign-in alone allowed', 'Passkey Used Alone: Desk key']),
    );

    // A passkey that did not verify the person (no PIN, no fingerprint) may not sign in alone.
    const q = await person(t, ['Admin']);
    const [weak] = await addPasskey(q, new SoftAuthenticator(PUBLIC_URL, false), 'Plain key');
    expect(weak.canSignInAlone).toBe(false);
    const refused = await t.call(q.token, {
      method: 'PATCH',
      url: `${FACTORS}/mine/passkeys/${weak.id}`,
      payload: { alone: true },
    });
    expect({ status: refused.statusCode, code: refused.json().errors[0].code }).toEqual({
      status: 422,
      code: 'factors.passkeyCannotSignInAlone',
    });
  });

  it('counts a passkey under the policy: no set-up step, and the last one cannot be removed', async () => {
    const group = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/access/roles',
      payload: { Name: 'Needs a key', claims: [{ ClaimType: 'SecondFactor', ClaimValue: 'authenticator' }] },
    });
    const p = await person(t, ['Admin']);
    const device = new SoftAuthenticator(PUBLIC_URL);
    const [key] = await addPasskey(p, device, 'Only key');
    await t.call(t.adminToken, { method: 'PUT', url: `/api/v1/mc/access/roles/${group.json().Id}/members/${p.id}` });
    const asked = (await login(p)).json();
    expect(asked.factor).toBe('passkey');
    const done = await login(p, {
      passkey: { ticket: asked.passkey.ticket, response: device.get(asked.passkey.options) },
    });
    const token = done.json().token as string;
    expect((await t.call(token, { method: 'GET', url: `${FACTORS}/mine` })).json()).toMatchObject({
      signInAsks: 'passkey',
      required: true,
    });
    const removal = await t.call(token, { method: 'DELETE', url: `${FACTORS}/mine/passkeys/${key.id}` });
    expect({ status: removal.statusCode, code: removal.json().errors[0].code }).toEqual({
      status: 403,
      code: 'factors.lastFactor',
    });
  });
});
