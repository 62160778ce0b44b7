import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  status: {
    pending: 'Pendientes',
    approved: 'Aprobados',
    spam: 'Spam',
    deleted: 'Eliminados',
  },
  none: {
    pending: 'No hay comentarios pendientes.',
    approved: 'No hay comentarios aprobados.',
    spam: 'No hay comentarios de spam.',
    deleted: 'No hay comentarios eliminados.',
  },
  list: {
    pending: 'Comentarios pendientes',
    approved: 'Comentarios aprobados',
    spam: 'Comentarios de spam',
    deleted: 'Comentarios eliminados',
  },
  actions: {
    approve: 'Aprobar',
    spam: 'Spam',
    delete: 'Eliminar',
    restore: 'Restaurar',
    deletePermanently: 'Eliminar definitivamente',
  },
  page: {
    title: 'Moderación de comentarios',
    intro:
      'Los comentarios de los visitantes en las entradas del blog esperan aquí hasta ser aprobados. Los aprobados se muestran en la entrada; el spam y los eliminados nunca.',
    moved: '%{smart_count} comentario movido a %{status} |||| %{smart_count} comentarios movidos a %{status}',
    switchedOn: 'Los comentarios están activados',
    switchedOff: 'Los comentarios están desactivados',
    on: 'Los comentarios están abiertos',
    off: 'Los comentarios están cerrados',
    closed: 'A los visitantes se les indica que los comentarios están cerrados (la etiqueta Comments 14 está oculta).',
    tabs: 'Estado de los comentarios',
    tab: '%{status} (%{count})',
    search: 'Buscar comentarios',
    selectAll: 'Seleccionar todo en esta página',
    actionsSelected: 'Acciones para %{count} seleccionados',
    actionsCurrent: 'Acciones para el comentario actual',
    selected: '%{count} seleccionados',
    pages: 'Páginas de comentarios',
    confirmPurge:
      '¿Quitar este comentario definitivamente? No se puede deshacer. |||| ¿Quitar estos %{smart_count} comentarios definitivamente? No se puede deshacer.',
    purged:
      '%{smart_count} comentario quitado definitivamente |||| %{smart_count} comentarios quitados definitivamente',
  },
  item: {
    select: 'Seleccionar el comentario de %{name}',
    on: 'En',
    trail: '%{from} → %{to} por %{by}, %{when}',
  },
  shortcuts: {
    next: 'comentario siguiente',
    previous: 'comentario anterior',
    select: 'seleccionar o deseleccionar',
    approve: 'aprobar',
    spam: 'marcar como spam',
    delete: 'eliminar',
    restore: 'devolver a pendientes',
    help: 'mostrar estos atajos',
    line: 'Teclado: %{keys}.',
    button: 'Atajos de teclado',
    title: 'Atajos de teclado',
    intro:
      'Actúan sobre los comentarios seleccionados, o sobre el actual si no hay ninguno seleccionado. No hacen nada mientras escribe en un campo.',
    queue: 'En esta cola',
    everywhere: 'En todas partes',
    close: 'Cerrar',
  },
} satisfies SameKeys<typeof en>;
