// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createAuthApi } from '../auth/auth-api.js';
import { fakeFetch, signedToken, type FakeRoute } from '../auth/test-helpers.js';
import { readToken, storeToken } from '../auth/token-storage.js';
import { ImpersonationBanner } from './ImpersonationBanner.js';

const DEIMPERSONATE = '/api/v1/mc/jwt/deimpersonate';

function show(answer: FakeRoute, user = { name: 'Bob Editor', impersonating: true }) {
  const fake = fakeFetch({ [DEIMPERSONATE]: answer });
  const reload = vi.fn();
  render(<ImpersonationBanner user={user} api={createAuthApi({ fetch: fake.fetch })} reload={reload} />);
  return { ...fake, reload };
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

it("reads 'Impersonating: {name}' with a 'Stop Impersonating' link", () => {
  show({ body: {} });
  expect(screen.getByRole('status', { name: 'Impersonation' })).toHaveTextContent('Impersonating: Bob Editor');
  expect(screen.getByRole('button', { name: 'Stop Impersonating' })).toBeInTheDocument();
});

it('shows nothing when nobody is impersonated', () => {
  show({ body: {} }, { name: 'Ann', impersonating: false });
  expect(screen.queryByText(/Impersonating/)).not.toBeInTheDocument();
});

it('stops: stores the returned token, then reloads', async () => {
  storeToken(await signedToken({ impersonate: true, userId: 'u-2' }));
  const mine = await signedToken({ userId: 'u-1' });
  const { reload, calls } = show({ body: { success: true, token: mine } });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Stop Impersonating' }));
  await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(calls.map((c) => c.url)).toEqual([DEIMPERSONATE]);
  expect(readToken()).toBe(mine);
});

it('shows the refusal and keeps the token when the server refuses', async () => {
  const current = await signedToken({ impersonate: true });
  storeToken(current);
  const { reload } = show({ status: 400, body: { errors: [{ message: 'This session is not impersonating anyone' }] } });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Stop Impersonating' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This session is not impersonating anyone');
  expect(reload).not.toHaveBeenCalled();
  expect(readToken()).toBe(current);
});
