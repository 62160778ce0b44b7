import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Guía de estilo',
  intro:
    'Los estilos que puede tomar un bloque de una página y los diseños de las filas en las que se colocan los bloques, cada uno dibujado con su propia clase y reglas. Desactive uno para que el editor de páginas deje de ofrecerlo; los bloques que ya lo usan lo conservan.',
  blockStyles: {
    title: 'Estilos de bloque',
    add: 'Añadir estilo de bloque',
    empty: 'Todavía no hay estilos de bloque.',
  },
  rowDesigns: { title: 'Diseños de fila', add: 'Añadir diseño de fila', empty: 'Todavía no hay diseños de fila.' },
  notOffered: '%{name} ya no se ofrece',
  offered: '%{name} se ofrece',
  removed: '%{name} quitado',
  saved: '%{name} guardado',
  editTitle: 'Editar %{name}',
  card: {
    sample: 'Muestra de %{name}',
    notOffered: 'No se ofrece',
    cssClass: ' · clase "%{cssClass}"',
    offered: 'Ofrecido en el editor',
    edit: 'Editar',
    editNamed: 'Editar %{name}',
    remove: 'Quitar',
    removeNamed: 'Quitar %{name}',
  },
  dialog: {
    missing: 'Introduzca un nombre y una etiqueta.',
    label: 'Etiqueta',
    labelHelp: 'Lo que muestra el selector del editor.',
    name: 'Nombre',
    nameHelp: 'La clave que guardan los bloques: palabras en minúsculas unidas por "-", por ejemplo call-out.',
    cssClass: 'Clase CSS',
    cssClassHelp: 'La clase o clases que el sitio da al bloque, separadas por espacios.',
    css: 'CSS',
    sample: 'HTML de muestra',
    sampleHelp: 'Se muestra en el catálogo; se depura como el texto de las páginas.',
    description: 'Descripción',
    offered: 'Ofrecido en el editor de páginas',
    cancel: 'Cancelar',
    save: 'Guardar',
  },
} satisfies SameKeys<typeof en>;
