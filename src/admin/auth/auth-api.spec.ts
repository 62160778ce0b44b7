import { describe, expect, it } from 'vitest';
import { AuthApiError, createAuthApi, encodePassword } from './auth-api.js';
import { fakeFetch } from './test-helpers.js';

describe('encodePassword (spec §5: passwords travel base64-encoded)', () => {
  it.each(['secret', 'pässwörd€', '密码🔑', ''])('encodes the UTF-8 bytes of %j', (password) => {
    expect(Buffer.from(encodePassword(password), 'base64').toString('utf8')).toBe(password);
  });
});

describe('createAuthApi', () => {
  it('posts the login with a base64 password, the bearer token and credentials included', async () => {
    const { fetch, calls } = fakeFetch({ '/api/v1/mc/jwt/login': { body: { success: true, token: 't' } } });
    const api = createAuthApi({ fetch, getToken: () => 'old-token' });
    expect(await api.login({ userName: 'ann', password: 'pässwörd', code: '123456' })).toEqual({
      success: true,
      token: 't',
    });
    expect(calls[0].init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { Authorization: 'Bearer old-token', 'Content-Type': 'application/json' },
    });
    expect(calls[0].body).toEqual({
      UserName: 'ann',
      Password: Buffer.from('pässwörd').toString('base64'),
      s2fa: '123456',
    });
  });

  it('sends no Authorization header without a token', async () => {
    const { fetch, calls } = fakeFetch({ '/api/v1/mc/jwt/check': { body: { success: true } } });
    await createAuthApi({ fetch, getToken: () => null }).check();
    expect(calls[0].init.headers).not.toHaveProperty('Authorization');
    expect(calls[0].init.method).toBe('GET');
  });

  it('sends the current password, or a reset link token instead, base64-encoded', async () => {
    const { fetch, calls } = fakeFetch({ '/api/v1/mc/jwt/change-password': { body: { success: true } } });
    const api = createAuthApi({ fetch, getToken: () => null });
    await api.changePassword({ userName: 'ann', currentPassword: 'old', newPassword: 'new' });
    await api.changePassword({ userName: 'ann', token: 'link-token', newPassword: 'new' });
    expect(calls[0].body).toEqual({ UserName: 'ann', CurrentPassword: btoa('old'), NewPassword: btoa('new') });
    expect(calls[1].body).toEqual({ UserName: 'ann', Token: 'link-token', NewPassword: btoa('new') });
  });

  it('rejects a non-2xx answer with its status and the first server message', async () => {
    const { fetch } = fakeFetch({
      '/api/v1/mc/jwt/login': { status: 429, body: { errors: [{ message: 'Too many sign-ins' }], status: 429 } },
    });
    const error = await createAuthApi({ fetch })
      .login({ userName: 'a', password: 'b' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 429, message: 'Too many sign-ins' });
  });

  it('survives a non-JSON error page', async () => {
    const fetch = (async () => new Response('<html>Bad gateway</html>', { status: 502 })) as typeof globalThis.fetch;
    await expect(createAuthApi({ fetch }).check()).rejects.toMatchObject({
      status: 502,
      body: '<html>Bad gateway</html>',
    });
  });

  it('addresses the administrator reset to the user id', async () => {
    const { fetch, calls } = fakeFetch({ '/api/v1/mc/jwt/reset-password': { body: { success: true } } });
    await createAuthApi({ fetch }).resetPasswordFor('a b');
    expect(calls[0].url).toBe('/api/v1/mc/jwt/reset-password?userId=a%20b');
  });
});
