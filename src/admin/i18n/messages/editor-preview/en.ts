// The page editor's preview (src/admin/pages/editor/preview): the frame, its
// widths, shared links, the live page link and the list rows' Preview button.
export default {
  title: 'Preview',
  titleDraft: 'Preview of the draft',
  button: 'Preview',
  buttonLabel: 'Preview %{title}',
  of: 'Preview of %{title}',
  close: 'Close',
  width: 'Preview width',
  widthLabel: '%{name}, %{px} pixels wide',
  widths: {
    desktop: 'Desktop',
    tablet: 'Tablet',
    phone: 'Phone',
  },
  newTab: 'Open in a new tab',
  failed: 'The preview could not be made: %{error}',
  loading: 'Loading the preview...',
  live: 'Open live page',
  share: {
    copy: 'Copy preview link',
    copied: 'Link copied.',
    copyThis: 'Copy this link:',
    until:
      '%{lead} Anyone who has it can see this page, signed out, with its newest draft when it has one, until %{when}.',
    link: 'Preview link',
    shared: 'Shared preview links',
    revoke: 'Revoke',
    revokeLabel: 'Revoke the link made by %{name} on %{when}',
    made: 'Made by %{name} on %{when}',
    open: 'Open until %{when}',
  },
} as const;
