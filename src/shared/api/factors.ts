// Second factors (docs/sign-in.md): the authenticator app on My Account, its
// reset by an administrator, and the set-up step the policy puts into sign-in.
import { Type, type Static } from 'typebox';

export const FactorState = Type.Object(
  {
    authenticator: Type.Union([Type.Literal('off'), Type.Literal('pending'), Type.Literal('on')], {
      description: "'pending': set up, waiting for its first code.",
    }),
    signInAsks: Type.Union([Type.Literal('authenticator'), Type.Literal('passkey'), Type.Literal('email')], {
      description: 'What sign-in asks for after the password when a second factor applies.',
    }),
    recoveryCodesLeft: Type.Integer({ minimum: 0 }),
    required: Type.Boolean({
      description: 'One of the account’s role groups requires a second factor (an authenticator app or a passkey).',
    }),
  },
  { additionalProperties: false },
);
export type FactorState = Static<typeof FactorState>;

export const TotpSetup = Type.Object(
  {
    secret: Type.String({ description: 'The secret as text (base32), for typing into the app.' }),
    uri: Type.String({ description: 'The otpauth:// address the QR code holds.' }),
    qr: Type.String({ description: 'The QR code, a PNG data URL.' }),
  },
  { additionalProperties: false },
);
export type TotpSetup = Static<typeof TotpSetup>;

const Code = Type.String({ maxLength: 32, description: 'A code from the authenticator app (6 digits).' });

export const TotpConfirmBody = Type.Object({ code: Code }, { additionalProperties: false });
export const TotpConfirmAnswer = Type.Object(
  {
    recoveryCodes: Type.Array(Type.String(), { description: 'Ten one-time recovery codes: shown this once only.' }),
    state: FactorState,
  },
  { additionalProperties: false },
);
export type TotpConfirmAnswer = Static<typeof TotpConfirmAnswer>;

export const TotpOffBody = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 32, description: 'A current code or a recovery code.' })),
    CurrentPassword: Type.Optional(
      Type.String({ maxLength: 1400, description: 'Or the password, base64-encoded (spec §5).' }),
    ),
  },
  { additionalProperties: false },
);

export const SignInFactorBody = Type.Object(
  { signInAsks: Type.Union([Type.Literal('authenticator'), Type.Literal('passkey'), Type.Literal('email')]) },
  { additionalProperties: false },
);

export const UserIdParams = Type.Object({ userId: Type.String({ maxLength: 450 }) });

/** The set-up step of sign-in (the policy): the key sign-in answered with, and on confirming the first code. */
export const EnrolmentBody = Type.Object(
  { enrolment: Type.String({ maxLength: 600 }), code: Type.Optional(Code) },
  { additionalProperties: false },
);
export const EnrolmentConfirmAnswer = Type.Object(
  {
    success: Type.Literal(true),
    token: Type.String(),
    recoveryCodes: Type.Array(Type.String()),
    language: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
