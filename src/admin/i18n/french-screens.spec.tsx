// @vitest-environment jsdom
// The shell's head, the sign-in form and My Account's language section render
// in the provider's language (issue 29 item 1): a broken wiring shows English
// (or keys) and fails here. German for the head and the language section,
// French for the sign-in form.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { MemoryRouter as DomRouter } from 'react-router-dom';
import { AdminContext, I18nContextProvider, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from './provider.js';
import { ShellHead } from '../layout/ShellHead.js';
import { SignInForm } from '../pages/login/SignInForm.js';
import { LanguageSection } from '../pages/account/LanguageSection.js';
import { NotFoundPage } from '../layout/FallbackPages.js';
import type { User } from '../auth/session.js';

afterEach(cleanup);

const user = {
  userId: 'u1',
  name: 'Ann Admin',
  roles: ['Admin'],
  impersonating: true,
  impersonatorName: 'Bob',
} as unknown as User;

describe('screens in another language', () => {
  it('the head and its menu in German, each language named in its own words', async () => {
    render(
      <AdminContext i18nProvider={createI18nProvider('de')} store={memoryStore({ locale: 'de' })}>
        <ShellHead user={user} />
      </AdminContext>,
    );
    expect(screen.getByTestId('signed-in-as')).toHaveTextContent('Ann Admin · Admin · verkörpert von Bob');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Konto und Design' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Mein Konto' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: 'Dunkles Design' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute('lang', 'fr');
    expect(within(menu).getByRole('menuitem', { name: 'Abmelden' })).toBeInTheDocument();
  });

  it('the sign-in form in French', () => {
    render(
      <I18nContextProvider value={createI18nProvider('fr')}>
        <MemoryRouter>
          <SignInForm login={async () => undefined} onSuccess={() => undefined} />
        </MemoryRouter>
      </I18nContextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByLabelText("Nom d'utilisateur")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeInTheDocument();
  });

  it("My Account's language section in German, showing the current language", () => {
    render(
      <AdminContext i18nProvider={createI18nProvider('de')} store={memoryStore({ locale: 'de' })}>
        <LanguageSection />
      </AdminContext>,
    );
    expect(screen.getByRole('heading', { name: 'Sprache' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveTextContent('Deutsch');
  });

  it("the spec's 404 screen in French", () => {
    render(
      <I18nContextProvider value={createI18nProvider('fr')}>
        <DomRouter>
          <NotFoundPage />
        </DomRouter>
      </I18nContextProvider>,
    );
    expect(screen.getByRole('heading', { name: '404 - Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toBeInTheDocument();
  });
});
