// @vitest-environment jsdom
// The sidebar's Data group: Admin, MoJoAdmin and Auditor get the raw tables
// they may read under a collapsed 'Data' group; a Maintenance User gets none, and the
// raw tables' own routes answer them 'Permission Denied'.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { signedToken } from '../auth/test-helpers.js';
import { createI18nProvider } from '../i18n/provider.js';
import { clearSession, storeToken } from '../auth/token-storage.js';
import { rawDataScreens } from '../routes/raw-data-screens.js';
import { DataMenu } from './DataMenu.js';

afterEach(() => {
  cleanup();
  clearSession();
});

const signInAs = async (role: string | string[]) => storeToken(await signedToken({ role }));
const renderMenu = (path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <DataMenu />
    </MemoryRouter>,
  );

describe('DataMenu', () => {
  it('gives a Maintenance User no Data group', async () => {
    await signInAs('Maintenance User');
    renderMenu();
    expect(screen.queryByRole('button', { name: 'Data' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('starts collapsed for an Admin, and lists the tables an Admin may read once opened', async () => {
    await signInAs('Admin');
    renderMenu();
    const group = screen.getByRole('button', { name: 'Data' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Redirects' })).toBeNull();
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Redirects' })).toHaveAttribute('href', '/Redirect');
    // Only what the schema lets an Admin read: Key Manager is MoJoAdmin's alone.
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toContain('/AspNetUsers');
    expect(links).not.toContain('/KeyManager');
  });

  it('gives an Auditor the Data group with what an Admin reads, the audit log among them (issue 40 item 5)', async () => {
    await signInAs('Auditor');
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Data' }));
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/AuditLog', '/Content', '/ContentVersion', '/AspNetUsers']));
    expect(links).not.toContain('/KeyManager');
  });

  it('opens at first on a raw table’s page, marking it', async () => {
    await signInAs('MoJoAdmin');
    renderMenu('/Redirect/5');
    expect(screen.getByRole('button', { name: 'Data' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Redirects' })).toHaveClass('Mui-selected');
  });

  it('names the tables in the user’s language', async () => {
    await signInAs('MoJoAdmin');
    render(
      <I18nContextProvider value={createI18nProvider('es')}>
        <MemoryRouter initialEntries={['/Redirect']}>
          <DataMenu />
        </MemoryRouter>
      </I18nContextProvider>,
    );
    expect(screen.getByRole('link', { name: 'Redirecciones' })).toHaveAttribute('href', '/Redirect');
    expect(screen.getByRole('link', { name: 'Usuarios' })).toHaveAttribute('href', '/AspNetUsers');
    expect(screen.queryByRole('link', { name: 'Redirects' })).toBeNull();
  });
});

describe('rawDataScreens', () => {
  const List = () => <p>the raw list</p>;
  const definition = rawDataScreens({ name: 'Redirect', list: List });

  it.each([
    ['Admin', 'the raw list'],
    ['MoJoAdmin', 'the raw list'],
    ['Auditor', 'the raw list'],
    ['Maintenance User', 'Permission Denied'],
  ])('answers %s with %s', async (role, text) => {
    await signInAs(role);
    const Screen = definition.list!;
    render(
      <MemoryRouter>
        <Screen />
      </MemoryRouter>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
