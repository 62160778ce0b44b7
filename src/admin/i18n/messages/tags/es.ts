import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Editor de etiquetas',
  intro:
    'Todas las etiquetas del sitio: las secciones y herramientas del panel, los interruptores de funciones, los menús y las etiquetas de formulario. Arrastre una etiqueta por su asa (o enfoque el asa, pulse Espacio, muévala con las flechas y pulse Espacio otra vez), o use los botones de flecha, para cambiar su posición. Las etiquetas marcadas como Fija son del producto: se pueden renombrar, ocultar y reordenar, pero no eliminar ni sacar de su etiqueta superior.',
  add: 'Añadir etiqueta',
  list: 'Etiquetas',
  empty: 'No hay etiquetas.',
  noIcon: 'Sin icono',
  fixed: 'Fija %{id}',
  fallbackName: 'Etiqueta',
  moved: '%{name} movida',
  hidden: '%{name} está oculta',
  visible: '%{name} está visible',
  editTitle: 'Editar %{name}',
  saved: '%{name} guardada',
  added: '%{name} añadida',
  deleted: '%{name} eliminada',
  delete: {
    title: '¿Eliminar %{name}?',
    fixed: 'Es una de las etiquetas fijas del producto: no se puede eliminar.',
    inUse: 'Esta etiqueta está en uso, así que no se puede eliminar hasta que nada la use:',
    uses: 'Dónde se usa la etiqueta',
    checking: 'Comprobando dónde se usa la etiqueta…',
    unused: 'Nada usa esta etiqueta. Se marca como eliminada y desaparece del panel, los menús y los selectores.',
    confirm: 'Eliminar',
  },
  cancel: 'Cancelar',
  save: 'Guardar',
  dialog: {
    name: 'Nombre',
    parent: 'Superior',
    topLevel: '(Nivel superior)',
    path: 'Ruta',
    pathHelp:
      'Adónde lleva la etiqueta, empezando por / (una pantalla como /style-guide o una página del sitio); vacío para ninguna. Cada etiqueta activa tiene la suya.',
    visible: 'Visible',
    nameMissing: 'Introduzca un nombre para la etiqueta.',
    pathBad: 'Una ruta empieza por /, por ejemplo /style-guide.',
  },
  icon: {
    label: 'Icono',
    preview: 'Vista previa del icono: %{name}',
    question: 'icono de interrogación',
    unknown: 'No es uno de los iconos de la lista: el panel muestra un icono de interrogación.',
    search: 'Escriba para buscar los iconos.',
  },
} satisfies SameKeys<typeof en>;
