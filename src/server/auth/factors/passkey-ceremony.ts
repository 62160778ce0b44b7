// The WebAuthn ceremonies through @simplewebauthn/server. The relying party is
// the product's PUBLIC_URL: its host name is the RP ID and its origin the only
// origin accepted, so a passkey made here answers nowhere else. (An IP address
// is no valid RP ID: passkeys need PUBLIC_URL to name a host, localhost included.)
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey } from './passkey-store.js';

// Loaded at the first ceremony, not at start: the library and its ASN.1 packages cost every start about 0.3 s of
// CPU, and most instances never see a passkey (docs/decisions/0160-the-server-starts-faster.md).
let library: Promise<typeof import('@simplewebauthn/server')> | undefined;
const webAuthn = () => (library ??= import('@simplewebauthn/server'));

export interface RelyingParty {
  publicUrl: string;
}

const rpOf = (publicUrl: string) => {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: url.host };
};

/** The account's id as WebAuthn's user handle: the passkey answers it back when it signs in alone. */
const userHandle = (userId: string) => new TextEncoder().encode(userId);
export const userIdOfHandle = (handle: string | undefined) =>
  handle ? Buffer.from(handle, 'base64url').toString('utf8') : undefined;

export async function registrationOptions(
  rp: RelyingParty,
  user: { id: string; name: string; displayName: string },
  existing: Passkey[],
) {
  const { id, name } = rpOf(rp.publicUrl);
  const { generateRegistrationOptions } = await webAuthn();
  return generateRegistrationOptions({
    rpName: name,
    rpID: id,
    userID: userHandle(user.id),
    userName: user.name,
    userDisplayName: user.displayName,
    attestationType: 'none',
    // The same authenticator twice would be one passkey under two names.
    excludeCredentials: existing.map((k) => ({
      id: k.credentialId,
      transports: k.transports as AuthenticatorTransportFuture[],
    })),
    // Discoverable where the authenticator can, so it may later sign in without a user name.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** The new credential, or undefined when the answer does not verify against the challenge and this site. */
export async function verifyRegistration(rp: RelyingParty, response: unknown, challenge: string) {
  const { id, origin } = rpOf(rp.publicUrl);
  const { verifyRegistrationResponse } = await webAuthn();
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: id,
      requireUserVerification: false,
    });
    if (!result.verified) return undefined;
    const { credential, userVerified } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      verified: userVerified,
    };
  } catch {
    return undefined;
  }
}

/** Options for a sign-in: the account's passkeys for the second step, none (any discoverable one) alone. */
export async function authenticationOptions(rp: RelyingParty, keys: Passkey[] | 'any') {
  const { generateAuthenticationOptions } = await webAuthn();
  return generateAuthenticationOptions({
    rpID: rpOf(rp.publicUrl).id,
    allowCredentials:
      keys === 'any'
        ? []
        : keys.map((k) => ({ id: k.credentialId, transports: k.transports as AuthenticatorTransportFuture[] })),
    // Alone, the passkey is the only factor: the authenticator must verify the person.
    userVerification: keys === 'any' ? 'required' : 'preferred',
  });
}

type Assertion = { ok: true; counter: number } | { ok: false; reason: string };

/**
 * Checks a sign-in answer against one passkey. The counter must grow when the
 * authenticator keeps one: a smaller one means a copied key (the library refuses it).
 */
export async function verifyAssertion(
  rp: RelyingParty,
  response: unknown,
  challenge: string,
  key: Passkey,
  requireUserVerification: boolean,
): Promise<Assertion> {
  const { id, origin } = rpOf(rp.publicUrl);
  const { verifyAuthenticationResponse } = await webAuthn();
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: id,
      requireUserVerification,
      credential: {
        id: key.credentialId,
        publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
        counter: key.counter,
        transports: key.transports as AuthenticatorTransportFuture[],
      },
    });
    return result.verified
      ? { ok: true, counter: result.authenticationInfo.newCounter }
      : { ok: false, reason: 'not verified' };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : 'not verified' };
  }
}

/** The credential id an answer names (its `id`), to find the passkey it claims to be. */
export const credentialIdOf = (response: unknown) =>
  typeof (response as { id?: unknown })?.id === 'string' ? (response as { id: string }).id : undefined;
export const userHandleOf = (response: unknown) => {
  const handle = (response as { response?: { userHandle?: unknown } })?.response?.userHandle;
  return typeof handle === 'string' ? handle : undefined;
};
