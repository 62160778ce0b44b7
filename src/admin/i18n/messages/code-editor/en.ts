// The code editor and the code diff (src/admin/code-editor). The code itself is never translated.
export default {
  loading: 'Loading the %{label} editor',
  noDifferences: 'No differences',
  added: '%{smart_count} line added |||| %{smart_count} lines added',
  removed: '%{smart_count} line removed |||| %{smart_count} lines removed',
} as const;
