import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Dashboard',
  loading: 'Wird geladen...',
  toolsFailed: 'Die Werkzeuge konnten nicht geladen werden: %{error}',
  tools: 'Werkzeuge',
  tagId: 'Tag-ID: %{id}',
  recentEdits: 'Dort weitermachen, wo Sie aufgehört haben',
  changed: '%{label} · geändert %{when}',
  protectedSettings: 'Geschützte Einstellungen',
  protectedNote: 'Nur für den obersten Administrator sichtbar (MoJoAdmin)',
} satisfies SameKeys<typeof en>;
