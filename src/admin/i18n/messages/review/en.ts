// Review before publish (issue 45 item 2; docs/review.md): the role group's switch, the editor's submit and notices, the dashboard's list.
export default {
  policy: {
    label: 'Require review before publishing',
    help: 'Changes by members of this group go live only after another person approves them: their “Publish” becomes “Submit for review”.',
  },
  editor: {
    submitAt: 'Submit for review at this time',
    publishAt: 'Or submit the saved changes for review, to publish at (%{zone})',
    submit: 'Submit for review',
    notSubmitted: 'The draft was saved but not submitted for review: %{error}',
    pending: 'Submitted for review by %{name} on %{when}: waiting for a reviewer.',
    changesTitle: 'Changes requested',
    changes: '%{name} asked for changes on %{when}:',
  },
  list: {
    publishAt: 'To go live at %{when}, once approved',
    title: 'Waiting for your review',
    none: 'No changes are waiting for review.',
    item: '%{title}, submitted by %{name} on %{when}',
    diff: 'Show changes',
    preview: 'Preview',
    approve: 'Approve and publish',
    requestChanges: 'Request changes',
    requestChangesOf: 'Request changes to “%{title}”',
    comment: 'What should change',
    commentHelp: 'The author reads this in the editor.',
    cancel: 'Cancel',
    send: 'Send back to the author',
  },
};
