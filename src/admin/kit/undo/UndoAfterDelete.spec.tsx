// @vitest-environment jsdom
// The delete's toast gets react-admin's Undo button when the delete offered
// an Undo (decision 0105), the button runs the offered restore and says so;
// a toast with no offer stays as it was.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AdminContext, useNotify } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n/provider.js';
import { ShellNotification } from '../../layout/ShellNotification.js';
import { offerUndo } from './undo-channel.js';
import { UndoAfterDelete } from './UndoAfterDelete.js';

function DeleteLikeAScreen({ offer }: { offer?: () => Promise<unknown> }) {
  const notify = useNotify();
  return (
    <button
      onClick={() => {
        if (offer) offerUndo({ restore: offer });
        notify('Element deleted', { type: 'info' });
      }}
    >
      Delete it
    </button>
  );
}

const shell = (offer?: () => Promise<unknown>) => (
  <AdminContext i18nProvider={createI18nProvider('en')}>
    <UndoAfterDelete>
      <DeleteLikeAScreen offer={offer} />
    </UndoAfterDelete>
    <ShellNotification />
  </AdminContext>
);

afterEach(cleanup);

describe('UndoAfterDelete', () => {
  it('gives the delete’s own toast an Undo that restores, then says so', async () => {
    const restore = vi.fn(() => Promise.resolve());
    render(shell(restore));
    await userEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    await screen.findByText('Element deleted');
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await screen.findByText('Restored.');
    expect(restore).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal when the restore fails', async () => {
    render(shell(() => Promise.reject(new Error('This undo belongs to another user'))));
    await userEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await screen.findByText('It could not be restored: This undo belongs to another user');
  });

  it('leaves a toast without an offer as it was', async () => {
    render(shell());
    await userEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    await screen.findByText('Element deleted');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
  });
});
