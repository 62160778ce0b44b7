import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  list: {
    loading: 'Chargement...',
    noResults: 'Aucun résultat de recherche',
    noData: 'Aucune donnée disponible',
    search: 'Rechercher',
    show: 'Afficher %{count}',
  },
  export: 'Exporter',
  unknownError: 'Erreur inconnue',
  newTitle: 'Nouveau : %{lower}',
  loadingEditor: 'Chargement de l’éditeur %{label}',
  json: {
    invalid: 'JSON non valide : %{message}',
  },
  date: {
    notADate: 'Pas une date : utilisez %{format}',
    outside: '%{day} est en dehors des jours autorisés : choisissez un jour du %{min} au %{max}',
    tooEarly: '%{day} est trop tôt : choisissez le %{min} ou plus tard',
    tooLate: '%{day} est trop tard : choisissez le %{max} ou plus tôt',
    notAllowed: '%{day} ne peut pas être choisi : choisissez un autre jour',
  },
} satisfies SameKeys<typeof en>;
