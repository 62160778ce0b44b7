// The style guide (/style-guide, issue 16 item 6) under /api/v1/mc/style-guide:
// the block styles (MiscData 401, "Block Styles" of kind Content_Editing 4)
// and the row designs (Content of type Row_Design 64) as a catalogue, each
// managed, and which of them the page editor offers.
import { Type, type Static } from 'typebox';
import { PLAIN_TEXT_STYLE } from '../html-text.js';

export const STYLE_KINDS = ['block-styles', 'row-designs'] as const;
export type StyleKind = (typeof STYLE_KINDS)[number];

/** A block style or a row design as the catalogue shows it. */
export const StyleEntry = Type.Object({
  name: Type.String({
    description:
      'Its key, what a block stores (CbMetaData.style for a block style, CbMetaData.rowDesign for a row design): lower-case words joined by "-".',
  }),
  label: Type.String({ description: 'What the editor’s picker shows.' }),
  cssClass: Type.String({
    description: 'The CSS class(es) the public site gives a block of this style, separated by spaces.',
  }),
  css: Type.String({
    description: 'The rules that draw it, shown in the catalogue’s sample (and a reference for the site’s stylesheet).',
  }),
  sample: Type.String({ description: 'Sample HTML shown in the catalogue, sanitised like page copy.' }),
  description: Type.String(),
  offered: Type.Boolean({ description: 'Whether the page editor offers it.' }),
  CId: Type.Optional(Type.Integer({ description: 'A row design’s Content record.' })),
});
export type StyleEntry = Static<typeof StyleEntry>;

export const StyleCatalogue = Type.Object({ blockStyles: Type.Array(StyleEntry), rowDesigns: Type.Array(StyleEntry) });
export type StyleCatalogue = Static<typeof StyleCatalogue>;

export const StyleChoice = Type.Object({ name: Type.String(), label: Type.String() });
export type StyleChoice = Static<typeof StyleChoice>;
/** What the page editor's pickers offer: the offered entries only, in catalogue order. */
export const StyleChoices = Type.Object({ blockStyles: Type.Array(StyleChoice), rowDesigns: Type.Array(StyleChoice) });
export type StyleChoices = Static<typeof StyleChoices>;

export const StyleInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60 }),
    label: Type.String({ minLength: 1, maxLength: 100 }),
    cssClass: Type.String({ maxLength: 200 }),
    css: Type.String({ maxLength: 20_000 }),
    sample: Type.String({ maxLength: 20_000 }),
    description: Type.String({ maxLength: 1000 }),
    offered: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type StyleInput = Static<typeof StyleInput>;

export const StyleKindParams = Type.Object({ kind: Type.Union(STYLE_KINDS.map((k) => Type.Literal(k))) });
export const StyleNameParams = Type.Object({
  kind: Type.Union(STYLE_KINDS.map((k) => Type.Literal(k))),
  name: Type.String({ maxLength: 60 }),
});

/** The block style that marks plain-text copy (robots.txt): the product's own, never in the catalogue. */
export const RESERVED_STYLE_NAMES: readonly string[] = [PLAIN_TEXT_STYLE];
