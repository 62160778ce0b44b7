// Signing in through the sign-in screen, and the demo admin's page for the tests that are not about signing in
// (docs/decisions/0159-e2e-pages-reuse-the-admin-session.md): the first page of a browser context signs in through
// the screen; a later one opens on the session that sign-in left in the context's local storage, when it is still
// the admin's own and the server still takes it. Tests sign other users in, impersonate, sign out and change
// passwords; each leaves a token that fails the checks below, and the next page signs in through the screen again.
// The screen's sign-in costs a load of the app and the password's hash, and most tests went on to another screen.
import type { BrowserContext, Page } from 'playwright-core';
import { TOKEN_KEY } from '../../../src/admin/auth/token-storage.js';
import type { CheckAnswer } from '../../../src/shared/api/auth.js';
import { API_PREFIX } from '../../../src/shared/api/prefixes.js';
import { SERVER_ADMIN_PASSWORD } from '../../support/server-process.js';

export const ADMIN = { user: 'admin', password: SERVER_ADMIN_PASSWORD };

/** Signs in through the sign-in screen (step 1 only: no second factor). */
export async function signIn(
  page: Page,
  adminUrl: string,
  user = ADMIN.user,
  password = ADMIN.password,
): Promise<void> {
  await page.goto(`${adminUrl}/login`);
  await page.getByLabel('User Name').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The admin's user id per context, known once a page of it signed in through the screen. */
const adminOf = new WeakMap<BrowserContext, string>();

/** The dashboard: `adminUrl`, with or without the trailing slash. */
const dashboard = (adminUrl: string) => new RegExp(`^${adminUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);

/** The user id a session token names (its claims unverified: the server's check below verifies the token). */
const userIdOf = (token: string): string =>
  String((JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { userId?: unknown }).userId);

/** The token the context's pages of `origin` keep, or undefined. */
async function storedToken(context: BrowserContext, origin: string): Promise<string | undefined> {
  const state = await context.storageState();
  return state.origins.find((o) => o.origin === origin)?.localStorage.find((i) => i.name === TOKEN_KEY)?.value;
}

/** The context's stored token when it is the admin's own (no impersonation) and the server's session check takes it. */
async function adminSessionOf(context: BrowserContext, adminUrl: string): Promise<boolean> {
  const admin = adminOf.get(context);
  const { origin } = new URL(adminUrl);
  const token = admin === undefined ? undefined : await storedToken(context, origin);
  if (!token || userIdOf(token) !== admin) return false;
  const res = await fetch(`${origin}${API_PREFIX.signIn}/check`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) return false;
  const answer = (await res.json()) as CheckAnswer;
  return answer.success === true && !!answer.token && !answer.reauthenticate && !answer.impersonate;
}

/**
 * A new page of `context` signed in as the demo admin, on `path` of the admin (the dashboard without one). With the
 * session reused, the page loads `path` straight away; a page that signs in lands on the dashboard first, then goes.
 */
export async function signedInAdminPage(context: BrowserContext, adminUrl: string, path = ''): Promise<Page> {
  const page = await context.newPage();
  if (await adminSessionOf(context, adminUrl)) {
    await page.goto(`${adminUrl}${path}`);
    if (!path) await page.waitForURL(dashboard(adminUrl));
    return page;
  }
  await signIn(page, adminUrl);
  await page.waitForURL(dashboard(adminUrl));
  const token = await storedToken(context, new URL(adminUrl).origin);
  if (token) adminOf.set(context, userIdOf(token));
  if (path) await page.goto(`${adminUrl}${path}`);
  return page;
}
