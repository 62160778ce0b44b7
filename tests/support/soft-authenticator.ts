// A software WebAuthn authenticator for server tests: the outside device a
// browser would talk to, made with node:crypto (P-256, ES256) and the CBOR of
// @simplewebauthn/server's helpers. It answers navigator.credentials' JSON the
// way a browser hands it to the server: "none" attestation, a signature
// counter per credential, user presence always, user verification when asked
// to claim it. The e2e tests use Chromium's own virtual authenticator instead.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

interface Held {
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

type Options = { challenge: string; rp?: { id: string }; rpId?: string; user?: { id: string } };

export class SoftAuthenticator {
  readonly held = new Map<string, Held>();

  constructor(
    private readonly origin: string,
    /** Claim user verification (PIN, fingerprint) in every answer. */
    private readonly verifies = true,
  ) {}

  private authData(rpId: string, counter: number, attested?: Buffer): Buffer {
    const flags = 0x01 | (this.verifies ? 0x04 : 0) | (attested ? 0x40 : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create: a new credential for options.user, as RegistrationResponseJSON. */
  create(options: Options, origin = this.origin) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(cose)]);
    const authData = this.authData(options.rp!.id, 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    this.held.set(b64url(id), { privateKey, userHandle: options.user!.id, counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get with this credential (the first one held when none is named). */
  get(options: Options, credentialId = [...this.held.keys()][0], counterStep = 1) {
    const held = this.held.get(credentialId)!;
    held.counter += counterStep;
    const authData = this.authData(options.rpId!, held.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), held.privateKey);
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: held.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
