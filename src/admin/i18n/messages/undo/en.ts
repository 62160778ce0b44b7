// Undo after a delete (issue 29 item 5).
export default {
  deleted: 'Deleted.',
  undo: 'Undo',
  restored: 'Restored.',
  failed: 'It could not be restored: %{message}',
} as const;
