// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { createAuthApi } from '../../auth/auth-api.js';
import { fakeFetch, type FakeRoute } from '../../auth/test-helpers.js';
import { ForgotPasswordPage, RESET_SENT } from './ForgotPasswordPage.js';

afterEach(cleanup);

async function ask(answer: FakeRoute, email = 'ann@example.com') {
  const fake = fakeFetch({ '/api/v1/mc/jwt/reset-password': answer });
  render(
    <MemoryRouter>
      <ForgotPasswordPage api={createAuthApi({ fetch: fake.fetch })} />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  return fake;
}

it.each([
  ['the server says it sent', { body: { success: true, message: 'anything the server says' } }],
  ['the server says nothing', { body: {} }],
])('answers the same neutral sentence whatever %s', async (_what, answer) => {
  const { calls } = await ask(answer);
  expect(await screen.findByText(RESET_SENT)).toBeInTheDocument();
  expect(calls[0].body).toEqual({ email: 'ann@example.com' });
});

it('shows a rate-limit refusal, which says nothing about the address', async () => {
  await ask({ status: 429, body: { errors: [{ message: 'Too many requests: try again later.' }] } });
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests: try again later.');
  expect(screen.queryByText(RESET_SENT)).not.toBeInTheDocument();
});

it('falls back to the unknown-error text when the server fails', async () => {
  await ask({ status: 500, body: { errors: [{ message: 'Internal error 42' }] } });
  expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred');
});
