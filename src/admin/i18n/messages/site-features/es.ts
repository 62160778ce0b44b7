import type en from './en.js';
import type { SameKeys } from '../../message-types.js';

export default {
  t4: {
    name: 'Página de inicio',
    description: 'El sitio tiene su propia página de inicio: el registro HomePage (500) en la dirección del sitio.',
  },
  t5: { name: 'Favicon', description: 'Cada página enlaza el archivo favicon elegido en Configuración general.' },
  t10: {
    name: 'Analizador de accesibilidad de páginas',
    description:
      'Se ofrece el analizador de accesibilidad, para comprobar los problemas de accesibilidad de las páginas.',
  },
  t12: {
    name: 'Ruta de navegación',
    description: 'Las páginas muestran sobre su título la secuencia de elementos de menú que lleva a ellas.',
  },
  t14: {
    name: 'Comentarios',
    description:
      'Los visitantes pueden comentar las publicaciones; los comentarios esperan en Moderación de comentarios. Desactivado: el formulario de comentarios está cerrado (403).',
  },
  t15: {
    name: 'Encabezados de seguridad personalizados',
    description:
      'El sitio envía las reglas de encabezados de seguridad definidas en Código personalizado (Content-Security-Policy y otras).',
  },
  t16: {
    name: 'Eventos agrupados por categoría',
    description: 'Las listas de eventos se muestran agrupadas por sus categorías en lugar de solo por fecha.',
  },
  t17: {
    name: 'Encabezado y pie de página',
    description:
      'Las páginas muestran los registros compartidos de encabezado y pie de página (los de Configuración general).',
  },
  t19: {
    name: 'Búsqueda en el sitio',
    description: 'El sitio ofrece un cuadro de búsqueda y una página de resultados.',
  },
  t21: {
    name: 'Cifrado de perfiles de formulario',
    description:
      'Los nombres y direcciones dados para descargar un documento se guardan cifrados con la clave del sitio.',
  },
  t61: {
    name: 'Micrositios',
    description:
      'Secciones del sitio pueden funcionar como micrositios con su propio aspecto; se ofrece la herramienta Micrositios.',
  },
  t62: {
    name: 'Alerta de emergencia',
    description: 'Se ofrece la herramienta Alerta de emergencia, para un aviso en cada página.',
  },
  t80: {
    name: 'Gestor de correo electrónico',
    description:
      'Las herramientas de correo electrónico (Prueba de correo) se ofrecen al personal que las tiene asignadas.',
  },
  t85: {
    name: 'Herramientas de IA',
    description:
      'El personal con Herramientas de IA puede redactar textos y metadescripciones con el proveedor de IA configurado.',
  },
  t91: {
    name: 'Registro para descargar',
    description:
      'Los documentos pueden pedir a los visitantes su nombre y correo electrónico antes de descargar. Desactivado: esos documentos responden 403.',
  },
} satisfies SameKeys<typeof en>;
