// Your passkeys (/api/v1/mc/factors/mine/passkeys; shapes in src/shared/api/passkeys.ts).
// Adding one asks the browser (@simplewebauthn/browser) to make it from the server's options.
import { useMemo } from 'react';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { PasskeyChallenge, PasskeyList } from '../../../shared/api/passkeys.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';

const BASE = `${API_PREFIX.factors}/mine/passkeys`;

function createPasskeysApi(http: HttpClient) {
  const call = async <T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
    (await http(`${BASE}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) })).json as T;
  return {
    list: () => call<PasskeyList>('GET', ''),
    /** Options from the server, the browser's ceremony, then the answer with its name. */
    add: async (name: string) => {
      const { ticket, options } = await call<PasskeyChallenge>('POST', '/options', {});
      const response = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
      return call<PasskeyList>('POST', '', { ticket, name, response });
    },
    change: (id: string, change: { name?: string; alone?: boolean }) =>
      call<PasskeyList>('PATCH', `/${encodeURIComponent(id)}`, change),
    remove: (id: string) => call<PasskeyList>('DELETE', `/${encodeURIComponent(id)}`),
  };
}

export function usePasskeysApi() {
  return useMemo(() => createPasskeysApi(createHttpClient()), []);
}
