// Undo after a delete (issue 29 item 5, decision 0105): the token a delete of
// an undoable kind answers in its `undo-token` header, and what sending it
// back to POST /api/v1/mc/undo/{token} answers.
import { Type, type Static } from 'typebox';

export const UndoParams = Type.Object({
  token: Type.String({ description: 'The undo-token header of the delete answer.', minLength: 1, maxLength: 64 }),
});

export const UndoResult = Type.Object(
  {
    entity: Type.String({ description: 'The entity whose records were put back.' }),
    keys: Type.Array(Type.String(), { description: 'Their keys, as a URL writes them.' }),
  },
  { additionalProperties: false },
);
export type UndoResult = Static<typeof UndoResult>;

export const UNDO_TOKEN_HEADER = 'undo-token';
