// Security rows 8 and 16: the sign-in, code, reset and data-call limits.
// Per account: attempts against one account name are capped whatever address
// or spelling they come from, unknown names alike; a completed sign-in resets
// the count. Per address: the login and reset calls. Per user: every data call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_PASSWORD, startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import {
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ADDRESS,
  RESET_PER_ACCOUNT,
  RESET_PER_ADDRESS,
} from '../../src/server/platform/rate-limit/rules.js';

const b64 = (s: string) => Buffer.from(s).toString('base64');

for (const dialect of testDialects()) {
  describe(`sign-in and API limits (${dialect})`, () => {
    let t: TestApp;
    let address = 0;
    // Each call from a new address unless one is given: isolates the per-account rules.
    const login = (
      UserName: string,
      password: string,
      extra: Record<string, unknown> = {},
      remoteAddress = `198.51.100.${++address % 250}`,
    ): Promise<LightMyRequestResponse> =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/mc/jwt/login',
        remoteAddress,
        payload: { UserName, Password: b64(password), ...extra },
      });
    const reset = (email: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/mc/jwt/reset-password', remoteAddress, payload: { email } });

    beforeAll(async () => {
      t = await startApp(dialect, { apiRequestsPerMinute: 40 });
    });
    afterAll(async () => t?.close());

    it('caps attempts per account from many addresses and spellings, known and unknown names alike', async () => {
      for (const name of ['nobody-here', 'admin']) {
        // spelled differently each time: case and spaces never make a fresh counter
        for (let i = 0; i < LOGIN_PER_ACCOUNT.limit; i++) {
          const r = await login(i % 2 ? ` ${name.toUpperCase()} ` : name, 'wrong password');
          expect(r.statusCode, `${name} attempt ${i}`).not.toBe(429);
        }
        const over = await login(name, 'wrong password');
        expect(over.statusCode).toBe(429);
        expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
        expect(over.json().errors[0].message).toMatch(/Too many sign-in attempts for this account/);
      }
      // even the right password waits: the counter belongs to the account, not to the guess
      expect((await login('admin', ADMIN_PASSWORD)).statusCode).toBe(429);
    });

    it('resets the account count after a completed sign-in', async () => {
      const name = 'second-admin';
      await t.addUser({
        userName: name,
        email: 'second@example.test',
        password: ADMIN_PASSWORD,
        displayName: 'Second',
        roles: ['Admin'],
      });
      // 3 × (4 failures + 1 success) = 15 attempts: over the limit of 10 unless each success resets the count
      // (4 failures stay under the lockout of 5, which a success also clears).
      expect(15).toBeGreaterThan(LOGIN_PER_ACCOUNT.limit);
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 4; i++)
          expect((await login(name, 'not it')).statusCode, `round ${round} failure ${i}`).toBe(200);
        expect((await login(name, ADMIN_PASSWORD)).json(), `round ${round}`).toMatchObject({ success: true });
      }
    });

    it('caps sign-in attempts per address, whatever account they name', async () => {
      const from = '203.0.113.77';
      for (let i = 0; i < LOGIN_PER_ADDRESS.limit; i++)
        expect((await login(`user-${i}`, 'x', {}, from)).statusCode).not.toBe(429);
      expect((await login('someone-else', 'x', {}, from)).statusCode).toBe(429);
      expect((await login('someone-else', 'x', {}, '203.0.113.78')).statusCode).not.toBe(429);
    });

    it('caps reset requests per address and per e-mail address, answering unknown addresses alike', async () => {
      const answers = [];
      for (let i = 0; i < RESET_PER_ACCOUNT.limit; i++)
        answers.push(await reset('Nobody@Example.test', `192.0.2.${i + 1}`));
      expect(answers.map((a) => a.statusCode)).not.toContain(429);
      expect((await reset(' nobody@example.TEST ', '192.0.2.100')).statusCode).toBe(429);
      const from = '192.0.2.200';
      for (let i = 0; i < RESET_PER_ADDRESS.limit; i++)
        expect((await reset(`x${i}@example.test`, from)).statusCode).not.toBe(429);
      expect((await reset('y@example.test', from)).statusCode).toBe(429);
    });

    it('caps data calls per user (API_REQUESTS_PER_MINUTE), one user at a time', async () => {
      await t.addUser({
        userName: 'admin-api',
        email: 'api@example.test',
        password: ADMIN_PASSWORD,
        displayName: 'API',
        roles: ['Admin'],
      });
      const user = await t.login('admin-api', ADMIN_PASSWORD);
      const statuses: number[] = [];
      for (let i = 0; i < 41; i++)
        statuses.push((await t.call(user, { method: 'GET', url: '/api/v1/db/contenttype?pageNumber=1' })).statusCode);
      expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
      expect(statuses[40]).toBe(429);
      // another user is not held back
      expect(
        (await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/contenttype?pageNumber=1' })).statusCode,
      ).toBe(200);
    });

    it('counts the editor and site-tool calls against the same per-user budget', async () => {
      await t.addUser({
        userName: 'editor-api',
        email: 'editor@example.test',
        password: ADMIN_PASSWORD,
        displayName: 'Editor',
        roles: ['Admin'],
      });
      const user = await t.login('editor-api', ADMIN_PASSWORD);
      const calls = [
        '/api/v1/mc/editor/drafts',
        '/api/v1/mc/reports/page-numbers',
        '/api/v1/db/contenttype?pageNumber=1',
      ];
      const statuses: number[] = [];
      for (let i = 0; i < 41; i++)
        statuses.push((await t.call(user, { method: 'GET', url: calls[i % calls.length] })).statusCode);
      expect(
        statuses.slice(0, 40).every((s) => s === 200),
        JSON.stringify(statuses),
      ).toBe(true);
      expect(statuses[40]).toBe(429);
      expect((await t.call(user, { method: 'GET', url: '/api/v1/mc/editor/drafts' })).statusCode).toBe(429);
    });
  });
}
