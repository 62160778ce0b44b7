import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  page: {
    title: 'Herramienta de imágenes',
    intro:
      'Recorte, gire, redimensione o convierta una imagen de la mediateca. Al guardar se conserva el original: el mismo formato pasa a ser una nueva versión en la misma URL, otro formato un archivo nuevo.',
    libraryImage: 'Imagen de la mediateca',
    imageNumber: 'Imagen %{id}',
    pick: 'Elija una imagen de la mediateca para editarla.',
    notImage: '%{title} no es una imagen.',
    about: '%{title}: versión %{version}, %{width} × %{height}, %{url}',
    preview: 'Vista previa (%{width} × %{height})',
    savedAsFile: 'Guardada como archivo nuevo, %{title}, en %{url}.',
    openIt: 'Abrirlo',
    savedVersion: 'Versión %{version} de %{title} guardada en %{url}; se conserva la versión %{previous}.',
    saving: 'Guardando…',
    saveVersion: 'Guardar como nueva versión',
    saveFile: 'Guardar como nuevo archivo %{format}',
  },
  controls: {
    crop: 'Recorte',
    free: 'Libre',
    aspect: 'Proporción %{name}',
    cropLeft: 'Recorte izquierdo',
    cropTop: 'Recorte superior',
    cropWidth: 'Ancho del recorte',
    cropHeight: 'Alto del recorte',
    rotateLeft: 'Girar a la izquierda',
    rotateRight: 'Girar a la derecha',
    rotation: 'Giro: %{degrees}°',
    resizeWidth: 'Redimensionar al ancho (píxeles)',
    resizeHeight: 'Redimensionar al alto (píxeles)',
    focusLeft: 'Punto focal desde la izquierda (%)',
    focusTop: 'Punto focal desde arriba (%)',
    clearFocus: 'Borrar el punto focal',
    format: 'Formato',
    keepFormat: 'Mantener el formato (%{type})',
    quality: 'Calidad (1–100)',
    qualityHelp: 'Vacío: 82 (AVIF 60); PNG lo ignora',
    strip: 'Quitar la ubicación y los datos de la cámara',
  },
  crop: {
    area: 'Zona de recorte, %{width} × %{height} píxeles en %{x}, %{y}. Las flechas la mueven; Mayús con las flechas la redimensiona.',
  },
  preview: {
    label: 'Vista previa, %{width} × %{height} píxeles',
    labelWithFocus: 'Vista previa, %{width} × %{height} píxeles, punto focal en %{x} %, %{y} %',
  },
} satisfies SameKeys<typeof en>;
