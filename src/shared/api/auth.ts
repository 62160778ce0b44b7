// /api/v1/mc/jwt (spec §7 authentication table, contract §4).
import { Type, type Static } from 'typebox';
import { PasskeyChallenge } from './passkeys.js';

const Base64 = (description: string) =>
  Type.String({ maxLength: 1400, description: `${description}, base64-encoded (spec §5).` });

export const LoginBody = Type.Object({
  UserName: Type.String({ description: 'The user name or e-mail address.' }),
  Password: Base64('The password'),
  s2fa: Type.Optional(
    Type.Union([Type.String(), Type.Integer(), Type.Null()], {
      description:
        'The e-mailed 6-digit code, on the second call; or the authenticator app’s code, or a recovery code.',
    }),
  ),
  passkey: Type.Optional(
    Type.Object(
      { ticket: Type.String({ maxLength: 2000 }), response: Type.Record(Type.String(), Type.Unknown()) },
      {
        additionalProperties: false,
        description: 'The second step by passkey: the browser’s answer and the ticket sign-in answered with.',
      },
    ),
  ),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginAnswer = Type.Union([
  Type.Object(
    {
      success: Type.Literal(true),
      token: Type.String(),
      language: Type.Optional(
        Type.Union([Type.Literal('en'), Type.Literal('fr'), Type.Literal('de'), Type.Literal('es')], {
          description:
            'The account’s chosen language (absent until chosen): the admin speaks it from its first screen.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      success: Type.Literal(false),
      errors: Type.Array(Type.Object({ message: Type.String() })),
      deniedAccess: Type.Optional(Type.Literal(true)),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { success: Type.Literal(false), resetRequired: Type.Literal(true), email: Type.String() },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      success: Type.Literal(false),
      b2fa: Type.Literal(true),
      factor: Type.Optional(
        Type.Union([Type.Literal('authenticator'), Type.Literal('passkey')], {
          description:
            'authenticator: the code asked is the authenticator app’s (or a recovery code); passkey: a passkey’s answer (or a recovery code); absent: the e-mailed code.',
        }),
      ),
      passkey: Type.Optional(PasskeyChallenge),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      success: Type.Literal(false),
      enrolAuthenticator: Type.Literal(true),
      enrolment: Type.String({
        description:
          'A role group requires an authenticator app and the account has none: the key of the set-up step (POST /authenticator-enrolment), not a session.',
      }),
    },
    { additionalProperties: false },
  ),
]);
export type LoginAnswer = Static<typeof LoginAnswer>;

export const CheckAnswer = Type.Object(
  {
    success: Type.Literal(true),
    token: Type.Optional(Type.String()),
    impersonate: Type.Boolean(),
    reauthenticate: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type CheckAnswer = Static<typeof CheckAnswer>;

export const ResetPasswordQuery = Type.Object(
  { userId: Type.Optional(Type.String({ description: 'An administrator sends the link to this account.' })) },
  { additionalProperties: false },
);
export const ResetPasswordBody = Type.Object({
  email: Type.Optional(Type.String({ description: 'Self-service: the account’s e-mail address.' })),
});

export const ChangePasswordBody = Type.Object({
  UserName: Type.String(),
  NewPassword: Base64('The new password'),
  CurrentPassword: Type.Optional(Base64('The current password (unless Token is given)')),
  Token: Type.Optional(Type.String({ description: 'The token of an e-mailed reset link.' })),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ImpersonateBody = Type.Object({ UserId: Type.String({ description: 'The account to act as.' }) });

/** Answers of the password, impersonation and logout calls: success, and sometimes a new token or errors. */
export const AuthOutcome = Type.Object(
  {
    success: Type.Boolean(),
    token: Type.Optional(Type.String()),
    message: Type.Optional(Type.String()),
    errors: Type.Optional(Type.Array(Type.Object({ message: Type.String() }))),
  },
  { additionalProperties: true },
);
export type AuthOutcome = Static<typeof AuthOutcome>;

/** The claims of the session token every sign-in answers with (spec §3): signed by the server, read by the admin. */
// A type alias, not an interface: jose's JWTPayload takes it as it is (an alias has an implicit index signature).
export type TokenClaims = {
  /** The user's e-mail (the token's subject); exp, iat, nbf, iss and aud are jose's standard claims. */
  sub?: string;
  exp?: number;
  iat?: number;
  name: string;
  userName: string;
  userId: string;
  role: string | string[];
  permissions: string;
  impersonate: boolean;
  reauthenticate: boolean;
  stamp: string;
  /** The session this token belongs to: logout ends it alone (contract §4 "Revocation"). */
  sid: string;
  /** The impersonator's user id and name: the token names the actor. */
  act?: string;
  act_name?: string;
  act_stamp?: string;
  auth_time: number;
};
