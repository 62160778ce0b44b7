import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  tools: {
    all: 'Alles leeren',
    token: 'Token-Cache',
    file: 'Datei-Cache',
    db: 'Datenbank-Cache',
    content: 'Inhalts-Cache',
    layout: 'Layout-Cache',
  },
  cleared: 'Cache geleert',
  clearedSuccessfully: 'Cache erfolgreich geleert',
  notCleared: 'Cache nicht geleert: %{message}',
  failedStatus: 'Anfrage mit Status %{status} fehlgeschlagen',
  title: 'Cache-Werkzeuge',
  modalTitle: 'Cache leeren',
  close: 'Schließen',
  list: 'Cache-Werkzeuge',
  noAccess: {
    message: 'Sie haben keinen Zugriff auf Werkzeuge in diesem Bereich.',
    whoCanGrant:
      'Ein Administrator kann sie in der Benutzerverwaltung gewähren (den Tag jedes Werkzeugs zusammen mit dem Dashboard-Tag %{tag}).',
  },
} satisfies SameKeys<typeof en>;
