// The sign-in flow's secrets between the start and the callback (state,
// nonce, PKCE verifier, where to return): sealed into a short-lived cookie,
// encrypted and authenticated (A256GCM, a key derived from the token key
// every instance shares), so the callback may land on any instance and
// nothing is kept in one process's memory. The cookie is scoped to the
// callback's path and cleared by the callback whatever its outcome.
import { hkdfSync } from 'node:crypto';
import { EncryptJWT, errors, jwtDecrypt } from 'jose';

export const FLOW_COOKIE = 'mojo_oidc_flow';
/** How long a started sign-in may take at the provider. */
export const FLOW_SECONDS = 10 * 60;

interface FlowState {
  state: string;
  nonce: string;
  verifier: string;
  /** The sign-in screen's return parameter, handed back with the ticket. */
  returnTo?: string;
}

export const flowKey = (tokenKey: Uint8Array) =>
  new Uint8Array(hkdfSync('sha256', tokenKey, new Uint8Array(0), 'mojo oidc flow state', 32));

export async function sealFlow(flow: FlowState, key: Uint8Array, now: number): Promise<string> {
  const at = Math.floor(now / 1000);
  return new EncryptJWT({ ...flow })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(at)
    .setExpirationTime(at + FLOW_SECONDS)
    .encrypt(key);
}

/** The flow sealed in `cookie`, or why it cannot be used. */
export async function openFlow(
  cookie: string | undefined,
  key: Uint8Array,
  now: number,
): Promise<FlowState | 'expired' | 'missing' | 'forged'> {
  if (!cookie) return 'missing';
  try {
    const { payload } = await jwtDecrypt(cookie, key, { currentDate: new Date(now), requiredClaims: ['exp'] });
    const { state, nonce, verifier, returnTo } = payload as Partial<FlowState>;
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string') return 'forged';
    return { state, nonce, verifier, ...(typeof returnTo === 'string' ? { returnTo } : {}) };
  } catch (e) {
    return e instanceof errors.JWTExpired ? 'expired' : 'forged';
  }
}

/** The flow cookie as the request carries it (no cookie plugin: this is the only cookie the server reads). */
export function flowCookieOf(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === FLOW_COOKIE) return rest.join('=');
  }
  return undefined;
}
