// The Drafts screen (src/admin/pages/drafts): the unpublished drafts in the user's scope.
export default {
  title: 'Drafts',
  loading: 'Loading...',
  empty: 'No data available',
  columns: {
    page: 'Page',
    saved: 'Saved',
    by: 'By',
    note: 'Note',
    actions: 'Actions',
  },
  open: 'Open',
  openLabel: 'Open the draft of %{title}',
  publish: 'Publish',
  publishLabel: 'Publish the draft of %{title}',
  discard: 'Discard',
  discardLabel: 'Discard the draft of %{title}',
  published: 'Published the draft of “%{title}”.',
  discarded: 'Discarded the draft of “%{title}”.',
  confirmPublish: 'The draft of “%{title}” is published: it becomes the live page.',
  confirmDiscard: 'The draft of “%{title}” is deleted.',
} as const;
