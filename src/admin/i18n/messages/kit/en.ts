// The shared kit's texts: the save/add/delete toasts (kit/record-notices.ts),
// the pickers' empty lists, the no-access note, the scrolling tables, and the
// server's refusals the admin knows by their rule or code (kit/server-messages.ts).
export default {
  notices: {
    updated: '%{noun} saved |||| %{smart_count} %{plural} saved',
    created: '%{noun} added |||| %{smart_count} %{plural} added',
    deleted: '%{noun} deleted |||| %{smart_count} %{plural} deleted',
    record: 'Record',
    records: 'Records',
  },
  noResults: 'No results',
  noOptionsLeft: 'No options left to choose.',
  noAccess: "You don't have permission to view this.",
  scrolls: '%{label} (scrolls)',
  unknownError: 'Unknown Error',
  bytes: '%{count} byte |||| %{count} bytes',
  server: {
    unauthorized: 'Sign in first: the request has no valid bearer token',
    rateLimited: 'Too many requests: wait a moment and try again.',
    unexpected: 'Something went wrong on the server.',
    network: 'The server could not be reached. Check your connection and try again.',
  },
  // Where a link opens (kit/link-targets.ts).
  linkTargets: {
    same: 'Same tab',
    blank: 'New tab (_blank)',
    self: 'Same frame (_self)',
    parent: 'Parent frame (_parent)',
    top: 'Whole window (_top)',
  },
} as const;
