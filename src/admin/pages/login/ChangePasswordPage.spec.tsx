// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createAuthApi } from '../../auth/auth-api.js';
import { recallResetRequired, rememberResetRequired } from '../../auth/reset-required.js';
import { fakeFetch, type FakeRoute } from '../../auth/test-helpers.js';
import { ChangePasswordPage, MISMATCH, PASSWORD_CHANGED, PASSWORD_CHANGED_SIGNED_IN } from './ChangePasswordPage.js';
import { readToken } from '../../auth/token-storage.js';

const CHANGE = '/api/v1/mc/jwt/change-password';

function LoginProbe() {
  const state = useLocation().state as { notice?: string } | null;
  return <p>login page: {state?.notice}</p>;
}

function open(answer: FakeRoute, entry = '/change-password') {
  const fake = fakeFetch({ [CHANGE]: answer });
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/change-password" element={<ChangePasswordPage api={createAuthApi({ fetch: fake.fetch })} />} />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...fake, user: userEvent.setup() };
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

it('prefills the user name remembered at a reset-required sign-in and goes to /login on success', async () => {
  rememberResetRequired('ann@example.com');
  const { user, calls } = open({ body: { success: true } });
  expect(screen.getByLabelText('User Name')).toHaveValue('ann@example.com');
  const button = screen.getByRole('button', { name: 'Change Password' });
  await user.type(screen.getByLabelText('Current Password'), 'old');
  await user.type(screen.getByLabelText('New Password'), 'Brand-new €');
  expect(button).toBeDisabled();
  await user.type(screen.getByLabelText('Confirm New Password'), 'Brand-new €');
  await user.click(button);
  expect(await screen.findByText(`login page: ${PASSWORD_CHANGED}`)).toBeInTheDocument();
  expect(calls[0].body).toEqual({
    UserName: 'ann@example.com',
    CurrentPassword: btoa('old'),
    NewPassword: Buffer.from('Brand-new €').toString('base64'),
  });
  expect(recallResetRequired()).toBe('');
});

it("shows the server's messages and stays", async () => {
  const { user } = open({
    body: { success: false, errors: [{ message: 'The current password is incorrect.', field: 'CurrentPassword' }] },
  });
  await user.type(screen.getByLabelText('User Name'), 'ann');
  await user.type(screen.getByLabelText('Current Password'), 'wrong');
  await user.type(screen.getByLabelText('New Password'), 'Another-one-1');
  await user.type(screen.getByLabelText('Confirm New Password'), 'Another-one-1');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The current password is incorrect.');
  expect(screen.queryByText(/login page/)).not.toBeInTheDocument();
});

it('refuses a confirmation that differs, without calling the server', async () => {
  const { user, calls } = open({ body: { success: true } });
  await user.type(screen.getByLabelText('User Name'), 'ann');
  await user.type(screen.getByLabelText('Current Password'), 'old');
  await user.type(screen.getByLabelText('New Password'), 'one-password');
  await user.type(screen.getByLabelText('Confirm New Password'), 'another-password');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MISMATCH);
  expect(calls).toHaveLength(0);
});

it('uses the token of an e-mailed reset link instead of the current password', async () => {
  const { user, calls } = open({ body: { success: true } }, '/change-password?email=ann%40example.com&token=abc');
  expect(screen.getByLabelText('User Name')).toHaveValue('ann@example.com');
  expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('New Password'), 'Fresh-pass-9');
  await user.type(screen.getByLabelText('Confirm New Password'), 'Fresh-pass-9');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  await screen.findByText(/login page/);
  expect(calls[0].body).toEqual({ UserName: 'ann@example.com', Token: 'abc', NewPassword: btoa('Fresh-pass-9') });
});

it('keeps a signed-in user signed in with the new token the server answers, and says the other sessions ended', async () => {
  localStorage.setItem('mojo.admin.token', 'old-token');
  const { user, calls } = open({ body: { success: true, token: 'new-token' } });
  await user.type(screen.getByLabelText('User Name'), 'ann');
  await user.type(screen.getByLabelText('Current Password'), 'old');
  await user.type(screen.getByLabelText('New Password'), 'Another-one-1');
  await user.type(screen.getByLabelText('Confirm New Password'), 'Another-one-1');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  expect(await screen.findByText(PASSWORD_CHANGED_SIGNED_IN)).toBeInTheDocument();
  expect(readToken()).toBe('new-token');
  expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer old-token');
  expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/maintenance/');
  expect(screen.queryByText(/login page/)).not.toBeInTheDocument();
});
