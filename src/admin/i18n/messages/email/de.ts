import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  page: {
    title: 'E-Mail-Test',
    intro:
      'Senden Sie eine Nachricht über den Mailversand der Website, um die Zustellung und das Aussehen einer Vorlage zu prüfen. Jede Nachricht wird im E-Mail-Archiv aufbewahrt.',
    form: 'Test-E-Mail',
    to: 'An',
    toHelp: 'Eine Adresse, oder mehrere durch Kommas getrennt.',
    template: 'Vorlage',
    messageTemplate:
      'Eine Nachrichtenvorlage: Sie bringt ihren eigenen Text und, wenn der Betreff leer ist, ihren Betreff mit.',
    layout: 'Ein Layout: Der Text unten wird darin eingesetzt.',
    subject: 'Betreff',
    body: 'Text',
    bodyHelp: 'HTML ist erlaubt; Skripte und unsicheres Markup werden vor dem Senden entfernt.',
    sending: 'Wird gesendet…',
    send: 'Test-E-Mail senden',
    recent: 'Neueste Einträge im E-Mail-Archiv',
    date: 'Datum',
    status: 'Status',
    actions: 'Aktionen',
    noData: 'Keine Daten verfügbar',
    viewLabel: 'Nachricht Nr. %{id} ansehen',
    view: 'Ansehen',
  },
  outcome: {
    sent: 'Gesendet: Der Mailserver hat die Nachricht angenommen.',
    outbox:
      'Im Postausgang abgelegt: Es ist kein Mailserver konfiguriert (SMTP_URL), daher wurde die Nachricht als Datei gespeichert statt gesendet.',
    failed: 'Nicht gesendet: %{error}.',
    notAccepted: 'Der Mailserver hat sie nicht angenommen',
  },
  archived: {
    section: 'Archivierte Nachricht',
    heading: 'Archivierte Nachricht Nr. %{id}',
    to: 'An',
    from: 'Von',
    subject: 'Betreff',
    status: 'Status',
    date: 'Datum',
    frame: 'Archivierte Nachricht Nr. %{id} wie gesendet',
  },
} satisfies SameKeys<typeof en>;
