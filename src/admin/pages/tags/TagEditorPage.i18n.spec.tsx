// @vitest-environment jsdom
// The tag editor in French (issue 29 item 1): its heading, list, row buttons,
// marks and delete dialog come from the message files in the chosen
// language, so this fails if the screen shows a text of its own again.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TagTreeNode } from '../../../shared/api/tag-editor.js';
import { createI18nProvider } from '../../i18n/provider.js';
import { createHttpClient } from '../../providers/http-client.js';
import { createQueryClient } from '../../providers/query-client.js';
import { createSiteApi, SiteApiProvider } from '../../api/site-api.js';
import { TagEditorPage } from './TagEditorPage.js';

afterEach(cleanup);

const node = (TId: number, TName: string, extra: Partial<TagTreeNode> = {}): TagTreeNode => ({
  TId,
  TName,
  TPath: null,
  TVisible: true,
  CUrlDefaultPage: null,
  fixed: false,
  children: [],
  ...extra,
});
const TREE: TagTreeNode[] = [
  node(2, 'Dashboard', {
    TPath: '/',
    CUrlDefaultPage: 'Dashboard',
    fixed: true,
    children: [node(1001, 'Style Guide', { TPath: '/style-guide' })],
  }),
];
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('custom tag editor in French', () => {
  it('shows its heading, rows, buttons and delete dialog in French', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/usage') ? json({ TId: 2, fixed: true, uses: [] }) : json(TREE),
    );
    render(
      <AdminContext queryClient={createQueryClient()} i18nProvider={createI18nProvider('fr')}>
        <SiteApiProvider api={createSiteApi(createHttpClient({ fetch, getToken: () => 'tok' }))}>
          <TagEditorPage />
        </SiteApiProvider>
      </AdminContext>,
    );
    const list = await screen.findByRole('list', { name: 'Étiquettes' });
    expect(screen.getByRole('heading', { name: 'Éditeur d’étiquettes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter une étiquette' })).toBeInTheDocument();
    expect(within(list).getByTestId('nav-item-2')).toHaveTextContent('Fixe 2');
    expect(within(list).getByRole('button', { name: 'Monter Style Guide' })).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Supprimer Dashboard' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer Dashboard\u202f?' });
    expect(
      await within(dialog).findByText(
        /^C’est l’une des étiquettes fixes du produit\s: elle ne peut pas être supprimée\.$/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  }, 120_000); // a whole screen, typed into, on a shared CPU
});
