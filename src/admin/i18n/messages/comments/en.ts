// Comment Moderation (src/admin/pages/comments).
export default {
  status: {
    pending: 'Pending',
    approved: 'Approved',
    spam: 'Spam',
    deleted: 'Deleted',
  },
  // "No pending comments." per status.
  none: {
    pending: 'No pending comments.',
    approved: 'No approved comments.',
    spam: 'No spam comments.',
    deleted: 'No deleted comments.',
  },
  list: {
    pending: 'Pending comments',
    approved: 'Approved comments',
    spam: 'Spam comments',
    deleted: 'Deleted comments',
  },
  actions: {
    approve: 'Approve',
    spam: 'Spam',
    delete: 'Delete',
    restore: 'Restore',
    deletePermanently: 'Delete permanently',
  },
  page: {
    title: 'Comment Moderation',
    intro:
      'Visitors’ comments on blog posts wait here until approved. Approved comments show on the post; spam and deleted ones never do.',
    moved: '%{smart_count} comment moved to %{status} |||| %{smart_count} comments moved to %{status}',
    switchedOn: 'Comments are switched on',
    switchedOff: 'Comments are switched off',
    on: 'Comments are on',
    off: 'Comments are off',
    closed: 'Visitors are told comments are closed (the Comments tag 14 is hidden).',
    tabs: 'Comment status',
    tab: '%{status} (%{count})',
    search: 'Search comments',
    selectAll: 'Select all on this page',
    actionsSelected: 'Actions for %{count} selected',
    actionsCurrent: 'Actions for the current comment',
    selected: '%{count} selected',
    pages: 'Pages of comments',
    confirmPurge:
      'Remove this comment for good? This cannot be undone. |||| Remove these %{smart_count} comments for good? This cannot be undone.',
    purged: '%{smart_count} comment removed for good |||| %{smart_count} comments removed for good',
  },
  item: {
    select: 'Select the comment by %{name}',
    on: 'On',
    trail: '%{from} → %{to} by %{by}, %{when}',
  },
  shortcuts: {
    next: 'next comment',
    previous: 'previous comment',
    select: 'select or unselect',
    approve: 'approve',
    spam: 'mark as spam',
    delete: 'delete',
    restore: 'restore to pending',
    help: 'show these shortcuts',
    line: 'Keyboard: %{keys}.',
    button: 'Keyboard shortcuts',
    title: 'Keyboard shortcuts',
    intro:
      'They act on the selected comments, or on the current one when none is selected. They do nothing while you type in a field.',
    queue: 'In this queue',
    everywhere: 'Everywhere',
    close: 'Close',
  },
} as const;
