import type en from './en.js';
import type { SameKeys } from '../../message-types.js';

export default {
  redirect: {
    type: '« %{type} » n’est pas un type de redirection : utilisez %{types}',
    from: 'De est un chemin de ce site et commence par /, par ex. /ancienne-page.',
    to: 'Vers commence par / (ce site) ou http(s):// (un autre site) ; les adresses javascript:, data: et //hôte sont refusées.',
    self: 'Une redirection ne peut pas mener à elle-même.',
    loop: 'Cette redirection créerait une boucle : %{chain}. Faites-la pointer vers la page où le visiteur doit arriver',
  },
  page: {
    url: '« %{url} » n’est pas une URL de page : c’est un chemin de ce site qui commence par /, par ex. /actualites/portes-ouvertes, sans espaces, ?, # ni < > " { } | \\ ^ `',
    urlTaken: 'L’URL %{url} est déjà l’adresse de « %{title} » (contenu %{id}) : choisissez une autre URL',
    noFreeUrl: 'Aucune URL libre proche de %{url} : choisissez un autre titre',
    titleNoSlug: 'Le titre doit contenir au moins une lettre ou un chiffre pour en faire l’URL de la page',
    titleRequired: 'Le titre est obligatoire',
  },
  tag: {
    nameRequired: 'Le nom est obligatoire : c’est le nom qu’affichent le tableau de bord et les menus',
    icon: '« %{icon} » n’est pas un nom d’icône : lettres et chiffres uniquement, par ex. « Dashboard »',
    pathStart:
      'Le chemin « %{path} » doit commencer par « / » (un écran du back-office comme /style-guide, ou une page du site)',
    pathSpaces: 'Le chemin « %{path} » ne doit pas contenir d’espaces',
    pathTaken:
      'Le chemin « %{path} » est déjà celui de %{holder} (étiquette %{holderId}) : chaque étiquette active a son propre chemin',
    fixedDelete:
      '%{name} (étiquette %{id}) est une des étiquettes fixes du produit et ne peut pas être supprimée : le tableau de bord, les menus ou les interrupteurs de fonctions la trouvent par son identifiant',
    inUse: '%{name} (étiquette %{id}) est utilisée et n’a pas été supprimée. Elle est utilisée par %{uses}',
    fixedMove:
      '%{name} (étiquette %{id}) est une des étiquettes fixes du produit : elle peut être réordonnée parmi ses sœurs mais pas sortie de son parent',
    deleted:
      'L’étiquette %{id} (%{name}) est supprimée : restaurez-la d’abord dans l’arbre des étiquettes, ou choisissez-en une autre',
  },
  form: {
    notEmailTemplate: 'Le contenu %{id} n’est pas un modèle d’e-mail',
    hasSubmissions:
      'Le formulaire « %{name} » a %{count} envoi, qui le conserve : masquez ou fermez le formulaire à la place |||| Le formulaire « %{name} » a %{count} envois, qui le conservent : masquez ou fermez le formulaire à la place',
    tooManyFields: 'Un formulaire a au plus %{max} champs',
    labelMissing: 'Chaque champ a besoin d’un libellé',
    labelTooLong: 'Le libellé dépasse %{max} caractères',
    nameMissing: 'Le champ %{field} a besoin d’un nom',
    nameInvalid:
      'Le nom « %{name} » doit commencer par une lettre et ne contenir que des lettres, des chiffres, _ et - (%{max} au plus)',
    nameTaken: 'Le nom « %{name} » est déjà celui d’un autre champ : les noms doivent être uniques',
    type: 'Le type de %{field} doit être l’un de %{types}',
    tooManyOptions: 'Au plus %{max} options',
    optionValueMissing: 'L’option %{number} de %{field} a besoin d’une valeur',
    optionValueTwice: 'La valeur d’option « %{value} » figure deux fois dans %{field}',
    optionValueTooLong: 'La valeur de l’option dépasse %{max} caractères',
    optionTextMissing: 'L’option %{number} de %{field} a besoin d’un texte',
    optionTextTooLong: 'Le texte de l’option dépasse %{max} caractères',
    selectNeedsOption: 'La liste déroulante %{field} a besoin d’au moins une option',
    radioNeedsOption: 'Le groupe de boutons radio %{field} a besoin d’au moins une option',
    minLength: 'La longueur minimale doit être un nombre entier de 0 à %{max}',
    maxLength: 'La longueur maximale doit être un nombre entier de 0 à %{max}',
    lengthOrder: 'La longueur maximale est inférieure à la longueur minimale',
    lowestNumber: 'La valeur minimale doit être un nombre',
    highestNumber: 'La valeur maximale doit être un nombre',
    lowestDate: 'La date minimale doit être une date écrite AAAA-MM-JJ',
    highestDate: 'La date maximale doit être une date écrite AAAA-MM-JJ',
    valueOrder: 'La valeur maximale est inférieure à la valeur minimale',
    dateOrder: 'La date maximale est antérieure à la date minimale',
    patternTooLong: 'Le motif dépasse %{max} caractères',
    patternInvalid: 'Le motif n’est pas une expression régulière valide : %{detail}',
    textTooLong: '%{label} dépasse %{max} caractères',
    rows: 'Le nombre de lignes doit être un nombre entier de 1 à %{max}',
    autocomplete: 'La saisie automatique prend les jetons HTML, par ex. « email » ou « given-name »',
    accept:
      'Les types acceptés sont des extensions ou des types MIME séparés par des virgules, par ex. « .pdf, image/* »',
    redirect: 'La redirection doit être une adresse http(s) ou un chemin de ce site commençant par /',
    honeypotName:
      'Le nom du champ piège doit commencer par une lettre et ne contenir que des lettres, des chiffres, _ et -',
    honeypotTaken: 'Le champ piège « %{name} » porte le nom d’un vrai champ',
    pageUrl: 'L’adresse de la page doit être une adresse http(s) ou un chemin de ce site commençant par /',
    tooManyRecipients: 'Au plus %{max} destinataires de notification',
    recipient: 'Le destinataire %{number} (%{address}) n’est pas une adresse e-mail',
    emailFieldUnknown: 'Le champ d’adresse du visiteur « %{name} » n’est pas un champ de ce formulaire',
    emailFieldNotEmail: 'Le champ d’adresse du visiteur « %{name} » n’est pas un champ e-mail',
    confirmationNeedsEmail: 'Un e-mail de confirmation a besoin d’un champ e-mail auquel l’envoyer',
    chooseProvider: 'Choisissez le fournisseur qui reçoit les abonnés',
    providerFieldName:
      'Le champ fournisseur « %{name} » doit commencer par une lettre et ne contenir que des lettres, des chiffres, _, . et -',
    providerFieldUnmapped:
      'Le champ fournisseur « %{name} » est associé à « %{field} », qui n’est pas un champ de ce formulaire',
    mapEmail: 'Associez le champ fournisseur « email » au champ du formulaire qui contient l’adresse',
    consentUnknown: 'Le champ de consentement « %{name} » n’est pas un champ de ce formulaire',
    consentNotCheckbox: 'Le champ de consentement « %{name} » doit être une case à cocher',
  },
  people: {
    email: '« %{email} » n’est pas une adresse e-mail',
    userNameTaken: 'Un autre compte (%{other}) se connecte déjà avec ce nom d’utilisateur',
    emailTaken: 'Un autre compte (%{other}) se connecte déjà avec cette adresse e-mail',
    sameEmail: 'C’est déjà votre adresse e-mail.',
    roleMissing: 'Le rôle %{id} n’existe pas',
    tagMissing: 'L’étiquette %{id} n’existe pas',
    contentMissing: 'Le contenu %{id} n’existe pas',
    invitationOnly:
      'Les comptes se créent sur invitation : invitez les personnes depuis Gestion des utilisateurs (/user-management, « Inviter un utilisateur »), qui leur donne leurs rôles et leur envoie par e-mail un lien pour choisir un mot de passe.',
    roleOnlyTool:
      '%{name} (étiquette %{id}) est réservé aux comptes Admin et MoJoAdmin, quelles que soient leurs étiquettes : l’accorder ouvrirait l’écran à un Maintenance User pour ensuite refuser ses appels',
    accountTable: {
      AspNetUserRoles:
        'Les rôles d’un utilisateur se changent dans Gestion des utilisateurs (/user-management), sur la page du compte, ou par les membres d’un groupe dans Gestion des groupes d’utilisateurs (/user-group-management), qui appliquent les règles des rôles et consignent le changement.',
      AspNetUserClaims:
        'Les étiquettes et contenus d’un utilisateur s’accordent dans Gestion des utilisateurs (/user-management), sur la page du compte, qui vérifie chaque accès et consigne le changement.',
      AspNetRoles:
        'Les groupes d’utilisateurs se créent et se renomment dans Gestion des groupes d’utilisateurs (/user-group-management).',
      AspNetRoleClaims:
        'Ce qu’accorde un groupe d’utilisateurs se change dans Gestion des groupes d’utilisateurs (/user-group-management), qui vérifie chaque accès.',
      AspNetUserTokens:
        'Les liens de choix du mot de passe et les codes de connexion sont créés par le serveur : envoyez une invitation ou un lien de réinitialisation depuis Gestion des utilisateurs (/user-management).',
      AspNetUserLogins:
        'Les connexions externes ne s’écrivent pas à la main : la connexion d’un compte se gère dans Gestion des utilisateurs (/user-management).',
    },
  },
  settings: {
    siteNameEmpty: 'Le nom du site ne doit pas être vide',
    keywordOneLine: 'Le mot-clé %{number} doit tenir sur une seule ligne, sans saut de ligne',
    keywordComma: 'Le mot-clé %{number} ne doit pas contenir de virgule (chaque mot-clé est une entrée)',
    phone:
      'Le numéro de téléphone ne peut contenir que des chiffres, des espaces, + ( ) . et -, par ex. +33 1 23 45 67 89',
    locale: 'La locale doit être une langue et un pays, comme en_US ou fr_CA (reçu « %{locale} »)',
    twitter: 'Le compte X (Twitter) doit être @ suivi de 15 lettres, chiffres ou _ au plus (par ex. @exemple)',
    imageSizeWithoutImage: 'Indiquez l’image de partage avant sa taille',
    imageSizeBoth: 'Indiquez à la fois la largeur et la hauteur de l’image de partage, ou aucune des deux',
    fromNameCharacters: 'Le nom de l’expéditeur ne doit pas contenir <, > ni "',
    notMenu:
      '%{label} doit être un enregistrement de navigation (type de contenu 10) ; le contenu %{id} n’en est pas un',
    footerLayout: 'La mise en page du menu de pied de page doit être l’une de %{choices}',
    mainMenuTemplate: 'Le modèle du menu principal doit être l’un de %{choices}',
    verificationCode: '%{label} doit être le code seul (lettres, chiffres, - et _), pas la balise meta entière',
    priority: 'La priorité doit être un multiple de 0,1 (de 0,0 à 1,0)',
    autosave: 'L’enregistrement automatique doit avoir lieu toutes les 10 secondes ou plus, ou 0 pour aucun',
    uploadLimit: 'La limite de téléversement est d’au plus %{max} Mo, la limite du serveur lui-même (UPLOAD_MAX_BYTES)',
    faviconTagMissing: 'L’étiquette Favicon (5) est absente : restaurez-la d’abord dans l’arbre des étiquettes',
    faviconType: 'Le favicon doit être un fichier .ico, .png ou .svg',
    publicUrlAlone:
      'L’URL publique doit être l’adresse du site seule, par ex. https://www.exemple.org (sans chemin, requête ni #)',
    oneLine: '%{label} doit tenir sur une seule ligne, sans saut de ligne',
    email: '%{label} doit être une adresse e-mail comme nom@exemple.org (reçu « %{value} »)',
    httpsAddress: '%{label} doit être une adresse https:// (reçu « %{value} »)',
    httpsAddressOrPath:
      '%{label} doit être une adresse https:// ou un chemin du site commençant par / (reçu « %{value} »)',
    webAddress: '%{label} doit être une adresse http:// ou https:// (reçu « %{value} »)',
    webAddressOrPath:
      '%{label} doit être une adresse http:// ou https:// ou un chemin du site commençant par / (reçu « %{value} »)',
    timeZone: 'Le fuseau horaire doit être un fuseau IANA comme America/New_York ou Europe/Paris (reçu « %{value} »)',
    featureTagMissing:
      'L’étiquette %{name} (%{id}) est absente ou supprimée : restaurez-la d’abord dans l’arbre des étiquettes',
    robots: {
      notFieldLine: 'La ligne %{at} (« %{text} ») n’est pas une ligne « Champ: valeur » comme « Disallow: /prive/ »',
      unknownField:
        'Ligne %{at} : « %{name} » n’est pas un champ de robots.txt (User-agent, Allow, Disallow, Sitemap, Crawl-delay)',
      userAgent: 'Ligne %{at} : User-agent a besoin du nom d’un robot, ou de * pour tous les robots',
      allowOutsideGroup: 'Ligne %{at} : Allow doit suivre une ligne User-agent',
      disallowOutsideGroup: 'Ligne %{at} : Disallow doit suivre une ligne User-agent',
      path: 'Ligne %{at} : un chemin doit commencer par / (reçu « %{value} »)',
      sitemap: 'Ligne %{at} : Sitemap doit être une URL absolue comme https://www.exemple.org/sitemap.xml',
      crawlDelay: 'Ligne %{at} : Crawl-delay doit être un nombre de secondes',
    },
  },
  navigation: {
    nameRequired: 'Le nom est obligatoire : c’est le nom que le menu affiche pour l’élément',
    link: 'Le lien doit commencer par / (une page de ce site) ou http(s):// (un autre site)',
    pageMissing: 'La page %{id} est introuvable',
    notPage: 'Le contenu %{id} n’est pas une page (type de contenu %{type}) : un élément de menu mène à une page',
    pageDeleted: 'La page %{id} est supprimée : un élément de menu mène à une page en ligne',
    pageNoUrl: 'La page %{id} n’a pas encore d’URL (CSeoUrl) : donnez-lui-en une avant de la lier depuis un menu',
    parentOutside:
      'L’étiquette %{parentId} n’est pas dans le menu %{menuId} : un élément ne peut être placé que dans son menu',
    underItself: 'L’étiquette %{id} ne peut pas être déplacée sous elle-même ni sous l’un de ses propres éléments',
    notChild: 'L’étiquette %{id} n’est pas un enfant de l’étiquette %{parentId}',
    notItem: 'L’étiquette %{id} n’est pas un élément du menu %{menuId}',
    notDeletedItem: 'L’étiquette %{id} n’est pas un élément supprimé du menu %{menuId}',
    restoreUnderDeleted:
      'Impossible de rétablir %{name} (étiquette %{id}) : l’élément au-dessus, %{above} (étiquette %{aboveId}), est supprimé, il ne s’afficherait donc pas',
    menuMissing: 'L’étiquette de menu %{id} est introuvable',
  },
  token: {
    nameNoKey: 'Le nom doit contenir au moins une lettre ou un chiffre pour en faire la clé',
    reservedKey: '« %{key} » est un mot que Liquid se réserve (%{words}) : choisissez un autre nom',
    keyTaken:
      'La clé « %{key} » est prise : le jeton « %{name} » (%{id}) a la clé « %{takenKey} ». Les clés sont uniques, quelle que soit la casse.',
    keyTakenRemoved:
      'La clé « %{key} » est prise : le jeton « %{name} » (%{id}, dans la corbeille de Retirer du contenu) a la clé « %{takenKey} ». Les clés sont uniques, quelle que soit la casse.',
    renameInUse:
      'Le jeton %{token} est utilisé à un endroit, sa clé ne peut donc pas devenir « %{key} » : %{uses}. Modifiez d’abord cet endroit, ou gardez le nom. |||| Le jeton %{token} est utilisé à %{smart_count} endroits, sa clé ne peut donc pas devenir « %{key} » : %{uses}. Modifiez d’abord ces endroits, ou gardez le nom.',
    deleteInUse:
      'Le jeton %{token} est utilisé à un endroit : %{uses}. Retirez-le d’abord de cet endroit. |||| Le jeton %{token} est utilisé à %{smart_count} endroits : %{uses}. Retirez-le d’abord de ces endroits.',
    missing: 'Le jeton %{id} est introuvable',
    location: {
      nameRequired: 'Le nom est obligatoire',
      nameTaken: 'Un emplacement de jetons nommé « %{name} » existe déjà (%{id})',
      changed:
        'Les emplacements de jetons ont changé depuis leur chargement (il y en a maintenant %{count} : %{ids}) : rechargez-les et ordonnez-les de nouveau',
      holdsSnippets:
        'L’emplacement de jetons « %{name} » contient un extrait : %{snippets}. Déplacez-le d’abord vers un autre emplacement dans Code personnalisé. |||| L’emplacement de jetons « %{name} » contient %{smart_count} extraits : %{snippets}. Déplacez-les d’abord vers un autre emplacement dans Code personnalisé.',
      missing: 'L’emplacement de jetons %{id} est introuvable',
    },
  },
  code: {
    locationMissing: 'L’emplacement de jetons %{id} n’existe pas (voir Emplacements de jetons)',
    snippetOrder: 'L’ordre doit nommer chaque extrait exactement une fois',
    restoreWithoutLocation:
      'L’extrait %{id} n’a pas d’emplacement de jetons : choisissez-en un et enregistrez avant de restaurer',
    cssStyleEnd: 'Le CSS ne peut pas contenir « </style » : cela fermerait l’élément style de la page',
    contentMissing: 'Le contenu %{id} est introuvable',
    header: {
      nameRequired: 'Règle %{rule} : un nom d’en-tête est obligatoire',
      nameInvalid:
        "Règle %{rule} : « %{name} » n’est pas un nom d’en-tête valide (lettres, chiffres et !#$%&'*+-.^_`|~ uniquement, sans espaces ni deux-points)",
      reserved: 'Règle %{rule} : %{name} est défini par le serveur et ne peut pas être un en-tête personnalisé',
      duplicate: 'Règle %{rule} : %{name} est déjà défini par la règle %{other}',
      valueRequired: 'Règle %{rule} : %{name} a besoin d’une valeur',
      valueRequiredUnnamed: 'Règle %{rule} : l’en-tête a besoin d’une valeur',
      valueCharacters:
        'Règle %{rule} : la valeur de %{name} contient un saut de ligne ou un caractère hors de l’ASCII visible',
      valueCharactersUnnamed:
        'Règle %{rule} : la valeur de l’en-tête contient un saut de ligne ou un caractère hors de l’ASCII visible',
    },
    csp: {
      notDirective: 'Règle %{rule} : %{name} : « %{directive} » n’est pas une directive Content-Security-Policy',
      twice:
        'Règle %{rule} : %{name} : la directive %{directive} figure deux fois (les navigateurs ignorent la seconde)',
      unquotedKeyword:
        "Règle %{rule} : %{name} : %{directive} : « %{source} » n’est pas une expression de source (les mots-clés sont entre apostrophes, par ex. 'self')",
      notSource: 'Règle %{rule} : %{name} : %{directive} : « %{source} » n’est pas une expression de source',
      noneAlone: "Règle %{rule} : %{name} : %{directive} : 'none' doit être la seule source",
    },
  },
  data: {
    required: 'Le champ %{name} est obligatoire',
    blank: 'Le champ %{name} est obligatoire : il ne peut pas être vide ni ne contenir que des espaces',
    tooLong: 'Le champ %{name} dépasse %{max} caractères',
  },
  csv: {
    empty:
      'Le fichier est vide : il lui faut une ligne d’en-tête nommant les champs, puis une ligne par enregistrement',
    noRecords: 'Le fichier a un en-tête mais aucun enregistrement en dessous',
    tooMany: 'Le fichier contient %{count} enregistrements ; une importation en prend au plus %{max} : découpez-le',
    notCsv: 'Ligne %{line} : le fichier n’est pas un CSV valide : %{detail}',
    keyRequired: 'Le champ %{name} est obligatoire : il fait partie de la clé de %{entity}',
    noRecord:
      'aucun enregistrement %{entity} %{key} : laissez %{name} vide pour créer un nouvel enregistrement (la base de données le numérote)',
    wholeNumber: 'Le champ %{name} doit être un nombre entier, pas « %{value} »',
    number: 'Le champ %{name} doit être un nombre, pas « %{value} »',
    boolean: 'Le champ %{name} doit être true ou false, pas « %{value} »',
    json: 'Le champ %{name} doit être du JSON, pas « %{value} »',
    header: {
      unknown: 'Ligne 1 : « %{name} » n’est pas un champ de %{entity} (ses champs : %{fields})',
      secret: 'Ligne 1 : le champ %{name} est secret : il n’est jamais exporté et ne peut pas être importé',
      twice: 'Ligne 1 : la colonne %{name} figure deux fois',
    },
  },
  ai: {
    notAllowed:
      'Les Outils d’IA sont réservés aux comptes Admin et MoJoAdmin et aux utilisateurs ayant l’étiquette Outils d’IA (85)',
    switchedOff:
      'Les Outils d’IA sont désactivés (Configuration du site, Outils d’IA) : aucun texte de page n’est envoyé au fournisseur d’IA',
    baseUrl: 'L’URL de base doit être une adresse http ou https sans identifiants, par ex. https://api.openai.com/v1',
    addressRefused: '%{detail} (URL de base des Outils d’IA ; une adresse privée nécessite FETCH_ALLOW)',
    keyMissing:
      'La clé « %{key} » indiquée dans les réglages des Outils d’IA n’est pas dans le Gestionnaire de clés ou n’a pas de valeur (laissez le nom de clé vide pour un serveur qui n’en a pas besoin)',
    noPromptMeta: 'Il n’y a pas de consigne IA pour les méta-descriptions : ajoutez-en une sur l’écran Outils d’IA',
    noPromptContent: 'Il n’y a pas de consigne IA pour le texte des blocs : ajoutez-en une sur l’écran Outils d’IA',
    promptMissing: 'La consigne IA %{id} est introuvable',
    blockMissing: 'Le bloc %{cbId} n’est pas sur la page %{cId}',
    dailyOff: 'Les brouillons IA sont désactivés : la limite quotidienne est de 0 (réglages des Outils d’IA)',
    dailyUsed: 'Vous avez utilisé vos %{limit} brouillons IA du jour (UTC) : la limite se réinitialise à minuit UTC',
    timeout: 'Le serveur d’IA n’a pas répondu dans les %{seconds} secondes',
    cancelled: 'L’appel a été annulé',
    unreachable: 'Le serveur d’IA est injoignable : %{detail}',
    keyRefused:
      'Le serveur d’IA a refusé la clé d’API (%{status}) : vérifiez dans le Gestionnaire de clés la clé indiquée dans les réglages des Outils d’IA. %{detail}',
    rateLimited: 'Le serveur d’IA limite les requêtes (429) : réessayez plus tard. %{detail}',
    answered: 'Le serveur d’IA a répondu %{status} : %{detail}',
    answeredError: 'Le serveur d’IA a répondu par une erreur : %{detail}',
    unreadable: 'Le serveur d’IA a envoyé une réponse illisible : %{detail}',
    contentFilter: 'Le modèle d’IA a refusé d’écrire ceci (filtre de contenu)',
    declined: 'Le modèle d’IA a refusé : %{detail}',
    brokeOff: 'La réponse de l’IA s’est interrompue',
  },
  factors: {
    codeWrong:
      'Le code est incorrect ou a déjà servi : saisissez le code que votre application d’authentification affiche maintenant.',
    notPending:
      'Aucune application d’authentification n’attend de confirmation : recommencez avec « Configurer une application d’authentification ».',
    alreadyOn:
      'Une application d’authentification est déjà activée pour ce compte : désactivez-la d’abord pour en configurer une autre.',
    notOn: 'Aucune application d’authentification n’est activée pour ce compte.',
    required:
      'Un de vos groupes de rôles exige une application d’authentification : elle ne peut pas être désactivée, et la connexion ne peut pas utiliser le code envoyé par e-mail à la place.',
    proofNeeded:
      'Donnez un code actuel de votre application d’authentification, un code de secours ou votre mot de passe.',
    passwordWrong: 'Le mot de passe est incorrect.',
    enrolmentGone: 'L’étape de configuration a expiré ou a déjà servi : connectez-vous à nouveau.',
    passkeyGone: 'L’étape de la clé d’accès a expiré : recommencez.',
    passkeyWrong: 'La réponse de la clé d’accès n’a pas pu être vérifiée : réessayez.',
    passkeyName: 'Donnez un nom à la clé d’accès.',
    passkeyTaken: 'Cette clé d’accès est déjà l’une des vôtres.',
    passkeyNotFound: 'Cette clé d’accès est introuvable : elle a peut-être été supprimée.',
    passkeyCannotSignInAlone:
      'Cette clé d’accès ne vous a pas vérifié (code PIN ou empreinte) lors de sa création : elle ne peut pas servir seule à la connexion.',
    lastFactor:
      'Un de vos groupes de rôles exige un second facteur : gardez une autre clé d’accès ou une application d’authentification avant de supprimer celle-ci.',
  },
  label: {
    siteName: 'Le nom du site',
    titleSeparator: 'Le séparateur de titre',
    titleSuffix: 'Le suffixe de titre',
    phone: 'Le numéro de téléphone',
    description: 'La description',
    organizationName: 'Le nom de l’organisation',
    organizationEmail: 'L’e-mail de l’organisation',
    organizationAddress: 'L’adresse',
    locale: 'La locale',
    twitterSite: 'Le compte X (Twitter)',
    shareImage: 'L’image de partage',
    fromName: 'Le nom de l’expéditeur',
    fromAddress: 'L’adresse de l’expéditeur',
    replyTo: 'L’adresse de réponse',
    headerMenu: 'Le menu d’en-tête',
    utilityMenu: 'Le menu utilitaire',
    footerMenu: 'Le menu de pied de page',
    googleCode: 'Le code Google',
    bingCode: 'Le code Bing',
    favicon: 'Le favicon',
    publicUrl: 'L’URL publique',
    patternMessage: 'Le message du motif',
    placeholder: 'Le texte indicatif',
    helpText: 'Le texte d’aide',
    submitText: 'Le texte du bouton d’envoi',
    successMessage: 'Le message de réussite',
    notifySubject: 'L’objet de la notification',
    listId: 'L’identifiant de liste',
    confirmationSubject: 'L’objet de la confirmation',
  },
  webhook: {
    urlInvalid:
      '« %{url} » n’est pas une adresse qu’un webhook peut appeler : donnez une URL http ou https complète, sans nom d’utilisateur ni mot de passe',
    scheme: 'Le schéma %{scheme} n’est pas permis (http et https seulement)',
    unresolved: 'L’hôte %{host} ne se résout pas',
    private:
      '%{host} désigne une adresse privée, locale ou réservée, que les webhooks ne peuvent pas appeler (WEBHOOK_ALLOW_PRIVATE=true lève cette règle pour le développement et les tests)',
    noEvent: 'Choisissez au moins un événement',
    unknownEvent: 'Événement inconnu %{events} : choisissez parmi %{choices}',
    secretRequired: 'Un secret d’au moins %{min} caractères est requis',
    secretShort: 'Le secret doit compter au moins %{min} caractères',
    inFlight: 'L’envoi %{id} est en cours : regardez ses tentatives dans un instant',
  },
  review: {
    required:
      'Un de vos groupes de rôles exige qu’une deuxième personne approuve vos modifications avant leur mise en ligne : utilisez « Soumettre pour relecture » au lieu de publier.',
    ownChange: 'Personne n’approuve sa propre modification : un autre relecteur doit décider de celle-ci.',
    notReviewer:
      'Seuls les relecteurs décident des modifications soumises pour relecture : les administrateurs dont les groupes de rôles n’exigent pas eux-mêmes de relecture.',
    notPending: 'Cette modification n’attend plus de relecture (elle a été approuvée, renvoyée ou soumise à nouveau).',
    draftGone:
      'Le brouillon soumis pour relecture a été remplacé ou abandonné depuis : l’auteur doit le soumettre à nouveau.',
    pageMoved:
      'La page a été publiée depuis que cette modification a été soumise ; l’approuver annulerait cette publication : demandez à l’auteur de la soumettre à nouveau.',
    notDraft:
      'La version %{cvId} n’est pas le brouillon en attente de la page : enregistrez la page comme brouillon, puis soumettez ce brouillon.',
    commentRequired: 'Dites ce qui doit changer : l’auteur lit ce commentaire dans l’éditeur.',
  },
  schedule: {
    passed: 'Cette heure est passée : choisissez une heure à venir',
    versionMissing: 'La version %{cvId} est introuvable : elle a été abandonnée ou remplacée, rechargez la liste',
    alreadyLive: 'La version %{cvId} est déjà la version en ligne de sa page',
    siteRecord: 'Le contenu %{id} (%{name}) est nécessaire au site : il ne peut pas être dépublié',
    notLive: 'La page %{id} n’est pas en ligne : il n’y a rien à dépublier',
    changeMissing: 'Ce changement programmé est introuvable : il a été supprimé, ou sa page est hors de vos pages',
    notPending:
      'Ce changement programmé a déjà eu lieu, a échoué ou a été annulé : seul un changement en attente peut être modifié',
  },
} satisfies SameKeys<typeof en>;
