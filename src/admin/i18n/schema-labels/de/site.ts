// The site tools: forms, mail, redirects, logs: the schema's labels in German, one area of ../de.ts.
import type { SchemaLabels } from '../schema-label-types.js';

export default {
  DBConstants: {
    label: 'Tracking-Konstante',
    labelPlural: 'Tracking-Konstanten',
    fields: { DbcId: 'ID', DbcType: 'Typ', DbcValue: 'Wert', DbcSortOrder: 'Reihenfolge' },
  },
  EmailArchive: {
    label: 'Archivierte E-Mail',
    labelPlural: 'E-Mail-Archiv',
    fields: {
      EaId: 'ID',
      EaTo: 'An',
      EaCc: 'Cc',
      EaFrom: 'Von',
      EaSubject: 'Betreff',
      EaBody: 'Inhalt',
      EaSent: 'Gesendet',
      EaStatus: 'Status',
      EaError: 'Fehler',
    },
  },
  ErrorLog: {
    label: 'Fehler',
    labelPlural: 'Fehlerprotokoll',
    fields: {
      ElId: 'ID',
      ElMessage: 'Nachricht',
      ElStack: 'Stacktrace',
      ElPath: 'Pfad',
      ElMethod: 'Methode',
      ElStatus: 'Status',
      ElUserName: 'Benutzer',
      ElRequestId: 'Anfrage-ID',
      ElDate: 'Datum',
    },
  },
  Form: {
    label: 'Formular',
    labelPlural: 'Formulare',
    fields: {
      FrmId: 'ID',
      FrmName: 'Name',
      TId: 'Tag der Formularverwaltung',
      FrmVisible: 'Sichtbar',
      FrmMetaData: 'Metadaten',
      FrmConfig: 'Konfiguration',
      FrmJavaScript: 'JavaScript',
      FrmEmailMarketing: 'E-Mail-Marketing',
      FrmCreated: 'Erstellt',
      FrmLastModified: 'Zuletzt geändert',
    },
  },
  FormDelivery: {
    label: 'Formularzustellung',
    labelPlural: 'Formularzustellungen',
    fields: {
      FdId: 'ID',
      FsId: 'Einsendung',
      FdKind: 'Art',
      FdStatus: 'Status',
      FdAttempts: 'Versuche',
      FdNextAttempt: 'Nächster Versuch',
      FdLeaseOwner: 'Gesperrt durch',
      FdLeaseUntil: 'Gesperrt bis',
      FdLastError: 'Letzter Fehler',
      EaId: 'Archivierte E-Mail',
      FdCreated: 'Erstellt',
      FdUpdated: 'Aktualisiert',
    },
  },
  FormSubmission: {
    label: 'Formulareinsendung',
    labelPlural: 'Formulareinsendungen',
    fields: {
      FsId: 'ID',
      FrmId: 'Formular',
      FsMetaData: 'Antworten',
      FsMachineMeta: 'Browserdetails',
      FsDate: 'Gesendet',
      FsIp: 'IP-Adresse',
      FsMedium: 'Medium',
      FsSource: 'Quelle',
    },
  },
  MarketingConsent: {
    label: 'Marketing-Einwilligung',
    labelPlural: 'Marketing-Einwilligungen',
    fields: {
      McId: 'ID',
      McEmail: 'E-Mail-Adresse',
      McProvider: 'Anbieter',
      McProviderCId: 'Datensatz beim Anbieter',
      McListId: 'Liste',
      McConsentText: 'Einwilligungstext',
      McDate: 'Eingewilligt am',
      McIp: 'IP-Adresse',
      McOutcome: 'Ergebnis',
      McError: 'Fehler',
    },
  },
  Redirect: {
    label: 'Weiterleitung',
    labelPlural: 'Weiterleitungen',
    fields: { RId: 'ID', RFrom: 'Von', RTo: 'Nach', RType: 'Typ', RHits: 'Aufrufe', RCreated: 'Erstellt' },
  },
  SystemMessages: {
    label: 'Systemmeldung',
    labelPlural: 'Systemmeldungen',
    fields: {
      SId: 'ID',
      SMessage: 'Meldung',
      SType: 'Typ',
      SStart: 'Angezeigt ab',
      SEnd: 'Angezeigt bis',
      SArchived: 'Archiviert',
      SCreated: 'Erstellt',
    },
  },
} satisfies Pick<
  SchemaLabels,
  | 'DBConstants'
  | 'EmailArchive'
  | 'ErrorLog'
  | 'Form'
  | 'FormDelivery'
  | 'FormSubmission'
  | 'MarketingConsent'
  | 'Redirect'
  | 'SystemMessages'
>;
