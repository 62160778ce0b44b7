// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserSummary } from '../../../../shared/api/people.js';
import { REASONS } from '../../../../shared/people/account-rules.js';
import { clearSession } from '../../../auth/token-storage.js';
import { fakeServer, paged, renderAt, ROLES, signInAs, TAGS } from '../spec-support.js';
import { UserListPage } from './UserListPage.js';

afterEach(() => {
  cleanup();
  clearSession();
});

const row = (over: Partial<UserSummary>): UserSummary => ({
  Id: 'u-2',
  UserName: 'newsdesk',
  DisplayName: 'News Desk',
  Email: 'newsdesk@example.test',
  roles: ['Maintenance User'],
  lastSignIn: null,
  lockedUntil: null,
  twoFactor: false,
  disabled: false,
  invited: true,
  ...over,
});

function serve(rows: (query: URLSearchParams) => UserSummary[]) {
  return fakeServer((c) => {
    if (c.method === 'GET' && c.path === '/api/v1/mc/users') return paged(rows(c.query));
    if (c.path === '/api/v1/db/aspnetroles') return { body: ROLES };
    if (c.path === '/api/v1/db/tag') return { body: TAGS };
    if (c.path === '/api/v1/db/content') return { body: [{ CId: 500, CTitle: 'Home' }] };
    if (c.method === 'POST' && c.path === '/api/v1/mc/users')
      return {
        status: 201,
        body: {
          user: { Id: 'u-new' },
          mailed: true,
          message: 'An invitation to choose a password was sent to ann@example.test.',
        },
      };
    return undefined;
  });
}

const open = (server: ReturnType<typeof serve>, url = '/user-management') =>
  renderAt(<UserListPage />, { fetch: server.fetch, url, pattern: '/user-management' });

describe('the user list', () => {
  it('shows each account’s name, roles, last sign-in, lock-out, second factor and status, linking to it', async () => {
    await signInAs({ userId: 'u-1', role: 'MoJoAdmin' });
    open(
      serve(() => [
        row({}),
        row({
          Id: 'u-3',
          UserName: 'ed',
          DisplayName: null,
          Email: 'ed@example.test',
          roles: ['Admin'],
          lastSignIn: '2030-01-02T03:04:05.000Z',
          lockedUntil: '2030-01-02T03:19:05.000Z',
          twoFactor: true,
          invited: false,
        }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      /News Desk.*newsdesk.*newsdesk@example.test.*Maintenance User.*Never.*No.*Off.*Invited/,
    );
    expect(rows[2]).toHaveTextContent(/ed.*Admin.*01\/02\/2030.*Until 01\/02\/2030.*On.*Locked/);
    expect(within(rows[1]).getByRole('link', { name: 'News Desk' })).toHaveAttribute('href', '/user-management/u-2');
  });

  it('sends the search once typing settles, and the filters, and says when nothing matches', async () => {
    await signInAs({ userId: 'u-1', role: 'MoJoAdmin' });
    const server = serve((q) => (q.get('q') ? [] : [row({})]));
    open(server);
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getByRole('navigation', { name: 'Users pages' })).toHaveTextContent('Page 1 of 1 (1 in all)');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'zz');
    expect(await screen.findByText('No search results found', {}, { timeout: 3000 })).toBeInTheDocument();
    // Nothing to page through: the spec's empty text alone, no 'Page 0 of 0 (0 in all)'.
    expect(screen.queryByRole('navigation', { name: 'Users pages' })).toBeNull();
    expect(screen.queryByText(/in all\)/)).toBeNull();
    const searched = server.calls.filter((c) => c.path === '/api/v1/mc/users' && c.query.get('q'));
    expect(searched.map((c) => c.query.get('q'))).toEqual(['zz']); // one call, not one per key
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Locked' }));
    await waitFor(() => expect(server.calls.at(-1)!.query.get('status')).toBe('locked'));
    expect(server.calls.at(-1)!.query.get('q')).toBe('zz');
  });

  it('says No data available when there are no accounts and no filter', async () => {
    await signInAs({ userId: 'u-1', role: 'MoJoAdmin' });
    open(serve(() => []));
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('invites with no password field, the MoJoAdmin role greyed out for an Admin, and opens the new account', async () => {
    await signInAs({ userId: 'u-1', role: 'Admin' });
    const server = serve(() => [row({})]);
    open(server);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    expect(within(dialog).queryByLabelText(/password/i)).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: 'MoJoAdmin' })).toHaveAccessibleDescription(
      REASONS['mojoadmin-role'],
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ann Example');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'User name' }), 'ann');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'ann@example.test');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Maintenance User' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'News (208)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument(); // the new account's page
    const post = server.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      DisplayName: 'Ann Example',
      UserName: 'ann',
      Email: 'ann@example.test',
      roleIds: ['r-maint'],
      tagIds: [208],
      contentIds: [],
    });
  });

  it('will not send an invitation with a field missing', async () => {
    await signInAs({ userId: 'u-1', role: 'MoJoAdmin' });
    const server = serve(() => []);
    open(server);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Fill in Name, User name, E-mail.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
