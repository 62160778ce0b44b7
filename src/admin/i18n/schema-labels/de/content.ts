// Pages and what they are made of: the schema's labels in German, one area of ../de.ts.
import type { SchemaLabels } from '../schema-label-types.js';

export default {
  Comment: {
    label: 'Kommentar',
    labelPlural: 'Kommentare',
    fields: {
      CmId: 'ID',
      CId: 'Blogbeitrag',
      CmAuthorName: 'Name',
      CmAuthorEmail: 'E-Mail',
      CmBody: 'Kommentar',
      CmStatus: 'Status',
      CmDate: 'Veröffentlicht',
      CmIp: 'IP-Adresse',
      CmUserAgent: 'Browser',
      CmTrail: 'Moderationsverlauf',
    },
  },
  Content: {
    label: 'Inhaltselement',
    labelPlural: 'Inhaltselemente',
    fields: {
      CId: 'ID',
      CtId: 'Inhaltstyp',
      TemplateId: 'Vorlage',
      CTitle: 'Titel',
      CSeoTitle: 'SEO-Titel',
      CSeoUrl: 'SEO-URL',
      CMetaDesc: 'Meta-Beschreibung',
      CMetaData: 'Metadaten',
      CHeadContent: 'Inhalt des HTML-Kopfs',
      CIntroPhoto: 'Intro-Foto',
      CIntroText: 'Intro-Text',
      CIntroLink: 'Intro-Link',
      CDeleted: 'Gelöscht',
      CCreated: 'Erstellt',
      CLastModified: 'Zuletzt geändert',
    },
  },
  ContentBlock: {
    label: 'Inhaltsblock',
    labelPlural: 'Inhaltsblöcke',
    fields: {
      CbId: 'ID',
      CId: 'Inhalt',
      CbSortOrder: 'Reihenfolge',
      CbHeadline: 'Überschrift',
      CbCopy: 'Text',
      CbPhoto: 'Foto',
      CbPhotoAltText: 'Alternativtext des Fotos',
      CbPhotoCaption: 'Bildunterschrift',
      CbLinkText: 'Linktext',
      CbLink: 'Link',
      CbLinkTarget: 'Linkziel',
      CbMetaData: 'Metadaten',
      CbPhotoMetadata: 'Foto-Metadaten',
      CIdChild: 'Untergeordneter Inhalt',
      TemplateIdChild: 'Untergeordnete Vorlage',
    },
  },
  ContentType: {
    label: 'Inhaltstyp',
    labelPlural: 'Inhaltstypen',
    fields: { CtId: 'ID', CtName: 'Name', CtDescription: 'Beschreibung', CtIcon: 'Symbol', CtPageLike: 'Seitenartig' },
  },
  ContentVersion: {
    label: 'Inhaltsversion',
    labelPlural: 'Inhaltsversionen',
    fields: {
      CvId: 'ID',
      CId: 'Inhalt',
      Active: 'Aktiv',
      ChangeDate: 'Geändert',
      CvUserName: 'Geändert von',
      CvNote: 'Notiz',
      Draft: 'Entwurf',
      Snapshot: 'Momentaufnahme',
      CvAiDrafted: 'Von KI entworfen',
    },
  },
  EventDate: {
    label: 'Veranstaltungstermin',
    labelPlural: 'Veranstaltungstermine',
    fields: { EdId: 'ID', EiId: 'Veranstaltung', CId: 'Inhalt', EdStart: 'Beginn', EdEnd: 'Ende' },
  },
  EventItem: {
    label: 'Veranstaltung',
    labelPlural: 'Veranstaltungen',
    fields: {
      EiId: 'ID',
      CId: 'Inhalt',
      EiLocation: 'Ort',
      EiAddress: 'Adresse',
      EiCategory: 'Kategorie',
      EiAllDay: 'Ganztägig',
      EiTimeZone: 'Zeitzone',
      EiRegistrationUrl: 'Anmelde-URL',
      EiContactName: 'Kontaktname',
      EiContactEmail: 'Kontakt-E-Mail',
    },
  },
  MiscData: {
    label: 'Sonstiger Eintrag',
    labelPlural: 'Sonstige Daten',
    fields: { MdId: 'ID', MdKind: 'Art', MdName: 'Name', MdValue: 'Wert', MdSortOrder: 'Reihenfolge' },
  },
  News: {
    label: 'News-Beitrag',
    labelPlural: 'News-Beiträge',
    fields: {
      NId: 'ID',
      CId: 'Inhalt',
      NDate: 'Datum',
      NAuthor: 'Autor',
      NSource: 'Quelle',
      NSourceUrl: 'Quell-URL',
      NLocation: 'Ort',
      NCategory: 'Kategorie',
      NFeatured: 'Hervorgehoben',
    },
  },
  PageCSS: {
    label: 'Seiten-CSS',
    labelPlural: 'Seiten-CSS',
    fields: { PcId: 'ID', CId: 'Inhalt', PcCss: 'CSS', PcUpdated: 'Zuletzt geändert' },
  },
  Tag: {
    label: 'Tag',
    labelPlural: 'Tags',
    fields: {
      TId: 'ID',
      TIdParent: 'Übergeordneter Tag',
      TName: 'Name',
      TPath: 'Pfad',
      TVisible: 'Sichtbar',
      TDeleted: 'Gelöscht',
      CUrlDefaultPage: 'Symbol',
      TNextId: 'Nächster Tag',
      TChildId: 'Erster untergeordneter Tag',
    },
  },
  TagToContent: {
    label: 'Tag-Verknüpfung',
    labelPlural: 'Tag-Verknüpfungen',
    fields: { TId: 'Tag', CId: 'Inhalt', TemplateId: 'Vorlage', CSortOrder: 'Reihenfolge', TtcPageUrl: 'Seiten-URL' },
  },
  Template: {
    label: 'Vorlage',
    labelPlural: 'Vorlagen',
    fields: {
      TemplateId: 'ID',
      TName: 'Name',
      TDescription: 'Beschreibung',
      CtId: 'Inhaltstyp',
      TPath: 'Vorlagendatei',
      TSource: 'Quelltext',
      TVisible: 'Redakteuren angeboten',
      TLastModified: 'Zuletzt geändert',
    },
  },
  TemplateVersion: {
    label: 'Vorlagenversion',
    labelPlural: 'Vorlagenversionen',
    fields: {
      TvId: 'ID',
      TemplateId: 'Vorlage',
      TvActive: 'Aktuell',
      TvSource: 'Quelltext',
      TvCreated: 'Gespeichert',
      TvUserName: 'Gespeichert von',
      TvNote: 'Notiz',
    },
  },
} satisfies Pick<
  SchemaLabels,
  | 'Comment'
  | 'Content'
  | 'ContentBlock'
  | 'ContentType'
  | 'ContentVersion'
  | 'EventDate'
  | 'EventItem'
  | 'MiscData'
  | 'News'
  | 'PageCSS'
  | 'Tag'
  | 'TagToContent'
  | 'Template'
  | 'TemplateVersion'
>;
