// The review-before-publish policy (issue 45 item 2; docs/review.md,
// docs/decisions/0140-review-before-publish.md): a role group whose claims
// hold this one has its members' page changes approved by a second person
// before they go live. The server reads it on every publish
// (server/review/publish-guard.ts); the role group's screen sets it with a switch.
export const REVIEW_POLICY_CLAIM = { ClaimType: 'Publishing', ClaimValue: 'review' } as const;

export const isReviewPolicy = (c: { ClaimType: string; ClaimValue: string | null }) =>
  c.ClaimType === REVIEW_POLICY_CLAIM.ClaimType && c.ClaimValue === REVIEW_POLICY_CLAIM.ClaimValue;

/** Where a review stands: waiting for a reviewer, published by one, or sent back to its author with a comment. */
export type ReviewState = 'pending' | 'approved' | 'changes';
