// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthApi } from '../../auth/auth-api.js';
import { createAuthProvider } from '../../auth/auth-provider.js';
import { fakeFetch, signedToken, type FakeRoute } from '../../auth/test-helpers.js';
import { readToken } from '../../auth/token-storage.js';
import { SignInForm } from './SignInForm.js';

const LOGIN = '/api/v1/mc/jwt/login';

function setup(login: FakeRoute, { inModal = false } = {}) {
  const fake = fakeFetch({ [LOGIN]: login });
  const auth = createAuthProvider({ api: createAuthApi({ fetch: fake.fetch }) });
  const onSuccess = vi.fn();
  render(
    <MemoryRouter>
      <SignInForm login={(p) => auth.login(p)} onSuccess={onSuccess} inModal={inModal} />
    </MemoryRouter>,
  );
  return { ...fake, onSuccess, user: userEvent.setup() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, name = 'ann', password = 'pw') {
  await user.type(screen.getByLabelText('User Name'), name);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('SignInForm step 1 (spec §2, §5)', () => {
  it('enables Sign In only when both user name and password are non-empty', async () => {
    const { user } = setup({ body: { success: false } });
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('User Name'), 'ann');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(button).toBeEnabled();
    await user.clear(screen.getByLabelText('User Name'));
    expect(button).toBeDisabled();
  });

  it("links 'Forgot Password?' to /forgot-password on the page", () => {
    setup({ body: {} });
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it("hides 'Forgot Password?' in the modal", () => {
    setup({ body: {} }, { inModal: true });
    expect(screen.queryByRole('link', { name: 'Forgot Password?' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('User Name')).toBeInTheDocument();
  });

  it('shows the logo and the Version label', () => {
    setup({ body: {} });
    expect(screen.getByRole('img', { name: 'MoJo Back Office' })).toBeInTheDocument();
    expect(screen.getByText(/^Version /)).toBeInTheDocument();
  });
});

describe('SignInForm outcomes (spec §4 "Login outcomes", §8)', () => {
  it('signs in: stores the token and calls back', async () => {
    const token = await signedToken();
    const { user, onSuccess, calls } = setup({ body: { success: true, token } });
    await signIn(user, 'ann', 'pässwörd');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(readToken()).toBe(token);
    expect(calls[0].body).toMatchObject({ UserName: 'ann', Password: Buffer.from('pässwörd').toString('base64') });
  });

  it('switches to the code step on b2fa, then signs in with the code', async () => {
    const token = await signedToken();
    const { user, onSuccess, calls } = setup((init) => {
      const body = JSON.parse(String(init.body));
      return { body: body.s2fa ? { success: true, token } : { success: false, b2fa: true } };
    });
    await signIn(user);
    const code = await screen.findByLabelText('Verification code from email.');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(calls[1].body).toMatchObject({ UserName: 'ann', s2fa: '123456' });
  });

  it('shows the Password Update Required alert with a Change Password link', async () => {
    const { user, onSuccess } = setup({ body: { success: false, resetRequired: true, email: 'ann@example.com' } });
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Password Update Required');
    expect(alert).toHaveTextContent('Your account requires a new password.');
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/change-password');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the account-disabled message on denied access', async () => {
    const { user } = setup({ body: { success: false, deniedAccess: true, errors: [{ message: 'ignored' }] } });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account has been disabled.');
  });

  it('shows the first server message of a failure', async () => {
    const { user } = setup({
      body: { success: false, errors: [{ message: 'The user name or password is incorrect.' }, { message: 'second' }] },
    });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The user name or password is incorrect\.$/);
  });

  it("falls back to 'An unknown error occurred'", async () => {
    const { user } = setup({ body: { success: false } });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred');
  });

  it("falls back to 'An unknown error occurred' when the network fails", async () => {
    const { user, onSuccess } = setup(new TypeError('Failed to fetch'));
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred');
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
