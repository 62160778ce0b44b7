import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  page: {
    title: 'Outil d’images',
    intro:
      'Recadrez, faites pivoter, redimensionnez ou convertissez une image de la médiathèque. L’enregistrement conserve l’original : le même format devient une nouvelle version à la même URL, un autre format un nouveau fichier.',
    libraryImage: 'Image de la médiathèque',
    imageNumber: 'Image %{id}',
    pick: 'Choisissez une image de la médiathèque pour la modifier.',
    notImage: '%{title} n’est pas une image.',
    about: '%{title} : version %{version}, %{width} × %{height}, %{url}',
    preview: 'Aperçu (%{width} × %{height})',
    savedAsFile: 'Enregistrée comme nouveau fichier, %{title}, à %{url}.',
    openIt: 'L’ouvrir',
    savedVersion: 'Version %{version} de %{title} enregistrée à %{url} ; la version %{previous} est conservée.',
    saving: 'Enregistrement…',
    saveVersion: 'Enregistrer comme nouvelle version',
    saveFile: 'Enregistrer comme nouveau fichier %{format}',
  },
  controls: {
    crop: 'Recadrage',
    free: 'Libre',
    aspect: 'Proportions %{name}',
    cropLeft: 'Recadrage à gauche',
    cropTop: 'Recadrage en haut',
    cropWidth: 'Largeur du recadrage',
    cropHeight: 'Hauteur du recadrage',
    rotateLeft: 'Pivoter à gauche',
    rotateRight: 'Pivoter à droite',
    rotation: 'Rotation : %{degrees}°',
    resizeWidth: 'Redimensionner à la largeur (pixels)',
    resizeHeight: 'Redimensionner à la hauteur (pixels)',
    focusLeft: 'Point focal depuis la gauche (%)',
    focusTop: 'Point focal depuis le haut (%)',
    clearFocus: 'Effacer le point focal',
    format: 'Format',
    keepFormat: 'Conserver le format (%{type})',
    quality: 'Qualité (1–100)',
    qualityHelp: 'Vide : 82 (AVIF 60) ; PNG l’ignore',
    strip: 'Retirer la localisation et les données de l’appareil photo',
  },
  crop: {
    area: 'Zone de recadrage, %{width} × %{height} pixels à %{x}, %{y}. Les flèches la déplacent ; Maj avec les flèches la redimensionne.',
  },
  preview: {
    label: 'Aperçu, %{width} × %{height} pixels',
    labelWithFocus: 'Aperçu, %{width} × %{height} pixels, point focal à %{x} %, %{y} %',
  },
} satisfies SameKeys<typeof en>;
