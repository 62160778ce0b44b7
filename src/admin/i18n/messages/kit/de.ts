import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  notices: {
    updated: '%{noun} gespeichert |||| %{smart_count} %{plural} gespeichert',
    created: '%{noun} hinzugefügt |||| %{smart_count} %{plural} hinzugefügt',
    deleted: '%{noun} gelöscht |||| %{smart_count} %{plural} gelöscht',
    record: 'Datensatz',
    records: 'Datensätze',
  },
  noResults: 'Keine Ergebnisse',
  noOptionsLeft: 'Keine Optionen mehr zur Auswahl.',
  noAccess: 'Sie haben keine Berechtigung, dies anzuzeigen.',
  scrolls: '%{label} (scrollbar)',
  unknownError: 'Unbekannter Fehler',
  bytes: '%{count} Byte |||| %{count} Bytes',
  server: {
    unauthorized: 'Bitte melden Sie sich zuerst an: Die Anfrage hat kein gültiges Token',
    rateLimited: 'Zu viele Anfragen: Warten Sie einen Moment und versuchen Sie es erneut.',
    unexpected: 'Auf dem Server ist ein Fehler aufgetreten.',
    network: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  linkTargets: {
    same: 'Gleicher Tab',
    blank: 'Neuer Tab (_blank)',
    self: 'Gleicher Frame (_self)',
    parent: 'Übergeordneter Frame (_parent)',
    top: 'Ganzes Fenster (_top)',
  },
} satisfies SameKeys<typeof en>;
