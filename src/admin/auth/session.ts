// The signed-in user as the admin sees it (spec §3 "Session and user"),
// decoded from the session token. Decoding does not verify the signature:
// the server does that on every call; the client only reads the claims to
// decide what to show.
import { InvalidTokenError, jwtDecode } from 'jwt-decode';
import { numericClaim, parsePermissions, type Permissions } from '../../shared/claims.js';
import { hasRole, isSuperAdmin, MAINTENANCE_ROLES } from '../../shared/roles.js';
import type { TokenClaims } from '../../shared/api/auth.js';

export { InvalidTokenError };

export { allowedTags, type AllowedTag } from '../../shared/allowed-tags.js';
import type { AllowedTag } from '../../shared/allowed-tags.js';

export interface User {
  email: string;
  name: string;
  userId: string;
  roles: string[];
  claims: Permissions;
  impersonating: boolean;
  /** Who is impersonating (the token's act_name), shown nowhere by the spec but useful to the banner's title. */
  impersonatorName?: string;
  isMJA: boolean;
  isMaintenance: boolean;
  /** Filled by the shell from the tag list (allowedTags below); empty straight after decoding. */
  allowedTags: AllowedTag[];
}

/** The token's claims as the admin reads them: defensively, and also from issuers that name the roles claim 'roles' or send impersonate as text. */
type Claims = Partial<Omit<TokenClaims, 'impersonate'>> & { roles?: string | string[]; impersonate?: boolean | string };

const asList = (v: string | string[] | undefined): string[] =>
  Array.isArray(v) ? v.map(String) : v ? [String(v)] : [];

/** The User of a token; throws jwt-decode's InvalidTokenError for anything that is not one (spec §8). */
export function decodeUser(token: string): User {
  const claims = jwtDecode<Claims>(token);
  if (!claims || typeof claims !== 'object' || !claims.userId || !claims.sub) {
    throw new InvalidTokenError('Invalid token specified: it names no user');
  }
  const roles = [...asList(claims.role), ...asList(claims.roles)];
  return {
    email: String(claims.sub),
    name: String(claims.name ?? ''),
    userId: String(claims.userId),
    roles,
    claims: parsePermissions(claims.permissions),
    impersonating: claims.impersonate === true || claims.impersonate === 'true',
    ...(claims.act_name ? { impersonatorName: String(claims.act_name) } : {}),
    isMJA: isSuperAdmin(roles),
    isMaintenance: hasRole(roles, MAINTENANCE_ROLES),
    allowedTags: [],
  };
}

/** The tag ids of the user's TId claim. */
export const tagIdsOf = (user: Pick<User, 'claims'>): number[] => numericClaim(user.claims, 'TId');
