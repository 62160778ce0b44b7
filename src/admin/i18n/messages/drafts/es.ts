import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Borradores',
  loading: 'Cargando...',
  empty: 'No hay datos disponibles',
  columns: {
    page: 'Página',
    saved: 'Guardado',
    by: 'Por',
    note: 'Nota',
    scheduled: 'Se publica el (%{zone})',
    actions: 'Acciones',
  },
  open: 'Abrir',
  openLabel: 'Abrir el borrador de %{title}',
  publish: 'Publicar',
  publishLabel: 'Publicar el borrador de %{title}',
  schedule: 'Programar',
  scheduleLabel: 'Programar la publicación del borrador de %{title}',
  reschedule: 'Cambiar programación',
  rescheduleLabel: 'Cambiar programación del borrador de %{title}: mover o cancelar su publicación',
  scheduleTitle: 'Publicar el borrador de «%{title}» a una hora',
  cancelSchedule: 'Cancelar la publicación programada',
  discard: 'Descartar',
  discardLabel: 'Descartar el borrador de %{title}',
  published: 'Se publicó el borrador de «%{title}».',
  discarded: 'Se descartó el borrador de «%{title}».',
  confirmPublish: 'El borrador de «%{title}» se publica: pasa a ser la página en línea.',
  confirmDiscard: 'El borrador de «%{title}» se elimina.',
} satisfies SameKeys<typeof en>;
