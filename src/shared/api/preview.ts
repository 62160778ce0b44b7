// Previews (issue 28; docs/preview.md) under /api/v1/mc/preview, signed in: a link to view a page as visitors
// will see it (live, its draft, or a saved version), for the editor's own frame or shared with a reviewer; the
// shared links of a page; revoking one. The page itself is served at /preview/{kind}/{id}, signed out.
import { Type, type Static } from 'typebox';

export const PREVIEW_KINDS = ['live', 'draft', 'version'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

export const PreviewLinkBody = Type.Object(
  {
    kind: Type.Union(
      PREVIEW_KINDS.map((k) => Type.Literal(k)),
      {
        description:
          'live: the page as it is live; draft: its newest draft (the page itself when it has none); version: one saved version.',
      },
    ),
    id: Type.Integer({
      minimum: 1,
      description: 'The content item (CId) for live and draft; the version (CvId) for version.',
    }),
    share: Type.Optional(
      Type.Boolean({
        description:
          'A link for someone without an account: stored, audited, revocable, valid PREVIEW_LINK_HOURS (24 by default). Without it, a link for this user’s own preview, valid 10 minutes.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PreviewLinkBody = Static<typeof PreviewLinkBody>;

const PreviewTargetSchema = Type.Union([
  Type.Object({ kind: Type.Literal('live'), cId: Type.Integer() }),
  Type.Object({ kind: Type.Literal('draft'), cId: Type.Integer() }),
  Type.Object({ kind: Type.Literal('version'), cvId: Type.Integer() }),
]);

export const PreviewLink = Type.Object({
  url: Type.String({ description: 'The path of the preview, on this server (signed: the whole query is part of it).' }),
  expiresAt: Type.String({ format: 'date-time' }),
  id: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The shared link’s id (to revoke it); null for the editor’s own links.',
  }),
});
export type PreviewLink = Static<typeof PreviewLink>;

export const SharedPreviewLink = Type.Object({
  id: Type.Integer(),
  CId: Type.Integer(),
  target: PreviewTargetSchema,
  url: Type.String(),
  issuedBy: Type.String(),
  issuedAt: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
  revokedAt: Type.Union([Type.String(), Type.Null()]),
  revokedBy: Type.Union([Type.String(), Type.Null()]),
});
export type SharedPreviewLink = Static<typeof SharedPreviewLink>;

export const PreviewLinksQuery = Type.Object({ CId: Type.Integer({ minimum: 1 }) });
export const PreviewLinkParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const PreviewPageParams = Type.Object({
  kind: Type.Union(PREVIEW_KINDS.map((k) => Type.Literal(k))),
  id: Type.Integer({ minimum: 1 }),
});
export const PreviewPageQuery = Type.Object({
  exp: Type.Optional(Type.String()),
  link: Type.Optional(Type.String()),
  sig: Type.Optional(Type.String()),
});

export const LivePageParams = Type.Object({ CId: Type.Integer({ minimum: 1 }) });
export const LivePageAddress = Type.Object({
  url: Type.Union([Type.String(), Type.Null()], {
    description:
      'The page on the public site (Site Setup’s public URL, else PUBLIC_URL, and the page’s URL); null while the page is not live.',
  }),
});
export type LivePageAddress = Static<typeof LivePageAddress>;
