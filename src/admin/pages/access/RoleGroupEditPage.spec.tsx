// @vitest-environment jsdom
// The role-group screen shows every rule the server enforces as a disabled
// control with the shared rule's reason, warns about the dashboard tag, and
// saves name and claims in one call.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { NotificationContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoleGroup } from '../../../shared/api/access.js';
import { REASONS } from '../../../shared/role-rules.js';
import { withQueryClient } from '../../api/spec-support.js';
import { fakeFetch, signedToken, type FakeRoute } from '../../auth/test-helpers.js';
import { clearSession, storeToken } from '../../auth/token-storage.js';
import { RoleGroupEditPage } from './RoleGroupEditPage.js';
import { DASHBOARD_TAG_ID } from '../../../shared/dashboard-tools.js';
import { createI18nProvider } from '../../i18n/provider.js';

// The English texts the screen shows (the message files are their one source).
const english = createI18nProvider('en');
const ADMINS_ONLY = english.translate('access.adminsOnly');
const DASHBOARD_WARNING = english.translate('access.claims.dashboardWarning', { id: DASHBOARD_TAG_ID });

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const TAGS = [
  { TId: 2, TIdParent: null, TName: 'Dashboard', TPath: '/', TVisible: true, TDeleted: false },
  { TId: 208, TIdParent: 2, TName: 'News', TPath: null, TVisible: true, TDeleted: false },
  { TId: 1042, TIdParent: 2, TName: 'General Settings', TPath: '/general-settings', TVisible: true, TDeleted: false },
  { TId: 1050, TIdParent: 2, TName: 'Drafts', TPath: '/drafts', TVisible: true, TDeleted: false },
];
const member = (Id: string, UserName: string, isMJA = false) => ({
  Id,
  UserName,
  DisplayName: UserName,
  Email: `${UserName}@example.test`,
  isMJA,
  disabled: false,
});
const MU_ROLE: RoleGroup = {
  Id: 'r-mu',
  Name: 'Maintenance User',
  builtIn: true,
  claims: [],
  members: [member('u-1', 'me'), member('u-top', 'top', true), member('u-2', 'newsie')],
  superAdminCount: 1,
};
const NEWS_ROLE: RoleGroup = {
  Id: 'r-news',
  Name: 'News editors',
  builtIn: false,
  claims: [{ Id: 1, ClaimType: 'TId', ClaimValue: '208' }],
  members: [],
  superAdminCount: 1,
};

async function open(role: string, group: RoleGroup, extra: Record<string, FakeRoute> = {}) {
  storeToken(await signedToken({ role, userId: 'u-1' }));
  const fake = fakeFetch({
    [`/api/v1/mc/access/roles/${group.Id}`]: { body: group },
    '/api/v1/db/tag': { body: TAGS },
    ...extra,
  });
  vi.stubGlobal('fetch', fake.fetch);
  render(
    withQueryClient(
      <NotificationContextProvider>
        <MemoryRouter initialEntries={[`/user-group-management/${group.Id}`]}>
          <Routes>
            <Route path="/user-group-management/:RoleId" element={<RoleGroupEditPage />} />
          </Routes>
        </MemoryRouter>
      </NotificationContextProvider>,
    ),
  );
  return fake.calls;
}

const describedBy = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('role group screen', () => {
  it('shows an Admin each refused control disabled, with the server’s reason', async () => {
    await open('Admin', MU_ROLE);
    const name = await screen.findByLabelText('Name');
    expect(name).toBeDisabled();
    expect(describedBy(name)).toBe(REASONS.builtInName('Maintenance User'));
    expect(describedBy(screen.getByLabelText('Tags (TId claims)'))).toBe(REASONS.defineRoles);
    const remove = (user: string) => screen.getByRole('button', { name: `Remove ${user}` });
    expect(remove('me')).toBeDisabled();
    expect(describedBy(remove('me'))).toBe(REASONS.ownGrants);
    expect(remove('top')).toBeDisabled();
    expect(describedBy(remove('top'))).toBe(REASONS.superAdminTarget);
    expect(remove('newsie')).toBeEnabled();
    const del = screen.getByRole('button', { name: 'Delete role group' });
    expect(del).toBeDisabled();
    expect(describedBy(del)).toBe(REASONS.builtInName('Maintenance User'));
  });

  // Issue 41 item 2: General Settings (1042) could be granted, and its screen then refused every call to a Maintenance User.
  it('offers a tool only Admin and MoJoAdmin can use disabled, with the reason, and names one granted before', async () => {
    await open('MoJoAdmin', {
      ...NEWS_ROLE,
      claims: [...NEWS_ROLE.claims, { Id: 2, ClaimType: 'TId', ClaimValue: '1042' }],
    });
    const granted = await screen.findByText(
      english.translate('access.claims.roleOnlyGranted', { names: 'General Settings (1042)' }),
    );
    expect(granted).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /General Settings \(1042\)/ })).toBeInTheDocument(); // kept, and can be removed
  });

  it('does not offer a tool only Admin and MoJoAdmin can use as a new grant', async () => {
    await open('MoJoAdmin', NEWS_ROLE);
    await userEvent.click(await screen.findByLabelText('Tags (TId claims)'));
    const settings = await screen.findByRole('option', { name: /General Settings \(1042\)/ });
    expect(settings).toHaveAttribute('aria-disabled', 'true');
    expect(settings).toHaveTextContent(english.translate('access.claims.roleOnly', { name: 'General Settings' }));
    expect(await screen.findByRole('option', { name: /Drafts \(1050\)/ })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('warns a MoJoAdmin that tags without the dashboard tag show no tools, adds it, and saves name and claims in one call', async () => {
    const calls = await open('MoJoAdmin', NEWS_ROLE, {
      '/api/v1/mc/access/roles/r-news': (init) => ({
        body: init.method === 'PUT' ? { ...NEWS_ROLE, ...JSON.parse(String(init.body)), claims: [] } : NEWS_ROLE,
      }),
    });
    await screen.findByText(DASHBOARD_WARNING);
    expect(describedBy(screen.getByRole('button', { name: 'Delete role group' }))).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Add the dashboard tag 2' }));
    await waitFor(() => expect(screen.queryByText(DASHBOARD_WARNING)).toBeNull());
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Newsroom');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.init.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.init.method === 'PUT')!.body).toEqual({
      Name: 'Newsroom',
      claims: [
        { ClaimType: 'TId', ClaimValue: '208' },
        { ClaimType: 'TId', ClaimValue: '2' },
      ],
    });
  });

  it('shows a Maintenance User the lock message instead of the screen, and reads nothing', async () => {
    const calls = await open('Maintenance User', NEWS_ROLE);
    expect(within(screen.getByRole('note')).getByText(ADMINS_ONLY)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/access/'))).toEqual([]);
  });
});
