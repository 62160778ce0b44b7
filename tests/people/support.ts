// Helpers of the people tests: accounts made directly (with a password, the
// way the seed makes them), signed in through the real login call, and the
// user-management calls with the rule a refusal names.
import { expect } from 'vitest';
import { ROLE_IDS } from '../../src/shared/roles.js';
import type { TestApp } from '../support/app.js';

export const USERS = '/api/v1/mc/users';
export const ACCOUNT = '/api/v1/mc/account';
export const b64 = (s: string) => Buffer.from(s).toString('base64');

let counter = 0;

export interface Person {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

/** A new account with these roles, signed in. */
export async function person(
  t: TestApp,
  roles: (keyof typeof ROLE_IDS)[],
  claims: [string, string][] = [],
): Promise<Person> {
  const name = `p${++counter}${Math.random().toString(36).slice(2, 7)}`;
  const password = `Pass-${name}-word`;
  const email = `${name}@example.test`;
  const id = await t.addUser({ userName: name, email, password, displayName: `Person ${name}`, roles, claims });
  return { id, name, email, password, token: await t.login(name, password) };
}

/** Expects a 403 naming `rule`. */
export function expectRule(res: { statusCode: number; json(): unknown }, rule: string): void {
  expect({ status: res.statusCode, rule: (res.json() as { errors?: { rule?: string }[] }).errors?.[0]?.rule }).toEqual({
    status: 403,
    rule,
  });
}

/** The account as User Management shows it. */
export async function detail(t: TestApp, id: string) {
  const res = await t.call(t.adminToken, { method: 'GET', url: `${USERS}/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json() as import('../../src/shared/api/people.js').UserDetail;
}

/** A save body from the account as it is, with changes. */
export async function saveBody(t: TestApp, id: string, change: Record<string, unknown> = {}) {
  const d = await detail(t, id);
  return {
    UserName: d.UserName,
    DisplayName: d.DisplayName ?? d.UserName,
    Email: d.Email,
    roleIds: d.roleIds,
    tagIds: d.tagIds,
    contentIds: d.contentIds,
    version: d.version,
    ...change,
  };
}

export { ROLE_IDS };
