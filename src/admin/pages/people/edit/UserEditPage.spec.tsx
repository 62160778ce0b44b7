// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDetail } from '../../../../shared/api/people.js';
import { REASONS } from '../../../../shared/people/account-rules.js';
import { createAuthApi } from '../../../auth/auth-api.js';
import { clearSession } from '../../../auth/token-storage.js';
import { fakeServer, paged, refusal, renderAt, ROLES, signInAs, tag, TAGS, type Handler } from '../spec-support.js';
import { UserEditPage } from './UserEditPage.js';
import { UserSecurityTab } from './UserSecurityTab.js';
import { withQueryClient } from '../../../api/spec-support.js';
import { render } from '@testing-library/react';
import { createHttpClient } from '../../../providers/http-client.js';
import { createPeopleApi, PeopleApiProvider } from '../people-api.js';

afterEach(() => {
  cleanup();
  clearSession();
});

const account = (over: Partial<UserDetail> = {}): UserDetail => ({
  Id: 'u-2',
  UserName: 'newsdesk',
  DisplayName: 'News Desk',
  Email: 'newsdesk@example.test',
  roles: ['Maintenance User'],
  roleIds: ['r-maint'],
  lastSignIn: null,
  lockedUntil: null,
  twoFactor: false,
  disabled: false,
  invited: false,
  emailConfirmed: true,
  resetRequired: false,
  tagIds: [],
  contentIds: [],
  contents: [],
  otherClaims: [],
  moJoAdmins: 1,
  version: 'v1',
  ...over,
});

function serve(user: UserDetail, extra: Handler = () => undefined) {
  return fakeServer((c) => {
    const own = extra(c);
    if (own) return own;
    if (c.method === 'GET' && c.path === `/api/v1/mc/users/${user.Id}`) return { body: user };
    if (c.path === `/api/v1/mc/users/${user.Id}/audit`) return paged([]);
    if (c.path === '/api/v1/db/aspnetroles') return { body: ROLES };
    if (c.path === '/api/v1/db/tag') return { body: TAGS };
    if (c.path === '/api/v1/db/content') return { body: [] };
    return undefined;
  });
}

const open = (user: UserDetail, server: ReturnType<typeof serve>, tab = '') =>
  renderAt(<UserEditPage />, {
    fetch: server.fetch,
    url: `/user-management/${user.Id}${tab ? `?tab=${tab}` : ''}`,
    pattern: '/user-management/:UserId',
  });

