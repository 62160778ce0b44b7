// Pages and what they are made of: the schema's labels in French, one area of ../fr.ts.
import type { SchemaLabels } from '../schema-label-types.js';

export default {
  Comment: {
    label: 'Commentaire',
    labelPlural: 'Commentaires',
    fields: {
      CmId: 'ID',
      CId: 'Article de blog',
      CmAuthorName: 'Nom',
      CmAuthorEmail: 'E-mail',
      CmBody: 'Commentaire',
      CmStatus: 'Statut',
      CmDate: 'Publié le',
      CmIp: 'Adresse IP',
      CmUserAgent: 'Navigateur',
      CmTrail: 'Historique de modération',
    },
  },
  Content: {
    label: 'Élément de contenu',
    labelPlural: 'Éléments de contenu',
    fields: {
      CId: 'ID',
      CtId: 'Type de contenu',
      TemplateId: 'Modèle',
      CTitle: 'Titre',
      CSeoTitle: 'Titre SEO',
      CSeoUrl: 'URL SEO',
      CMetaDesc: 'Méta-description',
      CMetaData: 'Métadonnées',
      CHeadContent: 'Contenu de l’en-tête HTML',
      CIntroPhoto: 'Photo d’introduction',
      CIntroText: 'Texte d’introduction',
      CIntroLink: 'Lien d’introduction',
      CDeleted: 'Supprimé',
      CCreated: 'Créé le',
      CLastModified: 'Dernière modification',
    },
  },
  ContentBlock: {
    label: 'Bloc de contenu',
    labelPlural: 'Blocs de contenu',
    fields: {
      CbId: 'ID',
      CId: 'Contenu',
      CbSortOrder: 'Ordre de tri',
      CbHeadline: 'Titre',
      CbCopy: 'Texte',
      CbPhoto: 'Photo',
      CbPhotoAltText: 'Texte alternatif de la photo',
      CbPhotoCaption: 'Légende de la photo',
      CbLinkText: 'Texte du lien',
      CbLink: 'Lien',
      CbLinkTarget: 'Cible du lien',
      CbMetaData: 'Métadonnées',
      CbPhotoMetadata: 'Métadonnées de la photo',
      CIdChild: 'Contenu enfant',
      TemplateIdChild: 'Modèle enfant',
    },
  },
  ContentType: {
    label: 'Type de contenu',
    labelPlural: 'Types de contenu',
    fields: { CtId: 'ID', CtName: 'Nom', CtDescription: 'Description', CtIcon: 'Icône', CtPageLike: 'De type page' },
  },
  ContentVersion: {
    label: 'Version de contenu',
    labelPlural: 'Versions de contenu',
    fields: {
      CvId: 'ID',
      CId: 'Contenu',
      Active: 'Active',
      ChangeDate: 'Modifiée le',
      CvUserName: 'Modifiée par',
      CvNote: 'Note',
      Draft: 'Brouillon',
      Snapshot: 'Instantané',
      CvAiDrafted: 'Rédigée par l’IA',
    },
  },
  EventDate: {
    label: 'Date d’événement',
    labelPlural: 'Dates d’événement',
    fields: { EdId: 'ID', EiId: 'Événement', CId: 'Contenu', EdStart: 'Début', EdEnd: 'Fin' },
  },
  EventItem: {
    label: 'Événement',
    labelPlural: 'Événements',
    fields: {
      EiId: 'ID',
      CId: 'Contenu',
      EiLocation: 'Lieu',
      EiAddress: 'Adresse',
      EiCategory: 'Catégorie',
      EiAllDay: 'Toute la journée',
      EiTimeZone: 'Fuseau horaire',
      EiRegistrationUrl: 'URL d’inscription',
      EiContactName: 'Nom du contact',
      EiContactEmail: 'E-mail du contact',
    },
  },
  MiscData: {
    label: 'Donnée diverse',
    labelPlural: 'Données diverses',
    fields: { MdId: 'ID', MdKind: 'Type', MdName: 'Nom', MdValue: 'Valeur', MdSortOrder: 'Ordre de tri' },
  },
  News: {
    label: 'Actualité',
    labelPlural: 'Actualités',
    fields: {
      NId: 'ID',
      CId: 'Contenu',
      NDate: 'Date',
      NAuthor: 'Auteur',
      NSource: 'Source',
      NSourceUrl: 'URL de la source',
      NLocation: 'Lieu',
      NCategory: 'Catégorie',
      NFeatured: 'À la une',
    },
  },
  PageCSS: {
    label: 'CSS de page',
    labelPlural: 'CSS de page',
    fields: { PcId: 'ID', CId: 'Contenu', PcCss: 'CSS', PcUpdated: 'Dernière modification' },
  },
  Tag: {
    label: 'Étiquette',
    labelPlural: 'Étiquettes',
    fields: {
      TId: 'ID',
      TIdParent: 'Étiquette parente',
      TName: 'Nom',
      TPath: 'Chemin',
      TVisible: 'Visible',
      TDeleted: 'Supprimée',
      CUrlDefaultPage: 'Icône',
      TNextId: 'Étiquette suivante',
      TChildId: 'Première étiquette enfant',
    },
  },
  TagToContent: {
    label: 'Lien d’étiquette',
    labelPlural: 'Liens d’étiquette',
    fields: {
      TId: 'Étiquette',
      CId: 'Contenu',
      TemplateId: 'Modèle',
      CSortOrder: 'Ordre de tri',
      TtcPageUrl: 'URL de la page',
    },
  },
  Template: {
    label: 'Modèle',
    labelPlural: 'Modèles',
    fields: {
      TemplateId: 'ID',
      TName: 'Nom',
      TDescription: 'Description',
      CtId: 'Type de contenu',
      TPath: 'Fichier du modèle',
      TSource: 'Code source',
      TVisible: 'Proposé aux rédacteurs',
      TLastModified: 'Dernière modification',
    },
  },
  TemplateVersion: {
    label: 'Version de modèle',
    labelPlural: 'Versions de modèle',
    fields: {
      TvId: 'ID',
      TemplateId: 'Modèle',
      TvActive: 'Actuelle',
      TvSource: 'Code source',
      TvCreated: 'Enregistrée le',
      TvUserName: 'Enregistrée par',
      TvNote: 'Note',
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
