// @vitest-environment jsdom
// The user list and its invitation in French (issue 29 item 1): every text
// comes from messages/people, so a screen rendered in French says nothing in
// English except the data.
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserSummary } from '../../../../shared/api/people.js';
import { clearSession } from '../../../auth/token-storage.js';
import { createI18nProvider } from '../../../i18n/provider.js';
import { fakeServer, paged, renderAt, ROLES, signInAs, TAGS } from '../spec-support.js';
import { UserListPage } from './UserListPage.js';

afterEach(() => {
  cleanup();
  clearSession();
});

// French puts a narrow space before ':' (accessible names keep it; getByText's matching folds it into a space).
const NARROW_SPACE = '\u202f';
const row: UserSummary = {
  Id: 'u-2',
  UserName: 'newsdesk',
  DisplayName: 'News Desk',
  Email: 'newsdesk@example.test',
  roles: [],
  lastSignIn: null,
  lockedUntil: null,
  twoFactor: false,
  disabled: false,
  invited: true,
};
const signedIn: UserSummary = {
  ...row,
  Id: 'u-3',
  UserName: 'maya',
  DisplayName: 'Maya Okafor',
  Email: 'maya@example.test',
  lastSignIn: '2026-12-06T12:00:00.000Z',
  invited: false,
};

describe('the user list in French', () => {
  it('names its columns, statuses, paging and invitation in French', async () => {
    await signInAs({ userId: 'u-1', role: 'MoJoAdmin' });
    const server = fakeServer((c) => {
      if (c.method === 'GET' && c.path === '/api/v1/mc/users') return paged([row, signedIn]);
      if (c.path === '/api/v1/db/aspnetroles') return { body: ROLES };
      if (c.path === '/api/v1/db/tag') return { body: TAGS };
      return undefined;
    });
    renderAt(
      <I18nContextProvider value={createI18nProvider('fr')}>
        <UserListPage />
      </I18nContextProvider>,
      { fetch: server.fetch, url: '/user-management', pattern: '/user-management' },
    );
    const table = await screen.findByRole('table', { name: 'Utilisateurs' });
    expect(screen.getByRole('heading', { name: 'Gestion des utilisateurs' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Dernière connexion' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/News Desk.*Aucun.*Jamais.*Non.*Désactivé.*Invité/);
    // The last sign-in in French's one shape (dd/MM/yyyy, 24-hour time), not the browser's.
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/Maya Okafor.*06\/12\/2026 \d{2}:\d{2}/);
    expect(screen.getByRole('navigation', { name: `Pages${NARROW_SPACE}: Utilisateurs` })).toHaveTextContent(
      'Page 1 sur 1 (2 au total)',
    );
    expect(screen.getByRole('combobox', { name: 'Statut' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Inviter un utilisateur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviter un utilisateur' });
    await userEvent.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await within(dialog).findByText("Renseignez : Nom, Nom d'utilisateur, E-mail.")).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Trouver une étiquette' })).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  }, 60_000);
});
