// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withQueryClient } from '../../../api/spec-support.js';
import { fakeServer, samplePage, withApi } from '../spec-support.js';
import { PlacementPanel } from './PlacementPanel.js';

afterEach(cleanup);

describe('placement panel and the tag-to-content whitelist (spec §3)', () => {
  it('offers a tag to a page', async () => {
    const server = fakeServer();
    render(withQueryClient(withApi(server, <PlacementPanel content={server.page.content} />)));
    expect(await screen.findByRole('combobox', { name: 'Add under tag' })).toBeInTheDocument();
  });

  it('offers none to content outside the whitelist (a script, 62), saying why', async () => {
    const page = samplePage();
    const server = fakeServer({ ...page, content: { ...page.content, CtId: 62 } });
    render(withQueryClient(withApi(server, <PlacementPanel content={server.page.content} />)));
    expect(
      await screen.findByText(
        /Only pages, shared content and navigation can be placed under a tag; this content item \(type 62\) cannot\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Add under tag' })).not.toBeInTheDocument();
  });
});