describe('the account page, as an Admin', () => {
  it('greys out everything on a MoJoAdmin account, saying why, instead of failing on save', async () => {
    await signInAs({ userId: 'u-1', role: 'Admin' });
    const mja = account({
      Id: 'u-9',
      UserName: 'admin',
      DisplayName: 'Site Administrator',
      roles: ['MoJoAdmin'],
      roleIds: ['r-mja'],
    });
    open(mja, serve(mja));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toBeDisabled();
    expect(name).toHaveAccessibleDescription(REASONS['mojoadmin-account']);
    expect(screen.getByRole('checkbox', { name: 'Admin' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'News (208)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // nothing secret or raw on the screen
    expect(document.body.textContent).not.toMatch(/NormalizedUserName|ConcurrencyStamp|SecurityStamp|PasswordHash/);
  });

  it('keeps the MoJoAdmin role out of reach, and one’s own roles and permissions', async () => {
    await signInAs({ userId: 'u-1', role: 'Admin' });
    const other = account();
    open(other, serve(other));
    const mjaRole = await screen.findByRole('checkbox', { name: 'MoJoAdmin' });
    expect(mjaRole).toBeDisabled();
    expect(mjaRole).toHaveAccessibleDescription(REASONS['mojoadmin-role']);
    expect(screen.getByRole('checkbox', { name: 'Admin' })).toBeEnabled();
    cleanup();
    const self = account({ Id: 'u-1', roles: ['Admin'], roleIds: ['r-admin'] });
    open(self, serve(self));
    const admin = await screen.findByRole('checkbox', { name: 'Admin' });
    expect(admin).toBeDisabled();
    expect(admin).toHaveAccessibleDescription(REASONS['own-access']);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(REASONS['own-sign-in']);
  });
});

describe('the account page, as a MoJoAdmin', () => {
  it('warns that the News section alone is not on the dashboard, and grants tag 2 with consent, saying what else it allows', async () => {
    await signInAs({ userId: 'u-1', role: 'MoJoAdmin' });
    const user = account();
    const server = serve(user, (c) =>
      c.method === 'PUT' ? { body: { ...user, tagIds: c.body.tagIds, version: 'v2' } } : undefined,
    );
    open(user, server);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'News (208)' }));
    const warning = await screen.findByRole('alert', { name: 'Not on the dashboard' });
    expect(warning).toHaveTextContent("You don't have access to any tools in this section.");
    expect(warning).toHaveTextContent('News (208) needs Dashboard (2).');
    await userEvent.click(within(warning).getByRole('button', { name: 'Also grant Dashboard (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Also grant Dashboard (2)?' });
    expect(within(dialog).getByTestId('also-allowed')).toHaveTextContent('Content (50), Blog (201)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant Dashboard (2)' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Not on the dashboard' })).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Dashboard (2)' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const put = server.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/v1/mc/users/u-2');
    expect(put.body).toEqual({
      DisplayName: 'News Desk',
      UserName: 'newsdesk',
      Email: 'newsdesk@example.test',
      roleIds: ['r-maint'],
      tagIds: [2, 208],
      contentIds: [],
      version: 'v1',
    });
  });

  // Issue 41: a Maintenance User could be granted General Settings directly, a screen whose every call refuses them.
  it('offers a tool only Admin and MoJoAdmin can use disabled, with the reason, to an account holding neither, and lets one granted before be removed', async () => {
    await signInAs({ userId: 'u-1', role: 'MoJoAdmin' });
    const withSettings = (c: Parameters<Handler>[0]) =>
      c.path === '/api/v1/db/tag'
        ? { body: [...TAGS, tag(1042, null, 'General Settings', '/general-settings')] }
        : undefined;
    const reason =
      'General Settings is for Admin and MoJoAdmin accounts whatever their tags: its tag would open the screen to a Maintenance User only to refuse its calls.';
    const user = account();
    open(user, serve(user, withSettings));
    const offered = await screen.findByRole('checkbox', { name: 'General Settings (1042)' });
    expect(offered).toBeDisabled();
    expect(offered).not.toBeChecked();
    expect(offered).toHaveAccessibleDescription(reason);
    expect(screen.getByRole('checkbox', { name: 'News (208)' })).toBeEnabled();
    // Made an Admin, the account can use it: offered as any other tag.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Admin' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'General Settings (1042)' })).toBeEnabled());
    expect(screen.getByRole('checkbox', { name: 'General Settings (1042)' })).not.toHaveAccessibleDescription(reason);
    cleanup();
    const granted = account({ tagIds: [2, 1042] });
    const server = serve(
      granted,
      (c) =>
        withSettings(c) ??
        (c.method === 'PUT' ? { body: { ...granted, tagIds: c.body.tagIds, version: 'v2' } } : undefined),
    );
    open(granted, server);
    const held = await screen.findByRole('checkbox', { name: 'General Settings (1042)' });
    expect(held).toBeChecked();
    expect(held).toHaveAccessibleDescription(reason);
    await userEvent.click(held);
    expect(held).not.toBeChecked();
    expect(held).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ tagIds: [2] });
  });

  it('says so when the account changed meanwhile, and reloads it on request', async () => {
    await signInAs({ userId: 'u-1', role: 'MoJoAdmin' });
    const user = account();
    let version = 'v1';
    const server = serve(user, (c) => {
      if (c.method === 'PUT')
        return refusal(
          412,
          'This account was changed by someone else since you opened it: reload it and make your change again',
        );
      if (c.method === 'GET' && c.path === '/api/v1/mc/users/u-2')
        return { body: { ...user, DisplayName: version === 'v1' ? 'News Desk' : 'Renamed Elsewhere', version } };
      return undefined;
    });
    open(user, server);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/changed by someone else/)).toBeInTheDocument();
    version = 'v2';
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Renamed Elsewhere'));
  });

  it('shows the audit trail, the explainer’s tab, and takes more tabs', async () => {
    await signInAs({ userId: 'u-1', role: 'MoJoAdmin' });
    const user = account();
    const server = serve(user, (c) =>
      c.path === '/api/v1/mc/users/u-2/audit'
        ? paged([
            {
              AlId: 7,
              Date: '2030-01-02T03:04:05.000Z',
              Type: 'Access',
              Message: 'Access of newsdesk changed: +TId 208',
              UserName: 'admin',
              Impersonator: null,
              Entity: 'AspNetUsers',
            },
          ])
        : undefined,
    );
    renderAt(
      <UserEditPage extraTabs={[{ key: 'extra', label: 'Extra', render: (u) => <p>extra for {u.UserName}</p> }]} />,
      {
        fetch: server.fetch,
        url: '/user-management/u-2?tab=audit',
        pattern: '/user-management/:UserId',
      },
    );
    expect(await screen.findByText('Access of newsdesk changed: +TId 208')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reach, and why' })).toBeInTheDocument(); // the access explainer's tab
    await userEvent.click(screen.getByRole('tab', { name: 'Extra' }));
    expect(await screen.findByText('extra for newsdesk')).toBeInTheDocument();
  });
});

