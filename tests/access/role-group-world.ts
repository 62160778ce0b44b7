// The world both role-group test files start from: an Admin ("office-admin"),
// a Maintenance User ("newsie") with one tag claim, and the seeded MoJoAdmin.
import { startApp, type TestApp } from '../support/app.js';
import type { DialectName } from '../support/dialects.js';

export const ROLES_API = '/api/v1/mc/access';
export const ROLE_TEST_PASSWORD = 'role-group-password-1';

interface RoleGroupWorld {
  t: TestApp;
  adminId: string;
  mjaId: string;
  editorId: string;
  /** The Admin's token. */
  admin: string;
  /** The Maintenance User's token. */
  editor: string;
}

export async function startRoleGroupWorld(dialect: DialectName): Promise<RoleGroupWorld> {
  const t = await startApp(dialect);
  const adminId = await t.addUser({
    userName: 'office-admin',
    email: 'office@example.test',
    password: ROLE_TEST_PASSWORD,
    displayName: 'Office Admin',
    roles: ['Admin'],
  });
  const editorId = await t.addUser({
    userName: 'newsie',
    email: 'newsie@example.test',
    password: ROLE_TEST_PASSWORD,
    displayName: 'News Editor',
    roles: ['Maintenance User'],
    claims: [['TId', '208']],
  });
  const admin = await t.login('office-admin', ROLE_TEST_PASSWORD);
  const editor = await t.login('newsie', ROLE_TEST_PASSWORD);
  const mjaId = (
    await t.call(t.adminToken, {
      method: 'GET',
      url: '/api/v1/db/aspnetusers?pageNumber=1&fields=Id&filters=UserName==admin',
    })
  ).json()[0].Id as string;
  return { t, adminId, mjaId, editorId, admin, editor };
}

/** A call to the role-group API as `token`. */
export const roleCall = (
  t: TestApp,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.call(token, { method, url: `${ROLES_API}${url}`, ...(payload !== undefined ? { payload } : {}) });

/** A refusal's status with its first error. */
export const refusal = (res: { statusCode: number; json(): { errors: { message: string; field?: string }[] } }) => ({
  status: res.statusCode,
  ...res.json().errors[0],
});
