// The site tools: forms, mail, redirects, logs: the schema's labels in French, one area of ../fr.ts.
import type { SchemaLabels } from '../schema-label-types.js';

export default {
  DBConstants: {
    label: 'Constante de suivi',
    labelPlural: 'Constantes de suivi',
    fields: { DbcId: 'ID', DbcType: 'Type', DbcValue: 'Valeur', DbcSortOrder: 'Ordre de tri' },
  },
  EmailArchive: {
    label: 'E-mail archivé',
    labelPlural: 'Archive des e-mails',
    fields: {
      EaId: 'ID',
      EaTo: 'À',
      EaCc: 'Cc',
      EaFrom: 'De',
      EaSubject: 'Objet',
      EaBody: 'Corps',
      EaSent: 'Envoyé le',
      EaStatus: 'Statut',
      EaError: 'Erreur',
    },
  },
  ErrorLog: {
    label: 'Erreur',
    labelPlural: 'Journal des erreurs',
    fields: {
      ElId: 'ID',
      ElMessage: 'Message',
      ElStack: 'Pile d’appels',
      ElPath: 'Chemin',
      ElMethod: 'Méthode',
      ElStatus: 'Statut',
      ElUserName: 'Utilisateur',
      ElRequestId: 'ID de requête',
      ElDate: 'Date',
    },
  },
  Form: {
    label: 'Formulaire',
    labelPlural: 'Formulaires',
    fields: {
      FrmId: 'ID',
      FrmName: 'Nom',
      TId: 'Étiquette du gestionnaire de formulaires',
      FrmVisible: 'Visible',
      FrmMetaData: 'Métadonnées',
      FrmConfig: 'Configuration',
      FrmJavaScript: 'JavaScript',
      FrmEmailMarketing: 'Marketing par e-mail',
      FrmCreated: 'Créé le',
      FrmLastModified: 'Dernière modification',
    },
  },
  FormDelivery: {
    label: 'Transmission de formulaire',
    labelPlural: 'Transmissions de formulaire',
    fields: {
      FdId: 'ID',
      FsId: 'Envoi',
      FdKind: 'Type',
      FdStatus: 'Statut',
      FdAttempts: 'Tentatives',
      FdNextAttempt: 'Prochaine tentative',
      FdLeaseOwner: 'Détenteur du verrou',
      FdLeaseUntil: 'Verrouillé jusqu’au',
      FdLastError: 'Dernière erreur',
      EaId: 'E-mail archivé',
      FdCreated: 'Créé le',
      FdUpdated: 'Mis à jour le',
    },
  },
  FormSubmission: {
    label: 'Envoi de formulaire',
    labelPlural: 'Envois de formulaire',
    fields: {
      FsId: 'ID',
      FrmId: 'Formulaire',
      FsMetaData: 'Réponses',
      FsMachineMeta: 'Détails du navigateur',
      FsDate: 'Envoyé le',
      FsIp: 'Adresse IP',
      FsMedium: 'Support',
      FsSource: 'Source',
    },
  },
  MarketingConsent: {
    label: 'Consentement marketing',
    labelPlural: 'Consentements marketing',
    fields: {
      McId: 'ID',
      McEmail: 'Adresse e-mail',
      McProvider: 'Fournisseur',
      McProviderCId: 'Fiche chez le fournisseur',
      McListId: 'Liste',
      McConsentText: 'Texte du consentement',
      McDate: 'Consenti le',
      McIp: 'Adresse IP',
      McOutcome: 'Résultat',
      McError: 'Erreur',
    },
  },
  Redirect: {
    label: 'Redirection',
    labelPlural: 'Redirections',
    fields: { RId: 'ID', RFrom: 'De', RTo: 'Vers', RType: 'Type', RHits: 'Visites', RCreated: 'Créée le' },
  },
  SystemMessages: {
    label: 'Message système',
    labelPlural: 'Messages système',
    fields: {
      SId: 'ID',
      SMessage: 'Message',
      SType: 'Type',
      SStart: 'Affiché à partir du',
      SEnd: 'Affiché jusqu’au',
      SArchived: 'Archivé',
      SCreated: 'Créé le',
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
