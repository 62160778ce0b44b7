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
    pathStart: 'Le chemin « %{path} » doit commencer par « / » (un écran du back-office comme /style-guide, ou une page du site)',
    pathSpaces: 'Le chemin « %{path} » ne doit pas contenir d’espaces',
    pathTaken: 'Le chemin « %{path} » est déjà celui de %{holder} (étiquette %{holderId}) : chaque étiquette active a son propre chemin',
    fixedDelete:
      '%{name} (étiquette %{id}) est une des étiquettes fixes du produit et ne peut pas être supprimée : le tableau de bord, les menus ou les interrupteurs de fonctions la trouvent par son identifiant',
    inUse: '%{name} (étiquette %{id}) est utilisée et n’a pas été supprimée. Elle est utilisée par %{uses}',
    fixedMove: '%{name} (étiquette %{id}) est une des étiquettes fixes du produit : elle peut être réordonnée parmi ses sœurs mais pas sortie de son parent',
    deleted: 'L’étiquette %{id} (%{name}) est supprimée : restaurez-la d’abord dans l’arbre des étiquettes, ou choisissez-en une autre',
  },
  form: {
    notEmailTemplate: 'Le contenu %{id} n’est pas un modèle d’e-mail',
    hasSubmissions:
      'Le formulaire « %{name} » a %{count} envoi, qui le conserve : masquez ou fermez le formulaire à la place |||| Le formulaire « %{name} » a %{count} envois, qui le conservent : masquez ou fermez le formulaire à la place',
  },
  people: {
    email: '« %{email} » n’est pas une adresse e-mail',
    userNameTaken: 'Un autre compte (%{other}) se connecte déjà avec ce nom d’utilisateur',
    emailTaken: 'Un autre compte (%{other}) se connecte déjà avec cette adresse e-mail',
    sameEmail: 'C’est déjà votre adresse e-mail.',
    roleMissing: 'Le rôle %{id} n’existe pas',
    tagMissing: 'L’étiquette %{id} n’existe pas',
    contentMissing: 'Le contenu %{id} n’existe pas',
  },
} satisfies SameKeys<typeof en>;
