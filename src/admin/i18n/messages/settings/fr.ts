import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  page: {
    generalTitle: 'Paramètres généraux',
    generalIntro:
      'Les paramètres de tout le site, un groupe à la fois : chaque groupe est enregistré séparément, et une modification enregistrée entre-temps par quelqu’un d’autre est affichée, jamais écrasée sans être vue.',
    setupTitle: 'Configuration du site',
    setupIntro:
      'Les fonctions du site, son adresse, la façon dont chacun se connecte et la mise en page du menu principal. Réservé aux comptes MoJoAdmin.',
    secondFactorByServer:
      'Le serveur exige le second facteur de tous (REQUIRE_SECOND_FACTOR), quel que soit l’état de l’interrupteur ci-dessous.',
    features: 'Fonctions',
    featuresIntro:
      'Chaque interrupteur active ou désactive une fonction du site (l’étiquette de la fonction est affichée ou masquée) ; le changement prend effet immédiatement.',
    featureSwitches: 'Interrupteurs de fonctions',
    switchedOn: '%{name} est activé',
    switchedOff: '%{name} est désactivé',
    loading: 'Chargement de %{title}',
    saved: '%{title} enregistré',
    useTheirs: 'Reprendre leurs valeurs',
    save: 'Enregistrer',
    theirs: 'Enregistré entre-temps par quelqu’un d’autre : %{value}',
    none: '(aucun)',
    empty: '(vide)',
    on: 'activé',
    off: 'désactivé',
    enterNumber: 'Saisissez un nombre.',
  },
  site: {
    title: 'Nom du site et titres',
    intro:
      'Le nom du site, et la façon dont le titre d’une page s’affiche dans l’onglet du navigateur et dans les résultats de recherche : le titre de la page, le séparateur, puis le suffixe.',
    fields: {
      siteName: 'Nom du site',
      titleSeparator: 'Séparateur de titre',
      titleSuffix: 'Suffixe de titre',
    },
    help: {
      titleSeparator: 'Les espaces comptent : « | » donne « À propos | Site ».',
      titleSuffix: 'Vide : le titre des pages seul.',
    },
  },
  seo: {
    title: 'Données SEO par défaut',
    intro:
      'Ce que reçoivent les moteurs de recherche pour une page qui ne donne pas les siennes (l’enregistrement SeoDData).',
    fields: {
      description: 'Méta-description par défaut',
      keywords: 'Mots-clés',
      robots: 'Balise méta robots',
      organizationName: 'Nom de l’organisation',
      organizationPhone: 'Téléphone de l’organisation',
      organizationEmail: 'E-mail de l’organisation',
      organizationAddress: 'Adresse de l’organisation',
    },
    help: {
      description: '300 caractères au plus ; environ 155 s’affichent dans les résultats.',
      keywords: 'Séparés par des virgules.',
    },
  },
  openGraph: {
    title: 'Données Open Graph',
    intro:
      'L’apparence d’un lien vers le site partagé sur les réseaux sociaux, sauf si une page donne la sienne (l’enregistrement SeoOGData).',
    fields: {
      siteName: 'Nom du site (og:site_name)',
      type: 'Type (og:type)',
      locale: 'Langue (og:locale)',
      image: 'Image de partage (og:image)',
      imageWidth: 'Largeur de l’image (px)',
      imageHeight: 'Hauteur de l’image (px)',
      twitterCard: 'Carte X (Twitter)',
      twitterSite: 'Compte X (Twitter)',
    },
    help: {
      locale: 'Langue et pays, par exemple en_US.',
      image: 'Une adresse https ou un chemin du site comme /media/share.jpg.',
      twitterSite: 'Par exemple @example ; vide pour aucun.',
    },
  },
  robots: {
    title: 'robots.txt',
    intro:
      'Les règles que les robots lisent à /robots.txt. Une ligne indiquant le sitemap est ajoutée quand aucune ne le fait.',
    fields: {
      text: 'robots.txt',
    },
    help: {
      text: 'Des lignes comme « User-agent: * » et « Disallow: /private/ » ; # commence un commentaire.',
    },
  },
  emailSender: {
    title: 'Expéditeur des e-mails par défaut',
    intro:
      'De qui viennent les e-mails du site (l’enregistrement Default_Email ; sa mise en page se modifie avec les modèles d’e-mail).',
    fields: {
      fromName: 'Nom de l’expéditeur',
      fromAddress: 'Adresse de l’expéditeur',
      replyTo: 'Adresse de réponse',
    },
    help: {
      fromAddress: 'Vide : le MAIL_FROM du serveur. Le serveur de messagerie doit accepter cette adresse.',
      replyTo: 'Vide : les réponses vont à l’expéditeur.',
    },
  },
  headerFooter: {
    title: 'En-tête et pied de page',
    intro: 'Les menus qu’affichent l’en-tête et le pied de page communs (les enregistrements Header et Footer).',
    fields: {
      headerSticky: 'L’en-tête reste en haut pendant le défilement',
      headerMenuCId: 'Menu de l’en-tête',
      utilityMenuCId: 'Menu utilitaire',
      footerMenuCId: 'Menu du pied de page',
      footerMenuTemplateId: 'Mise en page du menu du pied de page',
    },
  },
  timeZone: {
    title: 'Fuseau horaire',
    intro: 'Le fuseau horaire propre au site : les heures des événements et les planifications y sont lues.',
    fields: {
      timeZone: 'Fuseau horaire',
    },
  },
  seoTools: {
    title: 'Valeurs par défaut des outils SEO',
    intro:
      'Ce avec quoi une nouvelle page commence dans le sitemap, et les codes de propriété du site des moteurs de recherche.',
    fields: {
      changeFrequency: 'Fréquence de modification par défaut',
      priority: 'Priorité par défaut dans le sitemap',
      googleVerification: 'Code de validation Google',
      bingVerification: 'Code de validation Bing',
    },
    help: {
      priority: 'De 0.0 à 1.0, par pas de 0.1.',
      googleVerification: 'Le contenu de la balise méta google-site-verification.',
      bingVerification: 'Le contenu de la balise méta msvalidate.01.',
    },
  },
  editor: {
    title: 'Options de l’éditeur et limites d’envoi',
    intro: 'Le comportement de l’éditeur de pages, et les images qu’il accepte.',
    fields: {
      spellCheck: 'Vérifier l’orthographe pendant la saisie',
      pasteAsPlainText: 'Coller en texte brut',
      autosaveSeconds: 'Enregistrement automatique toutes les (secondes)',
      maxImageWidth: 'Largeur d’image maximale (px)',
      maxImageHeight: 'Hauteur d’image maximale (px)',
      maxUploadMegabytes: 'Envoi maximal (Mo)',
      imageFormats: 'Formats d’image acceptés',
    },
    help: {
      autosaveSeconds: '0 : pas d’enregistrement automatique ; sinon 10 ou plus.',
    },
  },
  favicon: {
    title: 'Favicon',
    intro:
      'La petite icône que les navigateurs affichent dans les onglets et les favoris. Les pages la référencent tant que la fonction Favicon est active (Configuration du site).',
    fields: {
      path: 'Fichier du favicon',
    },
    help: {
      path: 'Un chemin du site comme /media/favicon.png, ou une adresse https ; .ico, .png ou .svg.',
    },
  },
  siteSetup: {
    title: 'Site',
    intro: 'L’adresse du site, la façon dont chacun se connecte, et la mise en page du menu principal.',
    fields: {
      publicUrl: 'URL publique',
      requireSecondFactor: 'Exiger pour tous le second facteur envoyé par e-mail',
      mainMenuTemplateId: 'Modèle du menu principal',
    },
    help: {
      publicUrl:
        'L’adresse du site public, par exemple https://www.example.org. Le sitemap et robots.txt y listent les pages.',
      requireSecondFactor: 'Chacun se connecte avec son mot de passe et un code qui lui est envoyé par e-mail.',
    },
  },
} satisfies SameKeys<typeof en>;
