// @vitest-environment jsdom
// The block's style and row design pickers offer exactly what the style guide
// offers (GET /style-guide/offered); a style the block already has that is no
// longer offered stays, named so, and cannot be chosen again.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../api/spec-support.js';
import { fakeServer, withApi } from '../spec-support.js';
import { BlockStyleFields } from './BlockStyleFields.js';

afterEach(cleanup);

describe('block style pickers', () => {
  it('offer only the offered styles and designs, and write CbMetaData.style / rowDesign keeping the other keys', async () => {
    const server = fakeServer();
    server.styleChoices = {
      blockStyles: [
        { name: 'default', label: 'Default' },
        { name: 'hero', label: 'Hero' },
      ],
      rowDesigns: [{ name: 'three-up', label: 'Three up' }],
    };
    const onChange = vi.fn();
    render(
      withQueryClient(
        withApi(server, <BlockStyleFields metaData={{ style: 'callout', width: 3 }} onChange={onChange} />),
      ),
    );

    const style = await screen.findByRole('combobox', { name: 'Block style' });
    await screen.findByText('callout (no longer offered)');
    await userEvent.click(style);
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'callout (no longer offered)', 'Default', 'Hero']);
    expect(within(list).getByRole('option', { name: 'callout (no longer offered)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(list).getByRole('option', { name: 'Hero' }));
    expect(onChange).toHaveBeenLastCalledWith({ style: 'hero', width: 3 });

    await userEvent.click(screen.getByRole('combobox', { name: 'Row design' }));
    const rows = screen.getByRole('listbox');
    expect(
      within(rows)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Three up']);
    await userEvent.click(within(rows).getByRole('option', { name: 'Three up' }));
    expect(onChange).toHaveBeenLastCalledWith({ style: 'callout', width: 3, rowDesign: 'three-up' });
    expect(server.requests.some((r) => r.url === '/api/v1/mc/style-guide/offered')).toBe(true);
  });

  it('clears a choice with None', async () => {
    const server = fakeServer();
    server.styleChoices = { blockStyles: [{ name: 'hero', label: 'Hero' }], rowDesigns: [] };
    const onChange = vi.fn();
    render(withQueryClient(withApi(server, <BlockStyleFields metaData={{ style: 'hero' }} onChange={onChange} />)));
    const style = await screen.findByRole('combobox', { name: 'Block style' });
    await within(style).findByText('Hero');
    await userEvent.click(style);
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'None' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });
});
