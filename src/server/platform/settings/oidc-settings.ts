// Single sign-on through OpenID Connect (issue 44 item 1; docs/sign-in-sso.md,
// docs/decisions/0135-single-sign-on.md): declared apart from schema.ts, which
// spreads them in, so each file stays one screen of settings.
import Type from 'typebox';
import { setting } from './declaration.js';

/** The role map's problem in full (bad JSON, not an object of strings), or undefined; unknown role names are checked against the database at start. */
function roleMapProblem(value: string, name: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (e) {
    return `${name} is not valid JSON (${(e as Error).message}): give an object of claim value → role name, such as {"backoffice-admins":"Admin"}`;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return `${name} must be a JSON object of claim value → role name, such as {"backoffice-admins":"Admin"}`;
  const bad = Object.entries(parsed).find(([, role]) => typeof role !== 'string' || !role.trim());
  return bad ? `${name}: the claim value "${bad[0]}" must map to a role name (a non-empty string)` : undefined;
}

export const OIDC_SETTINGS = {
  OIDC_ISSUER: setting({
    group: 'sessions',
    type: Type.String({ pattern: '^https?://[^/\\s]+' }),
    accepts: 'the issuer URL of an OpenID provider, such as https://login.microsoftonline.com/TENANT/v2.0',
    defaultText: 'unset: no single sign-on',
    description:
      'OpenID Connect single sign-on: the provider’s issuer (its /.well-known/openid-configuration is read); the callback to register is PUBLIC_URL/api/v1/mc/oidc/callback (docs/sign-in-sso.md).',
  }),
  OIDC_CLIENT_ID: setting({
    group: 'sessions',
    type: Type.String({ minLength: 1 }),
    defaultText: 'required with OIDC_ISSUER',
    description: 'The client id the provider gave the back office.',
  }),
  OIDC_CLIENT_SECRET: setting({
    group: 'sessions',
    type: Type.String({ minLength: 1 }),
    secret: true,
    defaultText: 'required with OIDC_ISSUER',
    description: 'The client secret the provider gave the back office.',
  }),
  OIDC_LABEL: setting({
    group: 'sessions',
    type: Type.String({ minLength: 1, maxLength: 60 }),
    default: 'Single sign-on',
    description: 'The words on the sign-in screen’s single sign-on button.',
  }),
  OIDC_CREATE_ACCOUNTS: setting({
    group: 'sessions',
    type: Type.Boolean(),
    default: false,
    description:
      'true: a provider account whose verified e-mail matches no staff account gets one, with the roles OIDC_ROLE_MAP gives it (none: refused).',
  }),
  OIDC_ROLES_CLAIM: setting({
    group: 'sessions',
    type: Type.String({ minLength: 1 }),
    defaultText: 'unset: roles are kept as set in User Management',
    description:
      'The ID token claim holding the person’s groups or roles (e.g. groups, roles); with it, the roles are re-read at every sign-in through OIDC_ROLE_MAP.',
  }),
  OIDC_ROLE_MAP: setting({
    group: 'sessions',
    type: Type.String(),
    default: '{}',
    accepts: 'a JSON object of claim value → role name, such as {"backoffice-admins":"Admin"}',
    check: roleMapProblem,
    description: 'Which value of OIDC_ROLES_CLAIM gives which role; a role that does not exist is refused at start.',
  }),
};
