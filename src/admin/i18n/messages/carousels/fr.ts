import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  tool: {
    title: 'Outil de carrousels',
    intro:
      'Carrousels d’images de la médiathèque. Placez-en un dans une page avec le champ Carrousel d’un bloc, dans l’éditeur de pages.',
    newCarousel: 'Nouveau carrousel',
    listLabel: 'Carrousels',
    none: 'Aucun carrousel pour l’instant.',
    slideCount: '%{smart_count} diapositive |||| %{smart_count} diapositives',
    choose: 'Choisissez un carrousel à modifier, ou créez-en un nouveau.',
  },
  form: {
    regionLabel: 'Carrousel %{title}',
    newCarousel: 'Nouveau carrousel',
    editHeading: 'Modifier « %{title} »',
    titleLabel: 'Titre du carrousel',
    preview: 'Aperçu',
    untitled: 'Carrousel sans titre',
    saved: '« %{title} » enregistré.',
    shownBy: 'Affiché par ces pages (retirez-le de ces pages avant de le supprimer) :',
    shownByLabel: 'Pages qui affichent le carrousel',
    removedPage: '%{title} (supprimée)',
    save: 'Enregistrer le carrousel',
    create: 'Créer le carrousel',
    delete: 'Supprimer le carrousel',
    confirmDelete:
      'Le carrousel « %{title} » et ses diapositives seront supprimés. Les images restent dans la médiathèque.',
  },
  slides: {
    heading: 'Diapositives (%{count})',
    listLabel: 'Diapositives',
    chooseNewPhoto: 'Choisir la photo d’une nouvelle diapositive',
    add: 'Ajouter une diapositive',
  },
  slide: {
    label: 'Diapositive %{n}',
    drag: 'Faire glisser pour déplacer la diapositive %{n}',
    moveUp: 'Monter la diapositive %{n}',
    moveDown: 'Descendre la diapositive %{n}',
    remove: 'Retirer la diapositive %{n}',
    choosePhoto: 'Choisir la photo de la diapositive %{n}',
    changePhoto: 'Changer la photo',
    changePhotoLabel: 'Changer la photo de la diapositive %{n}',
    alt: 'Texte alternatif de la diapositive %{n}',
    caption: 'Légende de la diapositive %{n}',
    link: 'Lien de la diapositive %{n}',
    target: 'Cible du lien de la diapositive %{n}',
  },
  preview: {
    empty: 'Le carrousel « %{title} » n’a pas encore de diapositive.',
    regionLabel: '%{title} (aperçu)',
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    position: '%{n} sur %{count}',
    slideLabel: 'Diapositive %{n}',
    caption: 'Diapositive %{n} sur %{count}',
  },
} satisfies SameKeys<typeof en>;
