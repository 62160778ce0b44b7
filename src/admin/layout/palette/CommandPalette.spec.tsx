// @vitest-environment jsdom
// The palette's combobox (decision 0104), rendered in French: the input is a
// combobox owning the listbox, the arrows move the active option, Escape
// closes, a text that matches nothing says so. (Signed out here, so only
// the actions: the tools' access is palette-access.spec.ts.)
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n/provider.js';
import { CommandPalette } from './CommandPalette.js';

afterEach(cleanup);

describe('CommandPalette', () => {
  it('is an ARIA combobox, keyboard only, in the chosen language', async () => {
    const onClose = vi.fn();
    render(
      <AdminContext i18nProvider={createI18nProvider('fr')}>
        <CommandPalette open onClose={onClose} />
      </AdminContext>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Aller à un outil, un enregistrement ou une page' });
    const input = within(dialog).getByRole('combobox', {
      name: 'Rechercher des outils, des enregistrements récents et des pages',
    });
    expect(document.activeElement).toBe(input);
    const listbox = within(dialog).getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    const signOut = within(listbox).getByRole('option', { name: /Se déconnecter/ });
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(signOut.id);

    await userEvent.type(input, 'zzzz');
    expect(within(dialog).queryByRole('option')).toBeNull();
    await within(dialog).findByText('Aucun résultat.');

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
