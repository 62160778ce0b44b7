import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  status: {
    pending: 'Ausstehend',
    approved: 'Freigegeben',
    spam: 'Spam',
    deleted: 'Gelöscht',
  },
  none: {
    pending: 'Keine ausstehenden Kommentare.',
    approved: 'Keine freigegebenen Kommentare.',
    spam: 'Keine Spam-Kommentare.',
    deleted: 'Keine gelöschten Kommentare.',
  },
  list: {
    pending: 'Ausstehende Kommentare',
    approved: 'Freigegebene Kommentare',
    spam: 'Spam-Kommentare',
    deleted: 'Gelöschte Kommentare',
  },
  actions: {
    approve: 'Freigeben',
    spam: 'Spam',
    delete: 'Löschen',
    restore: 'Wiederherstellen',
    deletePermanently: 'Endgültig löschen',
  },
  page: {
    title: 'Kommentarmoderation',
    intro:
      'Kommentare von Besuchern zu Blogartikeln warten hier auf Freigabe. Freigegebene Kommentare erscheinen beim Artikel; Spam und gelöschte nie.',
    moved:
      '%{smart_count} Kommentar nach %{status} verschoben |||| %{smart_count} Kommentare nach %{status} verschoben',
    switchedOn: 'Kommentare sind eingeschaltet',
    switchedOff: 'Kommentare sind ausgeschaltet',
    on: 'Kommentare sind an',
    off: 'Kommentare sind aus',
    closed: 'Besucher sehen, dass Kommentare geschlossen sind (der Tag Comments 14 ist ausgeblendet).',
    tabs: 'Kommentarstatus',
    tab: '%{status} (%{count})',
    search: 'Kommentare suchen',
    selectAll: 'Alle auf dieser Seite auswählen',
    actionsSelected: 'Aktionen für %{count} ausgewählte',
    actionsCurrent: 'Aktionen für den aktuellen Kommentar',
    selected: '%{count} ausgewählt',
    pages: 'Seiten der Kommentare',
    confirmPurge:
      'Diesen Kommentar endgültig entfernen? Dies kann nicht rückgängig gemacht werden. |||| Diese %{smart_count} Kommentare endgültig entfernen? Dies kann nicht rückgängig gemacht werden.',
    purged: '%{smart_count} Kommentar endgültig entfernt |||| %{smart_count} Kommentare endgültig entfernt',
  },
  item: {
    select: 'Kommentar von %{name} auswählen',
    on: 'Zu',
    trail: '%{from} → %{to} von %{by}, %{when}',
  },
  shortcuts: {
    next: 'nächster Kommentar',
    previous: 'vorheriger Kommentar',
    select: 'auswählen oder abwählen',
    approve: 'freigeben',
    spam: 'als Spam markieren',
    delete: 'löschen',
    restore: 'auf ausstehend zurücksetzen',
    help: 'diese Tastenkürzel zeigen',
    line: 'Tastatur: %{keys}.',
    button: 'Tastenkürzel',
    title: 'Tastenkürzel',
    intro:
      'Sie wirken auf die ausgewählten Kommentare, oder auf den aktuellen, wenn keiner ausgewählt ist. Während Sie in ein Feld tippen, tun sie nichts.',
    queue: 'In dieser Warteschlange',
    everywhere: 'Überall',
    close: 'Schließen',
  },
} satisfies SameKeys<typeof en>;
