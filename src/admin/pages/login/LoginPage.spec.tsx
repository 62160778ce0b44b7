// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthApi } from '../../auth/auth-api.js';
import { createAuthProvider } from '../../auth/auth-provider.js';
import { fakeFetch, signedToken } from '../../auth/test-helpers.js';
import { LoginPage, type LoginPageProps } from './LoginPage.js';

function Where() {
  const l = useLocation();
  return <output aria-label="location">{`${l.pathname}${l.search}`}</output>;
}

async function signInAt(entry: string, props: Partial<LoginPageProps>) {
  const token = await signedToken();
  const { fetch } = fakeFetch({ '/api/v1/mc/jwt/login': { body: { success: true, token } } });
  const redirect = vi.fn();
  render(
    <MemoryRouter initialEntries={[entry]}>
      <AdminContext authProvider={createAuthProvider({ api: createAuthApi({ fetch }) })}>
        <LoginPage redirect={redirect} framed={false} {...props} />
        <Where />
      </AdminContext>
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('User Name'), 'ann');
  await user.type(screen.getByLabelText('Password'), 'pw');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return { redirect };
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('LoginPage after success (spec §2 rules 1-4)', () => {
  it('1. calls the callback and goes nowhere', async () => {
    const callback = vi.fn();
    const { redirect } = await signInAt('/login?return=%2Fmaintenance%2Fnews', { callback });
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByLabelText('location')).toHaveTextContent('/login?return=%2Fmaintenance%2Fnews');
  });

  it('2. return=/maintenance goes to /', async () => {
    const { redirect } = await signInAt('/login?return=%2Fmaintenance', {});
    await vi.waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/));
    expect(redirect).not.toHaveBeenCalled();
  });

  it('3. follows the return path with a full redirect when not framed', async () => {
    const { redirect } = await signInAt('/login?return=%2Fmaintenance%2Fnews%3Fpage%3D2', {});
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith('/maintenance/news?page=2'));
  });

  it('3. navigates in the app when framed', async () => {
    const { redirect } = await signInAt('/login?return=%2Fnews%3Fpage%3D2', { framed: true });
    await vi.waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/news?page=2'));
    expect(redirect).not.toHaveBeenCalled();
  });

  it('3. refuses an off-site return and goes to / instead', async () => {
    const { redirect } = await signInAt('/login?return=https%3A%2F%2Fevil.example%2F', {});
    await vi.waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/));
    expect(redirect).not.toHaveBeenCalled();
  });

  it('4. goes to / without a return parameter', async () => {
    await signInAt('/login', {});
    await vi.waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/));
  });
});
