// /api/v1/mc/oidc: single sign-on through OpenID Connect (issue 44 item 1,
// docs/decisions/0135-single-sign-on.md).
import { Type, type Static } from 'typebox';

export const OidcOptions = Type.Object(
  {
    enabled: Type.Boolean({ description: 'Whether the sign-in screen offers single sign-on (OIDC_ISSUER is set).' }),
    label: Type.Optional(Type.String({ description: 'The button’s words (OIDC_LABEL).' })),
  },
  { additionalProperties: false },
);
export type OidcOptions = Static<typeof OidcOptions>;

export const OidcStartQuery = Type.Object({
  return: Type.Optional(
    Type.String({ maxLength: 2000, description: 'The sign-in screen’s return parameter, kept through the flow.' }),
  ),
});

export const OidcCallbackQuery = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 4000 })),
    state: Type.Optional(Type.String({ maxLength: 500 })),
    error: Type.Optional(Type.String({ maxLength: 500 })),
    error_description: Type.Optional(Type.String({ maxLength: 4000 })),
    iss: Type.Optional(Type.String({ maxLength: 2000 })),
    session_state: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: true },
);

export const OidcTicketBody = Type.Object({
  ticket: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'The one-time ticket the callback put in the sign-in page’s fragment (#sso-ticket=…).',
  }),
});
export type OidcTicketBody = Static<typeof OidcTicketBody>;

export const OidcLogoutAnswer = Type.Object(
  {
    success: Type.Literal(true),
    endSessionUrl: Type.Optional(
      Type.String({ description: 'The provider’s end-session URL to send the browser to (RP-initiated logout).' }),
    ),
  },
  { additionalProperties: false },
);
export type OidcLogoutAnswer = Static<typeof OidcLogoutAnswer>;

/** Why the callback signed nobody in; the sign-in screen words each (login.sso.<code>) in the person's language. */
export const SSO_REFUSALS = ['failed', 'expired', 'unverified', 'noAccount', 'noRole', 'disabled', 'locked'] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];
