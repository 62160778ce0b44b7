// General tokens (/general-tokens) and token locations (/token-locations),
// issue 16 item 3 (docs/tokens.md):
// - a token is a Content row of type Liquid_Value (63): CTitle its name,
//   CMetaData {tokenKey, value}; its key is the token variant of the slug of
//   its name (shared/token-key.ts), unique, and content, blocks, templates
//   and snippets use it as the Liquid output `{{ Key }}`;
// - a token location is a MiscData row of kind Token_Location (1), in
//   MdSortOrder; MdValue {placement, description}. The custom-code snippets
//   (Content of type JavaScript 62) name theirs by its MdId in
//   CMetaData.tokenLocationId.
import { Type, type Static } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

const TOKEN_VALUE_MAX = 100_000;

export const TokenUse = Type.Object({
  CId: Nullable(
    Type.Integer({
      description: 'The content item that uses the token (for a block: the block’s content); null for a template.',
    }),
  ),
  TemplateId: Nullable(
    Type.Integer({ description: 'The template (Template entity) that uses the token; null for content.' }),
  ),
  CTitle: Type.String({ description: 'The content item’s title, or the template’s name.' }),
  CtId: Nullable(
    Type.Integer({
      description: 'Its content type: 63 another token, 62 a snippet, 52–54 a template record, else a page or record.',
    }),
  ),
  CbId: Nullable(Type.Integer({ description: 'The block, when the use is in a block.' })),
  field: Type.String({
    description: 'Where: the column, and for JSON the path inside it (CIntroText, CbCopy, CMetaData.value, …).',
  }),
  removed: Type.Boolean({ description: 'The content item is in the Remove Content bin (restorable).' }),
});
export type TokenUse = Static<typeof TokenUse>;

export const LiquidProblem = Type.Object({
  message: Type.String(),
  line: Nullable(Type.Integer()),
  column: Nullable(Type.Integer()),
});
export type LiquidProblem = Static<typeof LiquidProblem>;

export const TokenPreview = Type.Object({
  output: Type.String({ description: 'The value rendered as Liquid, the other tokens in scope; empty when it fails.' }),
  problem: Nullable(LiquidProblem),
  unknownNames: Type.Array(Type.String(), {
    description: 'Names the value reads that are not tokens: they render empty.',
  }),
});
export type TokenPreview = Static<typeof TokenPreview>;

export const TokenItem = Type.Object({
  id: Type.Integer({ description: 'The token’s CId.' }),
  name: Type.String(),
  key: Type.String({ description: 'The token variant of the name’s slug: `{{ key }}` in Liquid.' }),
  value: Type.String(),
  usedIn: Type.Array(TokenUse),
  preview: TokenPreview,
  removed: Type.Boolean({ description: 'In the Remove Content bin.' }),
  modifiedAt: Type.String({ description: 'ISO instant.' }),
  etag: Type.String({
    description:
      'The token’s version (the ETag of its GET): send it in If-Match to save or delete it; an older one is refused with 412.',
  }),
});
export type TokenItem = Static<typeof TokenItem>;

export const TokenSaveBody = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: 400,
      description: 'The key is made from it (token variant of the slug).',
    }),
    value: Type.String({ maxLength: TOKEN_VALUE_MAX, description: 'Text, HTML or Liquid; stored as given.' }),
  },
  { additionalProperties: false },
);
export type TokenSaveBody = Static<typeof TokenSaveBody>;

export const TokenPreviewBody = Type.Object(
  {
    value: Type.String({ maxLength: TOKEN_VALUE_MAX }),
    id: Type.Optional(
      Type.Integer({ minimum: 1, description: 'The token being edited: its own stored value is left out of scope.' }),
    ),
  },
  { additionalProperties: false },
);
export type TokenPreviewBody = Static<typeof TokenPreviewBody>;

export const TokenIfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      description:
        'The token’s etag as loaded: required (400 without); a write over a newer change is refused with 412.',
    }),
  ),
});
export const TokenEtagHeaders = {
  etag: Type.String({ description: 'The token’s version: send it in If-Match to save or delete.' }),
};

export const IdParams = Type.Object({ id: Type.String({ description: 'A positive whole number.' }) });

// ---------------------------------------------------------------------------
// Token locations

export const LocationSnippet = Type.Object({
  CId: Type.Integer(),
  CTitle: Type.String(),
  enabled: Type.Boolean({ description: 'CMetaData.enabled !== false.' }),
  removed: Type.Boolean({ description: 'In the Remove Content bin.' }),
});
export type LocationSnippet = Static<typeof LocationSnippet>;

export const TokenLocation = Type.Object({
  id: Type.Integer({ description: 'The MiscData MdId: what a snippet’s CMetaData.tokenLocationId holds.' }),
  name: Type.String(),
  placement: Type.String({
    description: 'The stable key templates insert the location by; kept when the location is renamed.',
  }),
  description: Type.String(),
  sortOrder: Type.Integer(),
  snippets: Type.Array(LocationSnippet, {
    description: 'The custom-code snippets (JavaScript 62) placed here, in their order.',
  }),
});
export type TokenLocation = Static<typeof TokenLocation>;

export const TokenLocationBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 400 }),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type TokenLocationBody = Static<typeof TokenLocationBody>;

export const TokenLocationOrderBody = Type.Object(
  {
    ids: Type.Array(Type.Integer({ minimum: 1 }), {
      maxItems: 1000,
      description: 'Every location’s id, in the new order.',
    }),
  },
  { additionalProperties: false },
);
export type TokenLocationOrderBody = Static<typeof TokenLocationOrderBody>;
