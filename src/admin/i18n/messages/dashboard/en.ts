// The dashboard (spec §2): its title, the tool sections' states, "Continue where you left off", Protected Settings.
// The tools' and sections' names are the tag tree's (data), shown as the tree names them.
export default {
  title: 'Dashboard',
  loading: 'Loading...',
  toolsFailed: 'The tools could not be loaded: %{error}',
  tools: 'Tools',
  tagId: 'Tag id: %{id}',
  recentEdits: 'Continue where you left off',
  changed: '%{label} · changed %{when}',
  protectedSettings: 'Protected Settings',
  protectedNote: 'Visible only to the top admin (MoJoAdmin)',
} as const;
