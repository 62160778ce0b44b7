// The command palette's texts (issue 29 item 3).
export default {
  title: 'Go to a tool, record or page',
  inputLabel: 'Search tools, recent records and pages',
  placeholder: 'Type a tool or a page title…',
  groups: { action: 'Actions', tool: 'Tools', recent: 'Continue where you left off', page: 'Pages' },
  signOut: 'Sign out',
  untitled: 'Page %{id}',
  searching: 'Searching pages…',
  nothing: 'Nothing matches.',
  searchFailed: 'Pages could not be searched: %{message}',
  hint: 'Arrow keys to move, Enter to open, Esc to close.',
} as const;
