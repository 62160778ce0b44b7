// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyAccount } from '../../../shared/api/people.js';
import { REASONS } from '../../../shared/people/account-rules.js';
import { signedToken } from '../../auth/test-helpers.js';
import { clearSession, readToken } from '../../auth/token-storage.js';
import { fakeServer, refusal, renderAt, signInAs } from '../people/spec-support.js';
import { MyAccountPage } from './MyAccountPage.js';

afterEach(() => {
  cleanup();
  clearSession();
});

const ME: MyAccount = {
  UserName: 'ann',
  DisplayName: 'Ann Admin',
  Email: 'ann@example.test',
  pendingEmail: null,
  twoFactor: false,
  roles: ['Admin'],
  impersonating: false,
};
const open = (server: ReturnType<typeof fakeServer>, url = '/account') =>
  renderAt(<MyAccountPage />, { fetch: server.fetch, url, pattern: '/account' });

describe('My Account', () => {
  it('confirms a new address from the e-mailed link once, keeps this session with the new token, and drops the token from the address', async () => {
    await signInAs({ userId: 'u-1', role: 'Admin' });
    const renewed = await signedToken({ userId: 'u-1', role: 'Admin' }, 'ann@new.example.test');
    const server = fakeServer((c) => {
      if (c.path === '/api/v1/mc/account') return { body: ME };
      if (c.path === '/api/v1/mc/account/email/confirm')
        return {
          body: {
            account: { ...ME, Email: 'ann@new.example.test' },
            message: 'Your e-mail address is now ann@new.example.test.',
            token: renewed,
          },
        };
      return undefined;
    });
    open(server, '/account?confirmEmail=T0k3n');
    expect(await screen.findByText('Your e-mail address is now ann@new.example.test.')).toBeInTheDocument();
    expect(screen.getByText('ann@new.example.test')).toBeInTheDocument();
    const confirms = server.calls.filter((c) => c.path === '/api/v1/mc/account/email/confirm');
    expect(confirms.map((c) => c.body)).toEqual([{ token: 'T0k3n' }]);
    expect(readToken()).toBe(renewed);
  });

  it('asks for a new address with the current password, and shows the server’s refusal', async () => {
    await signInAs({ userId: 'u-1', role: 'Admin' });
    const server = fakeServer((c) => {
      if (c.path === '/api/v1/mc/account') return { body: ME };
      if (c.path === '/api/v1/mc/account/email')
        return c.body.CurrentPassword === btoa('right-password')
          ? {
              body: {
                account: { ...ME, pendingEmail: 'ann@new.example.test' },
                message: 'A confirmation link was sent to ann@new.example.test.',
              },
            }
          : refusal(422, 'The current password is incorrect.', { field: 'CurrentPassword' });
      return undefined;
    });
    open(server);
    const section = await screen.findByRole('region', { name: 'E-mail address' });
    const send = within(section).getByRole('button', { name: 'Send confirmation link' });
    expect(send).toBeDisabled();
    await userEvent.type(within(section).getByLabelText('New e-mail address'), 'ann@new.example.test');
    await userEvent.type(within(section).getByLabelText('Current password'), 'wrong');
    await userEvent.click(send);
    expect(await within(section).findByText('The current password is incorrect.')).toBeInTheDocument();
    await userEvent.type(within(section).getByLabelText('New e-mail address'), 'ann@new.example.test');
    await userEvent.type(within(section).getByLabelText('Current password'), 'right-password');
    await userEvent.click(send);
    expect(
      await within(section).findByText('A confirmation link was sent to ann@new.example.test.'),
    ).toBeInTheDocument();
    expect(within(section).getByText(/Waiting for confirmation: ann@new.example.test/)).toBeInTheDocument();
  });

  it('changes the password under the policy and keeps this session', async () => {
    await signInAs({ userId: 'u-1', role: 'Admin' });
    const renewed = await signedToken({ userId: 'u-1', role: 'Admin', name: 'renewed' });
    const server = fakeServer((c) => {
      if (c.path === '/api/v1/mc/account') return { body: ME };
      if (c.path === '/api/v1/mc/jwt/change-password') return { body: { success: true, token: renewed } };
      return undefined;
    });
    const { createAuthApi } = await import('../../auth/auth-api.js');
    const { PasswordSection } = await import('./PasswordSection.js');
    const { render } = await import('@testing-library/react');
    render(<PasswordSection userName="ann" authApi={createAuthApi({ fetch: server.fetch, getToken: () => 'tok' })} />);
    const section = screen.getByRole('region', { name: 'Password' });
    await userEvent.type(within(section).getByLabelText('Current password'), 'old-password');
    await userEvent.type(within(section).getByLabelText(/^New password/), 'A-new-password-1');
    await userEvent.type(within(section).getByLabelText('Confirm new password'), 'A-new-password-2');
    await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('The new password and its confirmation do not match.')).toBeInTheDocument();
    await userEvent.clear(within(section).getByLabelText('Confirm new password'));
    await userEvent.type(within(section).getByLabelText('Confirm new password'), 'A-new-password-1');
    await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(
      await within(section).findByText('Your password has been changed. Your other sessions have been signed out.'),
    ).toBeInTheDocument();
    const call = server.calls.find((c) => c.path === '/api/v1/mc/jwt/change-password')!;
    expect(call.body).toEqual({
      UserName: 'ann',
      CurrentPassword: btoa('old-password'),
      NewPassword: btoa('A-new-password-1'),
    });
    expect(readToken()).toBe(renewed);
  });

  it('turns the second factor on with the password', async () => {
    await signInAs({ userId: 'u-1', role: 'Admin' });
    const server = fakeServer((c) => {
      if (c.path === '/api/v1/mc/account') return { body: ME };
      if (c.path === '/api/v1/mc/account/second-factor')
        return { body: { account: { ...ME, twoFactor: true }, message: 'The second factor is on.' } };
      return undefined;
    });
    open(server);
    const section = await screen.findByRole('region', { name: 'Second factor' });
    await userEvent.type(within(section).getByLabelText('Current password'), 'my-password');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn second factor on' }));
    expect(await within(section).findByText('The second factor is on.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Turn second factor off' })).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === '/api/v1/mc/account/second-factor')!.body).toEqual({
      enabled: true,
      CurrentPassword: btoa('my-password'),
    });
  });

  it('greys out address, password and second factor while impersonating, saying why', async () => {
    await signInAs({ userId: 'u-2', role: 'Maintenance User', impersonate: true, act_name: 'admin' });
    open(fakeServer((c) => (c.path === '/api/v1/mc/account' ? { body: { ...ME, impersonating: true } } : undefined)));
    for (const name of ['E-mail address', 'Password', 'Second factor']) {
      const section = await screen.findByRole('region', { name });
      expect(within(section).getByText(REASONS['not-while-impersonating'])).toBeInTheDocument();
      expect(within(section).getByLabelText('Current password')).toBeDisabled();
      expect(within(section).getByLabelText('Current password')).toHaveAccessibleDescription(
        REASONS['not-while-impersonating'],
      );
    }
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
  });

  it('signs out everywhere after a confirm: every session ended (not the plain logout), then this one is gone', async () => {
    await signInAs({ userId: 'u-1', role: 'Admin' });
    const server = fakeServer((c) =>
      c.method === 'DELETE' && c.path === '/api/v1/mc/account/sessions' ? { body: { success: true } } : undefined,
    );
    const { SignOutEverywhere } = await import('./SignOutEverywhere.js');
    let reloaded = false;
    renderAt(<SignOutEverywhere impersonating={false} reload={() => (reloaded = true)} />, {
      fetch: server.fetch,
      url: '/account',
      pattern: '/account',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, continue' }));
    await waitFor(() => expect(reloaded).toBe(true));
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/v1/mc/account/sessions']);
    expect(readToken()).toBeNull();
  });
});
