// Passkeys (WebAuthn; docs/sign-in.md, docs/decisions/0138-passkeys.md): several
// per account on My Account, sign-in's second step, or a sign-in alone where
// the person allowed it. Options go out with a sealed ticket; the browser's
// answer comes back with it.
import { Type, type Static } from 'typebox';

export const PasskeyInfo = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    created: Type.String({ description: 'ISO instant.' }),
    lastUsed: Type.Union([Type.String(), Type.Null()], { description: 'ISO instant of its last sign-in, or null.' }),
    alone: Type.Boolean({ description: 'The person allows this passkey to sign in without the password.' }),
    canSignInAlone: Type.Boolean({
      description: 'The authenticator verified the person (PIN, fingerprint) when the passkey was made.',
    }),
  },
  { additionalProperties: false },
);
export type PasskeyInfo = Static<typeof PasskeyInfo>;

export const PasskeyList = Type.Object({ passkeys: Type.Array(PasskeyInfo) }, { additionalProperties: false });
export type PasskeyList = Static<typeof PasskeyList>;

const Ticket = Type.String({ maxLength: 2000, description: 'The sealed ticket the options came with.' });

/** WebAuthn options for navigator.credentials (create or get), as JSON, and the ticket to hand back. */
export const PasskeyChallenge = Type.Object(
  {
    ticket: Ticket,
    options: Type.Unknown({ description: 'PublicKeyCredentialCreationOptionsJSON or …RequestOptionsJSON.' }),
  },
  { additionalProperties: false },
);
export type PasskeyChallenge = Static<typeof PasskeyChallenge>;

/** The browser's answer (RegistrationResponseJSON or AuthenticationResponseJSON) with its ticket. */
export const PasskeyAnswer = Type.Object(
  { ticket: Ticket, response: Type.Record(Type.String(), Type.Unknown()) },
  { additionalProperties: false },
);
export type PasskeyAnswer = Static<typeof PasskeyAnswer>;

const Name = Type.String({ minLength: 1, maxLength: 60, description: 'A name the person recognises it by.' });

export const PasskeyAddBody = Type.Object(
  { ticket: Ticket, response: Type.Record(Type.String(), Type.Unknown()), name: Name },
  { additionalProperties: false },
);

export const PasskeyChangeBody = Type.Object(
  { name: Type.Optional(Name), alone: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const PasskeyIdParams = Type.Object({ id: Type.String({ maxLength: 40 }) }, { additionalProperties: false });
