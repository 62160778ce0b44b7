// "Continue where you left off" (issue 29 item 6): the records the signed-in
// user changed last, newest first, from their own audit trail.
import { Type, type Static } from 'typebox';

export const RecentEdit = Type.Object(
  {
    entity: Type.String({ description: 'The entity name, as the generic interface spells it.' }),
    key: Type.String({ description: 'The record key as a URL writes it ("5", "[3,500]").' }),
    title: Type.String({ description: "The record's representation field, or the entity's label and key." }),
    named: Type.Boolean({ description: "Whether title is the record's own text; when false it is the entity's label and key in English, which the admin words in the user's language." }),
    label: Type.String({ description: "The entity's label (Page, Redirect, …)." }),
    editedAt: Type.String({ description: 'ISO instant of the last change.' }),
  },
  { additionalProperties: false },
);
export type RecentEdit = Static<typeof RecentEdit>;

export const RecentEdits = Type.Object({ edits: Type.Array(RecentEdit) }, { additionalProperties: false });
export type RecentEdits = Static<typeof RecentEdits>;

/** How many the dashboard shows. */
export const RECENT_EDITS_SHOWN = 6;
