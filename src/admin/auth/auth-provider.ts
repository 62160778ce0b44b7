// react-admin's AuthProvider (v5) over the /api/v1/mc/jwt calls and the
// token in local storage. Authorization hints come from the same canAccess
// rule the server enforces (src/shared/can-access.ts); the server stays the
// authority, the admin only hides what it would refuse.
import type { AuthProvider, UserIdentity } from 'react-admin';
import { canAccess, type Action } from '../../shared/can-access.js';
import { SCHEMA } from '../../shared/generated/entities.generated.js';
import type { EntityMeta } from '../../shared/schema-model.js';
import { loginPathFor } from '../pages/login/redirect-rules.js';
import { defaultAuthApi, type AuthApi } from './auth-api.js';
import { isFramed } from './framing.js';
import { decodeUser, type User } from './session.js';
import { signInWith, type LoginParams } from './sign-in.js';
import { clearSession, readToken } from './token-storage.js';

/** react-admin's page actions onto the schema's four (contract §5). */
const ACTION_OF: Record<string, Action> = {
  list: 'read',
  show: 'read',
  export: 'read',
  edit: 'update',
  create: 'create',
  clone: 'create',
  delete: 'delete',
};

const ENTITY_BY_NAME = new Map(Object.values(SCHEMA).map((e) => [e.name.toLowerCase(), e] as const));

/** The entity a react-admin resource names, matched case-insensitively like the API's URLs. */
const entityOf = (resource: string): EntityMeta | undefined => ENTITY_BY_NAME.get(resource.toLowerCase());

export type { LoginParams } from './sign-in.js';

interface AuthProviderOptions {
  api?: AuthApi;
  /** Where the visitor is, for the login redirect's return parameter. */
  location?: () => Pick<Location, 'pathname' | 'search'>;
  framed?: () => boolean;
}

/** The user of the stored token, or null when signed out. Throws on a token that is not one. */
export function currentUser(): User | null {
  const token = readToken();
  return token ? decodeUser(token) : null;
}

export function createAuthProvider({
  api = defaultAuthApi,
  location = () => window.location,
  framed = () => isFramed(),
}: AuthProviderOptions = {}): AuthProvider {
  // Already on the sign-in page (a second check after the first redirect): keep its return
  // parameter rather than nest a new one around it.
  const toLogin = () => {
    const here = location();
    return { redirectTo: /\/login\/?$/.test(here.pathname) ? `/login${here.search}` : loginPathFor(here, framed()) };
  };

  return {
    async login(params: LoginParams) {
      await signInWith(api, params); // react-admin's default redirect is unused: LoginPage applies the spec's rules
    },

    async logout() {
      // Best effort: the server ends every session of the account; signing
      // out locally must work even when it cannot be reached.
      if (readToken()) await api.frontendLogout().catch(() => undefined);
      clearSession();
      // react-admin navigates to what logout answers: the sign-in page with the return parameter.
      return toLogin().redirectTo;
    },

    async checkAuth() {
      const token = readToken();
      if (!token) throw { ...toLogin(), message: false }; // a first visit is not an error worth a toast
      try {
        decodeUser(token);
      } catch {
        clearSession();
        throw toLogin();
      }
    },

    async checkError(error: { status?: number } | undefined) {
      // 401: the session is gone (logout elsewhere, revoked token). 403 is a
      // refusal of one action by a signed-in user: never a reason to sign out.
      if (error?.status === 401) {
        clearSession();
        throw toLogin();
      }
    },

    async getIdentity(): Promise<UserIdentity & User> {
      const user = currentUser();
      if (!user) throw new Error('Not signed in');
      return { ...user, id: user.userId, fullName: user.name };
    },

    async getPermissions() {
      return currentUser();
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      const entity = entityOf(resource);
      const mapped = ACTION_OF[action];
      // Unknown resources and actions are refused: the bespoke screens have their own page rule (spec §6).
      if (!entity || !mapped) return false;
      let user: User | null;
      try {
        user = currentUser();
      } catch {
        return false;
      }
      return canAccess(user, entity, mapped);
    },
  };
}
