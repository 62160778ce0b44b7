import type en from './en.js';
import type { SameKeys } from '../../message-types.js';

export default {
  t4: {
    name: 'Page d’accueil',
    description: 'Le site a sa propre page d’accueil : l’enregistrement HomePage (500) à l’adresse du site.',
  },
  t5: { name: 'Favicon', description: 'Chaque page renvoie au fichier favicon choisi dans les Paramètres généraux.' },
  t10: {
    name: 'Analyseur d’accessibilité des pages',
    description: 'L’analyseur d’accessibilité est proposé, pour vérifier les problèmes d’accessibilité des pages.',
  },
  t12: {
    name: 'Fil d’Ariane',
    description: 'Les pages affichent, au-dessus de leur titre, la suite des éléments de menu qui y mènent.',
  },
  t14: {
    name: 'Commentaires',
    description:
      'Les visiteurs peuvent commenter les articles ; les commentaires attendent dans la Modération des commentaires. Désactivé : le formulaire de commentaire est fermé (403).',
  },
  t15: {
    name: 'En-têtes de sécurité personnalisés',
    description:
      'Le site envoie les règles d’en-têtes de sécurité définies dans le Code personnalisé (Content-Security-Policy et autres).',
  },
  t16: {
    name: 'Événements groupés par catégorie',
    description: 'Les listes d’événements sont groupées sous leurs catégories au lieu de la seule date.',
  },
  t17: {
    name: 'En-tête et pied de page',
    description: 'Les pages affichent l’en-tête et le pied de page partagés (ceux des Paramètres généraux).',
  },
  t19: {
    name: 'Recherche sur le site',
    description: 'Le site propose un champ de recherche et une page de résultats.',
  },
  t21: {
    name: 'Chiffrement des profils de formulaire',
    description: 'Les noms et adresses donnés pour télécharger un document sont stockés chiffrés avec la clé du site.',
  },
  t61: {
    name: 'Microsites',
    description:
      'Des sections du site peuvent fonctionner comme microsites avec leur propre apparence ; l’outil Microsites est proposé.',
  },
  t62: {
    name: 'Alerte d’urgence',
    description: 'L’outil Alerte d’urgence est proposé, pour une bannière sur chaque page.',
  },
  t80: {
    name: 'Gestionnaire d’e-mails',
    description: 'Les outils d’e-mail (Test d’e-mail) sont proposés au personnel qui y a droit.',
  },
  t85: {
    name: 'Outils d’IA',
    description:
      'Le personnel qui a les Outils d’IA peut rédiger des textes et des méta-descriptions avec le fournisseur d’IA configuré.',
  },
  t91: {
    name: 'Inscription pour télécharger',
    description:
      'Les documents peuvent demander aux visiteurs leur nom et leur e-mail avant le téléchargement. Désactivé : ces documents répondent 403.',
  },
} satisfies SameKeys<typeof en>;
