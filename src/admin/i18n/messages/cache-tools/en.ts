// Cache tools, the slim modal and the no-access message (src/admin/pages/cache-tools).
export default {
  tools: {
    all: 'Clear All',
    token: 'Token Cache',
    file: 'File Cache',
    db: 'DB Cache',
    content: 'Content Cache',
    layout: 'Layout Cache',
  },
  // The spec's texts (§4, §8): the slim list's alert and the screen's notice.
  cleared: 'Cache Cleared',
  clearedSuccessfully: 'Cache Cleared Successfully',
  notCleared: 'Cache not cleared: %{message}',
  failedStatus: 'Request failed with status %{status}',
  title: 'Cache Tools',
  modalTitle: 'Clear Cache',
  close: 'Close',
  list: 'Cache tools',
  noAccess: {
    // Spec §6, §8.
    message: "You don't have access to any tools in this section.",
    whoCanGrant:
      "An administrator can grant them in User Management (each tool's tag together with the Dashboard tag %{tag}).",
  },
} as const;
