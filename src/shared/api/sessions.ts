// My Account's sessions (contract §4 "Revocation", issue 25 item 6): the
// signed-in account's live sessions, each of which can be ended on its own.
import { Type, type Static } from 'typebox';

export const SessionInfo = Type.Object(
  {
    id: Type.String({ description: 'The session id (the token claim `sid`).' }),
    browser: Type.String({ description: 'The User-Agent the session signed in with.' }),
    address: Type.String({ description: 'The address it signed in from, as the server saw it.' }),
    signedInAt: Type.String({ description: 'ISO instant.' }),
    lastSeenAt: Type.String({ description: 'ISO instant, kept to the minute: written at most once a minute.' }),
    current: Type.Boolean({ description: 'The session making this call.' }),
  },
  { additionalProperties: false },
);
export type SessionInfo = Static<typeof SessionInfo>;

export const SessionList = Type.Object({ sessions: Type.Array(SessionInfo) }, { additionalProperties: false });
export type SessionList = Static<typeof SessionList>;

export const SessionIdParams = Type.Object({ id: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
