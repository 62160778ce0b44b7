// Sign-in, sessions and passwords (docs/decisions/0006-sign-in-and-sessions.md):
// the routes sign callers in themselves, so the feature is public.
import type { Feature } from '../platform/http/feature.js';
import { FACTOR_SECRETS } from './factors/sealed-factor-secrets.js';
import { registerJwtRoutes } from './routes.js';
import { registerFactorRoutes } from './factors/routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import type { EntityName } from '../../shared/generated/entities.generated.js';
import type { WriteHooks, WriteRuleSet } from '../platform/data/write-rules.js';
import { WRITE_EFFECTS } from '../platform/data/write-effects.js';
import { applyAccountEffects } from './account-effects.js';
import type { Tokens } from './tokens.js';
import type { Sessions } from './sessions.js';
import type { AuthMail } from './login.js';
import { registerOidcRoutes } from './oidc/routes.js';
import { checkRoleMap } from './oidc/account.js';

export { refuseIf, requireChange, requireRoleGrant, ruleActorOf, ruleTargetOf } from './account-rules.js';
export { REQUIRE_SECOND_FACTOR_ROW, SITE_SETUP_KIND, siteRequiresSecondFactor } from './factors/site-second-factor.js';

// What sign-in provides to the other features (made in services.ts).
declare module '../platform/http/feature.js' {
  interface Services {
    tokens: Tokens;
    sessions: Sessions;
    /** The sign-in mails (invitations, password resets), sent through mail's mailer. */
    mail: AuthMail;
  }
}

// A write to an account table (write-effects.ts marks them) revokes the sessions it concerns (account-effects.ts).
const writeRules: WriteRuleSet = {
  entities: Object.fromEntries(
    Object.entries(WRITE_EFFECTS)
      .filter(([, effects]) => effects.accounts)
      .map(([entity]): [string, WriteHooks] => [
        entity,
        { afterWrite: (tx, before, after) => applyAccountEffects(tx, entity as EntityName, before, after) },
      ]),
  ),
};

export const authFeatures: Feature[] = [
  { name: 'sign-in', prefix: API_PREFIX.signIn, audience: 'public', register: registerJwtRoutes, writeRules },
  // Your authenticator app (My Account) and an administrator's reset (docs/sign-in.md).
  {
    name: 'second factors',
    prefix: API_PREFIX.factors,
    audience: 'staff',
    register: registerFactorRoutes,
    sealedValues: [FACTOR_SECRETS],
  },
  // Single sign-on (docs/sign-in-sso.md): public, each route checks what it needs (the logout route the session).
  {
    name: 'single sign-on',
    prefix: API_PREFIX.oidc,
    audience: 'public',
    register: registerOidcRoutes,
    // An OIDC_ROLE_MAP role that does not exist stops the start, named.
    prepared: async ({ db, config }) => (config.oidc ? checkRoleMap(db, config.oidc) : undefined),
  },
];

// What other features use of this one's inner files (issue 42: they import this index only).
export { applyAccountEffects } from './account-effects.js';
export { recordFailure } from './failed-logins.js';
export { type AuthMail, type LoginDeps, MESSAGES } from './login.js';
export {
  CODE_TTL_MS,
  consumeSecret,
  EMAIL_CHANGE_TTL_MS,
  newResetToken,
  pendingSecretData,
  storeSecret,
} from './one-time.js';
export { sendInvitation } from './password-flows.js';
export { verifyPassword } from './passwords.js';
export { decodePassword } from './routes.js';
export { keepSession, listSessions, revokeSession } from './session-store.js';
export { rotateStamps, type Sessions } from './sessions.js';
export type { Tokens } from './tokens.js';
export { findUserById, rolesOf, tokenSubject, type UserRow } from './users.js';
