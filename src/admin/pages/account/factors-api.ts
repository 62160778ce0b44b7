// The second-factor calls (/api/v1/mc/factors; shapes in src/shared/api/factors.ts):
// your authenticator app on My Account, and an administrator's reset.
import { useMemo } from 'react';
import type { FactorState, TotpConfirmAnswer, TotpSetup } from '../../../shared/api/factors.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';
import { encodePassword } from '../../auth/auth-api.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';

const BASE = API_PREFIX.factors;

function createFactorsApi(http: HttpClient) {
  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    (await http(`${BASE}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) })).json as T;
  return {
    mine: () => call<FactorState>('GET', '/mine'),
    start: () => call<TotpSetup>('POST', '/mine/authenticator'),
    confirm: (code: string) => call<TotpConfirmAnswer>('POST', '/mine/authenticator/confirm', { code }),
    turnOff: (proof: { code?: string; password?: string }) =>
      call<FactorState>('DELETE', '/mine/authenticator', {
        ...(proof.code ? { code: proof.code } : {}),
        ...(proof.password ? { CurrentPassword: encodePassword(proof.password) } : {}),
      }),
    choose: (signInAsks: FactorState['signInAsks']) => call<FactorState>('PUT', '/mine/sign-in', { signInAsks }),
    of: (userId: string) => call<FactorState>('GET', `/users/${encodeURIComponent(userId)}`),
    reset: (userId: string) => call<FactorState>('DELETE', `/users/${encodeURIComponent(userId)}`),
  };
}

export function useFactorsApi() {
  return useMemo(() => createFactorsApi(createHttpClient()), []);
}
