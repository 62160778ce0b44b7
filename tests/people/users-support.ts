// Helpers of the User Management tests (users.test.ts, users-save-and-rules.test.ts):
// the list read as the admin reads it, a table's row count to show what a
// refused call did not write, and the set-password link of an e-mail.
import { expect } from 'vitest';
import type { UserSummary } from '../../src/shared/api/people.js';
import type { TestApp } from '../support/app.js';
import { USERS } from './support.js';

export const linkIn = (html: string) =>
  /https?:\/\/[^\s"'<>]+change-password\?[^\s"'<>]+/.exec(html)?.[0].replace(/&amp;/g, '&');

/** One page of User Management's list, with its paging header. */
export async function listUsers(t: TestApp, query: string, token = t.adminToken) {
  const res = await t.call(token, { method: 'GET', url: `${USERS}?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json() as UserSummary[], paging: JSON.parse(String(res.headers['x-pagination'])) };
}

export async function rowCount(t: TestApp, table: 'AspNetUsers' | 'AspNetUserRoles' | 'AspNetUserClaims' | 'AuditLog') {
  return Number(
    (await t.db.first<{ n: number | string }>(
      t.db.builder
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .compile(),
    ))!.n,
  );
}
