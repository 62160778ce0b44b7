// Comments on blog posts (issue 15 item 4; docs/comments.md): the public
// submit and read under /api/comments, and the staff's moderation calls under
// /api/v1/mc/comments. Bodies are plain text; e-mail addresses never leave
// the staff calls.
import { Type, type Static } from 'typebox';
import { MAX_PAGE_SIZE } from '../page-sizes.js';

export const COMMENT_STATUSES = ['pending', 'approved', 'spam', 'deleted'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
const StatusSchema = (description?: string) =>
  Type.Union(
    [Type.Literal('pending'), Type.Literal('approved'), Type.Literal('spam'), Type.Literal('deleted')],
    description ? { description } : {},
  );

/** The length rules of the public submit (the staff screen shows the same numbers). */
export const COMMENT_LIMITS = { name: 100, email: 254, bodyMin: 2, body: 5000, links: 2 } as const;

export const CommentPageQuery = Type.Object(
  { cId: Type.Integer({ minimum: 1, description: 'The blog post’s CId (a published Blog_Detail page).' }) },
  { additionalProperties: false },
);
export type CommentPageQuery = Static<typeof CommentPageQuery>;

export const CommentSubmitBody = Type.Object(
  {
    name: Type.String({ description: `Shown with the comment; 1 to ${COMMENT_LIMITS.name} characters.` }),
    email: Type.String({
      description: `Never shown; for the moderators only; at most ${COMMENT_LIMITS.email} characters.`,
    }),
    body: Type.String({
      description: `The comment, kept as plain text (tags removed); ${COMMENT_LIMITS.bodyMin} to ${COMMENT_LIMITS.body} characters, at most ${COMMENT_LIMITS.links} links.`,
    }),
    website_url: Type.Optional(
      Type.String({
        description: 'The honeypot: left empty by people (the site hides it); anything in it and nothing is stored.',
      }),
    ),
  },
  { additionalProperties: true, description: 'JSON, or the same fields form-encoded.' },
);

export const CommentSubmitted = Type.Object({
  success: Type.Literal(true),
  message: Type.String({ description: 'What the visitor is told: the comment awaits moderation.' }),
});

export const PublicComment = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  body: Type.String({ description: 'Plain text: escape it when placing it in HTML.' }),
  date: Type.String(),
});
export type PublicComment = Static<typeof PublicComment>;

export const TrailEntry = Type.Object({
  at: Type.String(),
  by: Type.String({ description: 'The user name of who changed the status.' }),
  from: StatusSchema(),
  to: StatusSchema(),
});
export type TrailEntry = Static<typeof TrailEntry>;

export const QueueComment = Type.Object({
  id: Type.Integer(),
  cId: Type.Integer(),
  postTitle: Type.String(),
  postUrl: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  email: Type.String(),
  body: Type.String(),
  status: StatusSchema(),
  date: Type.String(),
  ip: Type.Union([Type.String(), Type.Null()]),
  userAgent: Type.Union([Type.String(), Type.Null()]),
  trail: Type.Array(TrailEntry),
});
export type QueueComment = Static<typeof QueueComment>;

export const CommentQueueQuery = Type.Object(
  {
    status: Type.Optional(StatusSchema('Which queue (default pending).')),
    q: Type.Optional(
      Type.String({ maxLength: 200, description: 'Words found in the name, e-mail or comment (case-insensitive).' }),
    ),
    cId: Type.Optional(Type.Integer({ minimum: 1, description: 'Only the comments on this post.' })),
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: 'Rows per page (default 25).' }),
    ),
  },
  { additionalProperties: false },
);
export type CommentQueueQuery = Static<typeof CommentQueueQuery>;

export const CommentCounts = Type.Object({
  pending: Type.Integer(),
  approved: Type.Integer(),
  spam: Type.Integer(),
  deleted: Type.Integer(),
});
export type CommentCounts = Static<typeof CommentCounts>;

export const CommentStatusBody = Type.Object(
  {
    ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500, uniqueItems: true }),
    status: StatusSchema('The new status of every comment named.'),
  },
  { additionalProperties: false },
);
export type CommentStatusBody = Static<typeof CommentStatusBody>;

export const CommentIdsBody = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500, uniqueItems: true }) },
  { additionalProperties: false },
);
export type CommentIdsBody = Static<typeof CommentIdsBody>;

export const CommentsChanged = Type.Object({
  changed: Type.Integer({
    description: 'How many comments changed (one already in the status asked for is left as it is).',
  }),
});

export const CommentsSwitch = Type.Object({
  enabled: Type.Boolean({ description: 'Comments are on while tag 14 (Comments) is visible and not deleted.' }),
  mayChange: Type.Boolean({ description: 'Whether the caller may switch them (Admin and MoJoAdmin).' }),
});
export type CommentsSwitch = Static<typeof CommentsSwitch>;

export const CommentsSwitchBody = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });
