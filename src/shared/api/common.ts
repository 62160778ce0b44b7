// Schemas every route shares: the contract §3 error body, and the pieces of
// headers and answers many routes use. TypeBox values are JSON Schema; the
// server validates with them and documents them (OpenAPI), the admin imports
// only their static types (`import type`), so none of this reaches its bundle.
import { Type, type Static } from 'typebox';

const ErrorItem = Type.Object(
  {
    message: Type.String({ description: 'What is wrong, in words a user can act on.' }),
    field: Type.Optional(Type.String({ description: 'The field, parameter or header at fault, when there is one.' })),
    rule: Type.Optional(
      Type.String({
        description:
          'On a 403: the access rule that refused the call (src/shared/people/account-rules.ts), e.g. `mojoadmin-account`.',
      }),
    ),
    line: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'On a 422 for source code (a template that does not parse): the 1-based line of the problem.',
      }),
    ),
    column: Type.Optional(Type.Integer({ minimum: 1, description: 'With line: the 1-based column.' })),
    code: Type.Optional(
      Type.String({
        description:
          'A refusal staff meet on a screen: a stable code (src/shared/api/error-codes.ts), e.g. `redirect.self`, which the admin words in its language; `message` stays English.',
      }),
    ),
    params: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
        description: 'With code: the values its text names (e.g. `chain` of `redirect.loop`).',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ErrorBody = Type.Object(
  {
    errors: Type.Array(ErrorItem, { minItems: 1 }),
    status: Type.Integer({ minimum: 400, maximum: 599, description: 'The HTTP status, repeated.' }),
  },
  { additionalProperties: false, description: 'Every error answer (contract §3).' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** An empty answer (204). */
export const NoContent = Type.Null({ description: 'No body.' });
