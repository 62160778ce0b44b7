// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Dialog } from '@mui/material';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { ReauthModal } from './ReauthModal.js';

afterEach(cleanup);

function renderModal(login = vi.fn(async () => undefined), onSuccess = vi.fn()) {
  render(
    <MemoryRouter>
      <p>screen underneath</p>
      <ReauthModal open login={login} onSuccess={onSuccess} />
    </MemoryRouter>,
  );
  return { login, onSuccess };
}

it('shows the sign-in form with no close, cancel or confirm buttons', () => {
  renderModal();
  const dialog = screen.getByRole('dialog');
  expect(dialog).toContainElement(screen.getByLabelText('User Name'));
  // The form's own submit is the only button: nothing closes or dismisses the modal.
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Sign In']);
  expect(screen.queryByRole('link', { name: 'Forgot Password?' })).not.toBeInTheDocument();
});

// The events below do close an ordinary dialog: without this control the next test could pass for the wrong reason.
it('(control) Escape and a backdrop click close an ordinary MUI dialog', () => {
  const onClose = vi.fn();
  render(
    <Dialog open onClose={onClose}>
      <p>plain</p>
    </Dialog>,
  );
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(onClose).toHaveBeenLastCalledWith(expect.anything(), 'escapeKeyDown');
  const backdrop = document.querySelector('.MuiBackdrop-root')!;
  fireEvent.mouseDown(backdrop);
  fireEvent.click(backdrop);
  expect(onClose).toHaveBeenLastCalledWith(expect.anything(), 'backdropClick');
});

it('stays open on Escape and on a backdrop click', async () => {
  renderModal();
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('User Name'));
  await user.keyboard('{Escape}');
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  const backdrop = document.querySelector('.MuiBackdrop-root');
  expect(backdrop).not.toBeNull();
  fireEvent.mouseDown(backdrop!);
  fireEvent.click(backdrop!);
  expect(screen.getByRole('dialog')).toBeVisible();
});

it('calls back when the sign-in succeeds', async () => {
  const { login, onSuccess } = renderModal();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('User Name'), 'ann');
  await user.type(screen.getByLabelText('Password'), 'pw');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(login).toHaveBeenCalledWith({ username: 'ann', password: 'pw' });
  expect(onSuccess).toHaveBeenCalledTimes(1);
});
