// Review-before-publish refusals (server/review, docs/review.md), English.
export const REVIEW_ERRORS = {
  required:
    'One of your role groups requires a second person to approve your changes before they go live: use "Submit for review" instead of publishing.',
  ownChange: 'Nobody approves their own change: another reviewer must decide on this one.',
  notReviewer:
    'Only reviewers decide on changes submitted for review: administrators whose role groups do not themselves require review.',
  notPending: 'This change is no longer waiting for review (it was approved, sent back, or submitted again).',
  draftGone: 'The draft submitted for review was replaced or discarded since: the author must submit it again.',
  pageMoved:
    'The page was published since this change was submitted, so approving it would undo that publish: ask the author to submit it again.',
  notDraft: 'Version %{cvId} is not the page’s pending draft: save the page as a draft, then submit that draft.',
  commentRequired: 'Say what should change: the comment is what the author reads in the editor.',
};
