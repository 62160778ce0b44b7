// Session tokens: HS256 JWTs with the spec's claims (§3), signed and checked
// by jose with the algorithm pinned, and exp, nbf, iss and aud checked.
// Verified tokens are remembered until they expire: verifying costs more
// than the query behind most calls.
import { jwtVerify, SignJWT } from 'jose';
import type { TokenClaims } from '../../shared/api/auth.js';
import { formatPermissions, parsePermissions, type Permissions } from '../../shared/claims.js';
import { isSuperAdmin } from '../../shared/roles.js';
import type { Identity } from '../platform/data/identity.js';
import type { MaybePromise } from '../platform/maybe-async.js';

const TOKEN_ISSUER = 'mojo-backoffice';
const TOKEN_AUDIENCE = 'mojo-backoffice-admin';
const ALGORITHM = 'HS256';
const VERIFIED_CACHE_LIMIT = 10_000;

export interface TokenSubject {
  userId: string;
  email: string;
  userName: string;
  name: string;
  roles: string[];
  permissions: Permissions;
  stamp: string;
  /** The session (UserSession row) the token belongs to. */
  sessionId: string;
  impersonatorId?: string;
  impersonatorName?: string;
  /** The impersonator's security stamp: stopping or logging out ends the impersonation. */
  impersonatorStamp?: string;
  /** When the user last proved who they are (password, code): absolute session limit. */
  authTime?: number;
}

export class Tokens {
  private readonly verified = new Map<string, { identity: Identity; exp: number }>();

  constructor(
    private readonly key: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  async issue(s: TokenSubject, extra: { reauthenticate?: boolean; ttlSeconds?: number } = {}): Promise<string> {
    const claims: TokenClaims = {
      name: s.name,
      userName: s.userName,
      userId: s.userId,
      role: s.roles.length === 1 ? s.roles[0] : s.roles,
      permissions: formatPermissions(s.permissions),
      impersonate: !!s.impersonatorId,
      reauthenticate: !!extra.reauthenticate,
      stamp: s.stamp,
      sid: s.sessionId,
      ...(s.impersonatorId
        ? { act: s.impersonatorId, act_name: s.impersonatorName ?? '', act_stamp: s.impersonatorStamp ?? '' }
        : {}),
      auth_time: s.authTime ?? Math.floor(Date.now() / 1000),
    };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(s.email)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setNotBefore('0s')
      .setExpirationTime(`${Math.min(extra.ttlSeconds ?? this.ttlSeconds, this.ttlSeconds)}s`)
      .sign(this.key);
  }

  /** Forgets every verified token (the 'token' cache clear): each is verified afresh on its next call. */
  forgetVerified(): void {
    this.verified.clear();
  }

  /**
   * The identity a token proves, or undefined for a forged, expired or
   * malformed one: at once for a token verified before, else a promise.
   */
  verify(token: string): MaybePromise<Identity | undefined> {
    const hit = this.verified.get(token);
    if (hit) {
      if (hit.exp > Date.now() / 1000) return hit.identity;
      this.verified.delete(token);
    }
    return this.verifySignature(token);
  }

  private async verifySignature(token: string): Promise<Identity | undefined> {
    let payload: TokenClaims;
    try {
      ({ payload } = (await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub'],
      })) as { payload: TokenClaims });
    } catch {
      return undefined;
    }
    // A token without a session id (signed before sessions were kept) is refused: its holder signs in once more.
    if (typeof payload.userId !== 'string' || typeof payload.stamp !== 'string' || typeof payload.sid !== 'string')
      return undefined;
    const roles = Array.isArray(payload.role) ? payload.role.map(String) : payload.role ? [String(payload.role)] : [];
    const identity: Identity = {
      userId: payload.userId,
      userName: String(payload.userName ?? payload.sub),
      email: String(payload.sub),
      name: String(payload.name ?? ''),
      roles,
      isMJA: isSuperAdmin(roles),
      permissions: parsePermissions(payload.permissions),
      stamp: payload.stamp,
      sessionId: payload.sid,
      ...(payload.act
        ? {
            impersonatorId: String(payload.act),
            impersonatorName: String(payload.act_name ?? ''),
            impersonatorStamp: String(payload.act_stamp ?? ''),
          }
        : {}),
      authTime: Number(payload.auth_time ?? payload.iat),
      issuedAt: payload.iat!,
      expiresAt: payload.exp!,
    };
    if (this.verified.size >= VERIFIED_CACHE_LIMIT) this.verified.clear();
    this.verified.set(token, { identity, exp: payload.exp! });
    return identity;
  }
}
