// @vitest-environment jsdom
// UserReach shows the explainer's answer for one user: its notes first,
// then each tool, page and panel with a word for the verdict and the reasons.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { explainUserReach } from '../../../shared/reach.js';
import { withQueryClient } from '../../api/spec-support.js';
import { fakeFetch } from '../../auth/test-helpers.js';
import { UserReach } from './UserReach.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tag = (TId: number, TIdParent: number | null, TName: string, TPath: string | null = null) => ({
  TId,
  TIdParent,
  TName,
  TPath,
  TVisible: true,
  TDeleted: false,
  CUrlDefaultPage: null,
  TNextId: null,
});
const TAGS = [
  tag(2, null, 'Dashboard', '/'),
  tag(208, 2, 'News'),
  tag(1001, 208, 'All News Items', '/edit/select?tag=208'),
  tag(46, 2, 'Administration'),
  tag(1040, 46, 'User Group Management', '/user-group-management'),
];
// The answer as the server computes it, from the same shared code.
const ANSWER = explainUserReach(
  {
    userId: 'u-9',
    userName: 'newsie',
    name: 'News Editor',
    roles: ['Maintenance User'],
    claims: [{ ClaimType: 'TId', ClaimValue: '208', from: { kind: 'user' } }],
    disabled: false,
  },
  TAGS,
);

describe('UserReach', () => {
  it('explains a user given tag 208: the missing dashboard tag first, then every tool, page and panel', async () => {
    const fake = fakeFetch({ '/api/v1/mc/access/reach/users/u-9': { body: ANSWER } });
    vi.stubGlobal('fetch', fake.fetch);
    render(
      withQueryClient(
        <MemoryRouter>
          <UserReach userId="u-9" />
        </MemoryRouter>,
      ),
    );
    expect(
      await screen.findByText(
        'Holds tag 208 "News" but not the dashboard tag 2: no dashboard tool shows until tag 2 is granted too.',
      ),
    ).toBeInTheDocument();
    const tools = screen.getByRole('table', { name: 'Dashboard tools' });
    const news = within(tools).getByText('News').closest('tr')!;
    expect(within(news).getByText('No')).toBeInTheDocument();
    expect(within(news).getByText('no access to the dashboard tag 2, which every tool needs')).toBeInTheDocument();
    const pages = screen.getByRole('table', { name: 'Pages' });
    const groups = pages.querySelector('tr[data-path="/user-group-management"]') as HTMLElement;
    expect(within(groups).getByText('granted by tag 1040 "User Group Management"')).toBeInTheDocument();
    expect(within(pages.querySelector('tr[data-path="/account"]') as HTMLElement).getByText('Yes')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Panels' })).getAllByText('No')).toHaveLength(3);
    // Only what they can reach: the pages they cannot open go.
    await userEvent.click(screen.getByLabelText('Only what they can reach'));
    expect(pages.querySelector('tr[data-path="/user-group-management"]')).toBeNull();
    expect(pages.querySelector('tr[data-path="/account"]')).not.toBeNull();
  });
});
