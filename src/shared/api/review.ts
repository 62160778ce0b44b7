// The review-before-publish calls (issue 45 item 2; docs/review.md), under
// /api/v1/mc/review: whether the caller is under review or reviews, a page's
// latest review, submitting its draft, the reviewers' list and decisions.
import { Type, type Static } from 'typebox';

export const ReviewIdParams = Type.Object({ id: Type.String({ description: 'The review id (a UUID).' }) });

export const ReviewRoles = Type.Object({
  reviewRequired: Type.Boolean({
    description: 'One of the caller’s role groups requires review: publishing is refused.',
  }),
  reviewer: Type.Boolean({ description: 'The caller decides on others’ submissions.' }),
});
export type ReviewRoles = Static<typeof ReviewRoles>;

export const SubmitBody = Type.Object(
  {
    CvId: Type.Integer({ minimum: 1, description: 'The page’s pending draft, as the editor just saved it.' }),
    publishAt: Type.Optional(
      Type.String({
        description:
          'When the approved draft should go live: ISO 8601 with an offset (2027-03-01T09:00:00-05:00). Without it, or once it has passed, an approval publishes at once.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const RequestChangesBody = Type.Object(
  { comment: Type.String({ maxLength: 4000, description: 'What the author should change; shown in the editor.' }) },
  { additionalProperties: false },
);

export const Review = Type.Object({
  id: Type.String(),
  CId: Type.Integer(),
  CTitle: Type.Union([Type.String(), Type.Null()]),
  CvId: Type.Integer({ description: 'The draft version submitted.' }),
  state: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('changes')]),
  author: Type.String(),
  comment: Type.Union([Type.String(), Type.Null()]),
  reviewer: Type.Union([Type.String(), Type.Null()]),
  submitted: Type.String({ format: 'date-time' }),
  decided: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  publishAt: Type.Union([Type.String(), Type.Null()], {
    description:
      'When the author asked the draft to go live, in the site’s time zone with its offset; null: when approved.',
  }),
  timeZone: Type.String({ description: 'The site’s time zone (General Settings), which publishAt is shown in.' }),
});
export type Review = Static<typeof Review>;

export const PageReview = Type.Union([Review, Type.Null()], { description: 'The page’s latest review, if any.' });
