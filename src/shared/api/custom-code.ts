// Custom code (/custom-code, issue 16 item 4) and template files (/template-files, item 7): site-wide snippets
// (JavaScript 62) with versions, per-page CSS (PageCSS), security header rules (MiscData kind 15, tag 15), and the
// source of header, footer and e-mail templates with versions and a Liquid syntax check.
import { Type, type Static } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const MAX_CODE_LENGTH = 200_000;

export const Snippet = Type.Object({
  CId: Type.Integer(),
  CTitle: Type.String(),
  code: Type.String(),
  tokenLocationId: Nullable(
    Type.Integer({
      description: 'The MdId of a Token_Location (MiscData kind 1) row; stored in CMetaData.TokenLocationId.',
    }),
  ),
  enabled: Type.Boolean(),
  sortOrder: Type.Number(),
  CLastModified: Nullable(Type.String()),
});
export type Snippet = Static<typeof Snippet>;

export const SnippetBody = Type.Object(
  {
    CTitle: Type.String({ minLength: 1, maxLength: 400 }),
    code: Type.String({ maxLength: MAX_CODE_LENGTH }),
    tokenLocationId: Type.Integer({ minimum: 1 }),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SnippetBody = Static<typeof SnippetBody>;

export const SnippetOrderBody = Type.Object(
  { CIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 }) },
  { additionalProperties: false },
);
export type SnippetOrderBody = Static<typeof SnippetOrderBody>;

export const TokenLocation = Type.Object({ MdId: Type.Integer(), MdName: Type.String() });
export type TokenLocation = Static<typeof TokenLocation>;

export const CodeVersion = Type.Object({
  CvId: Type.Integer(),
  CId: Type.Integer(),
  Active: Type.Boolean({ description: 'The version the item holds now.' }),
  ChangeDate: Nullable(Type.String()),
  CvUserName: Nullable(Type.String()),
  CvNote: Nullable(Type.String()),
});
export type CodeVersion = Static<typeof CodeVersion>;

export const CodeVersionDetail = Type.Intersect([
  CodeVersion,
  Type.Object({ source: Type.String(), CTitle: Nullable(Type.String()) }),
]);
export type CodeVersionDetail = Static<typeof CodeVersionDetail>;

export const CIdParams = Type.Object({ CId: Type.Integer({ minimum: 1 }) });
export const VersionParams = Type.Object({ CId: Type.Integer({ minimum: 1 }), CvId: Type.Integer({ minimum: 1 }) });

export const PageCss = Type.Object({
  CId: Type.Integer(),
  CTitle: Type.String(),
  PcId: Nullable(Type.Integer()),
  css: Type.String(),
  PcUpdated: Nullable(Type.String()),
});
export type PageCss = Static<typeof PageCss>;
export const PageCssBody = Type.Object(
  { css: Type.String({ maxLength: MAX_CODE_LENGTH }) },
  { additionalProperties: false },
);

export const HeaderRule = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    value: Type.String({ maxLength: 8000 }),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type HeaderRule = Static<typeof HeaderRule>;

export const SnippetWarning = Type.Object({ CId: Type.Integer(), CTitle: Type.String(), message: Type.String() });
export type SnippetWarning = Static<typeof SnippetWarning>;

export const SecurityHeaders = Type.Object({
  rules: Type.Array(HeaderRule),
  featureOn: Type.Boolean({ description: 'The CustomSecurityHeaders tag (15) is visible and not deleted.' }),
  warnings: Type.Array(SnippetWarning, {
    description: 'What enabled snippets need that the enabled Content-Security-Policy forbids.',
  }),
});
export type SecurityHeaders = Static<typeof SecurityHeaders>;
export const SecurityHeadersBody = Type.Object(
  { rules: Type.Array(HeaderRule, { maxItems: 50 }) },
  { additionalProperties: false },
);
export type SecurityHeadersBody = Static<typeof SecurityHeadersBody>;

export const TemplateFile = Type.Object({
  CId: Type.Integer(),
  CTitle: Type.String(),
  kind: Type.Union([Type.Literal('header'), Type.Literal('footer'), Type.Literal('email')]),
  source: Type.String(),
  CLastModified: Nullable(Type.String()),
});
export type TemplateFile = Static<typeof TemplateFile>;
export const TemplateSourceBody = Type.Object(
  { source: Type.String({ maxLength: MAX_CODE_LENGTH }) },
  { additionalProperties: false },
);
export type TemplateSourceBody = Static<typeof TemplateSourceBody>;

export const PageTemplateFile = Type.Object({
  TemplateId: Type.Integer(),
  TName: Type.String(),
  TPath: Nullable(Type.String()),
  source: Type.String({ description: 'Template.TSource' }),
});
export type PageTemplateFile = Static<typeof PageTemplateFile>;
export const TemplateIdParams = Type.Object({ TemplateId: Type.Integer({ minimum: 1 }) });
export const TemplateVersionParams = Type.Object({
  TemplateId: Type.Integer({ minimum: 1 }),
  TvId: Type.Integer({ minimum: 1 }),
});
