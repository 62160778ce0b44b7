import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Zu einem Werkzeug, Datensatz oder einer Seite',
  inputLabel: 'Werkzeuge, zuletzt bearbeitete Datensätze und Seiten suchen',
  placeholder: 'Werkzeug oder Seitentitel eingeben…',
  groups: {
    action: 'Aktionen',
    tool: 'Werkzeuge',
    recent: 'Dort weitermachen, wo Sie aufgehört haben',
    page: 'Seiten',
  },
  signOut: 'Abmelden',
  untitled: 'Seite %{id}',
  searching: 'Seiten werden gesucht…',
  nothing: 'Keine Treffer.',
  searchFailed: 'Die Seiten konnten nicht gesucht werden: %{message}',
  hint: 'Pfeiltasten zum Bewegen, Eingabe zum Öffnen, Esc zum Schließen.',
} satisfies SameKeys<typeof en>;
