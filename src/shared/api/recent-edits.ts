// "Continue where you left off" (issue 29 item 6): the records the signed-in
// user changed last, newest first, from their own audit trail.
import { Type, type Static } from 'typebox';

export const RecentEdit = Type.Object(
  {
    entity: Type.String({ description: 'The entity name, as the generic interface spells it.' }),
    key: Type.String({ description: 'The record key as a URL writes it ("5", "[3,500]").' }),
    title: Type.String({
      description:
        "The record's representation field (for a reference such as a News row's CId, the referenced record's own text: the page's title), or the entity's label and key.",
    }),
    named: Type.Boolean({
      description:
        "Whether title is the record's own text; when false it is the entity's label and key in English, which the admin words in the user's language.",
    }),
    titleAt: Type.Optional(
      Type.String({
        description:
          "Set when the record is named by a moment (a version's date, an event date): that ISO instant, which the admin shows in the user's language after the entity's label; title is then the label and key.",
      }),
    ),
    pageId: Type.Optional(
      Type.Integer({
        description:
          "The page (Content CId) the record belongs to when it names one (a News or EventItem row): the admin opens it in the page editor, and title is the page's title.",
      }),
    ),
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
