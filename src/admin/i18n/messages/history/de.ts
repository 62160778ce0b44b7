import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  group: 'Verlauf',
  auditLog: 'Prüfprotokoll',
  changes: 'Änderungen',
  errorLog: 'Fehlerprotokoll',
  accounts: 'Konten und ihre Prüfprotokolle',
  panelTitle: 'Ihr Konto kann nur lesen',
  panelIntro:
    'Sie können die Datensätze der Website, ihren Änderungsverlauf und das Prüfprotokoll lesen und Listen als CSV exportieren. Mit diesem Konto lässt sich nichts ändern.',
  panelData:
    'Die Gruppe Daten in der Seitenleiste listet jede Tabelle auf, die Sie lesen dürfen; der Versionsverlauf einer Seite steht in ihrer Übersicht.',
} satisfies SameKeys<typeof en>;
