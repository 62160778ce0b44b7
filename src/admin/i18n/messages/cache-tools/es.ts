import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  tools: {
    all: 'Vaciar todo',
    token: 'Caché de tokens',
    file: 'Caché de archivos',
    db: 'Caché de base de datos',
    content: 'Caché de contenido',
    layout: 'Caché de diseño',
  },
  cleared: 'Caché vaciada',
  clearedSuccessfully: 'Caché vaciada correctamente',
  notCleared: 'Caché no vaciada: %{message}',
  failedStatus: 'La solicitud falló con el estado %{status}',
  title: 'Herramientas de caché',
  modalTitle: 'Vaciar caché',
  close: 'Cerrar',
  list: 'Herramientas de caché',
  noAccess: {
    message: 'No tiene acceso a ninguna herramienta de esta sección.',
    whoCanGrant:
      'Un administrador puede concedérselas en Gestión de usuarios (la etiqueta de cada herramienta junto con la etiqueta del Panel %{tag}).',
  },
} satisfies SameKeys<typeof en>;
