import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Mon compte',
  signedInAs: 'Connecté en tant que',
  name: { title: 'Nom', label: 'Nom', save: 'Enregistrer le nom', required: 'Saisissez votre nom.' },
  email: {
    title: 'Adresse e-mail',
    now: 'Actuelle :',
    waiting: 'En attente de confirmation : %{email}. Ouvrez le lien envoyé à cette adresse en étant connecté.',
    newAddress: 'Nouvelle adresse e-mail',
    send: 'Envoyer le lien de confirmation',
  },
  currentPassword: 'Mot de passe actuel',
  password: {
    title: 'Mot de passe',
    rules:
      "Un nouveau mot de passe compte de 8 à 128 caractères, n'est pas un mot de passe courant et ne contient ni votre nom d'utilisateur ni votre adresse e-mail.",
    newPassword: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    change: 'Changer le mot de passe',
  },
  secondFactor: {
    title: 'Second facteur',
    on: 'Activé : la connexion demande un code envoyé à votre adresse e-mail.',
    off: 'Désactivé : votre mot de passe suffit pour vous connecter.',
    turnOff: 'Désactiver le second facteur',
    turnOn: 'Activer le second facteur',
  },
  language: {
    title: 'Langue',
    intro: 'La langue du back-office, conservée sur votre compte pour vous suivre dans un autre navigateur.',
    label: 'Langue',
    saved: 'Votre langue a été enregistrée.',
  },
  sessions: {
    title: 'Sessions',
    impersonating: "Pendant une incarnation, se déconnecter met fin à l'incarnation.",
    intro:
      'Là où votre compte est connecté. Déconnectez une session que vous ne reconnaissez pas, ou toutes à la fois.',
    table: 'Vos sessions',
    browser: 'Navigateur',
    address: 'Adresse',
    signedIn: 'Connexion',
    lastSeen: 'Dernière activité',
    action: 'Action',
    thisSession: '(cette session)',
    unknown: 'Inconnue',
    unknownAddress: 'adresse inconnue',
    unknownBrowser: 'Navigateur inconnu',
    browserOn: '%{browser} sur %{system}',
    signOut: 'Se déconnecter',
    signOutLabel: 'Déconnecter %{browser}, connecté le %{when}',
    signOutThisLabel: 'Déconnecter %{browser}, connecté le %{when} (cette session)',
    signedOut: '%{browser} déconnecté (%{address}).',
  },
  everywhere: {
    button: 'Se déconnecter partout',
    title: 'Êtes-vous sûr ?',
    text: 'Toutes les sessions de votre compte prennent fin, sur tous les appareils. Vous vous reconnecterez ici.',
    cancel: 'Annuler',
    confirm: 'Oui, continuer',
  },
} satisfies SameKeys<typeof en>;