describe('the security actions', () => {
  const renderTab = (
    user: UserDetail,
    refusals: Parameters<typeof UserSecurityTab>[0]['refusals'],
    server: ReturnType<typeof serve>,
    reload = vi.fn(),
  ) => {
    const authApi = createAuthApi({ fetch: server.fetch, getToken: () => 'tok' });
    const api = createPeopleApi(createHttpClient({ fetch: server.fetch, getToken: () => 'tok' }));
    render(
      withQueryClient(
        <PeopleApiProvider api={api}>
          <UserSecurityTab user={user} refusals={refusals} authApi={authApi} reload={reload} />
        </PeopleApiProvider>,
      ),
    );
    return reload;
  };

  it('impersonates: stores the answered token and reloads at the root', async () => {
    const { signedToken } = await import('../../../auth/test-helpers.js');
    const token = await signedToken({ userId: 'u-2', impersonate: true, act_name: 'admin' });
    const server = serve(account(), (c) =>
      c.path === '/api/v1/mc/jwt/impersonate' ? { body: { success: true, token } } : undefined,
    );
    const reload = renderTab(account(), {}, server);
    await userEvent.click(screen.getByRole('button', { name: 'Impersonate' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(server.calls.find((c) => c.path === '/api/v1/mc/jwt/impersonate')!.body).toEqual({ UserId: 'u-2' });
    expect(localStorage.getItem('mojo.admin.token')).toBe(token);
  });

  it('greys out what the rules refuse, with the reason, and unlock when nothing is locked', () => {
    renderTab(
      account(),
      { impersonate: { rule: 'impersonate-mojoadmin-only', reason: REASONS['impersonate-mojoadmin-only'] } },
      serve(account()),
    );
    expect(screen.getByRole('button', { name: 'Impersonate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Impersonate' })).toHaveAccessibleDescription(
      REASONS['impersonate-mojoadmin-only'],
    );
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Turn second factor on' })).toBeEnabled();
  });

  it('sends the invitation again for an account that has no password yet, and shows the server’s words', async () => {
    const server = serve(account(), (c) =>
      c.path === '/api/v1/mc/jwt/reset-password'
        ? { body: { success: true, message: 'The invitation was sent again to newsdesk@example.test.' } }
        : undefined,
    );
    renderTab(account({ invited: true }), {}, server);
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation again' }));
    expect(await screen.findByText('The invitation was sent again to newsdesk@example.test.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === '/api/v1/mc/jwt/reset-password')!.query.get('userId')).toBe('u-2');
  });

  it('asks before disabling, then shows the account disabled', async () => {
    const server = serve(account(), (c) =>
      c.path === '/api/v1/mc/users/u-2/disabled' ? { body: account({ disabled: true }) } : undefined,
    );
    renderTab(account(), {}, server);
    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, continue' }));
    expect(await screen.findByText('The account is disabled.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === '/api/v1/mc/users/u-2/disabled')!.body).toEqual({ disabled: true });
  });
});
