import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  policy: {
    label: 'Exigir revisión antes de publicar',
    help: 'Los cambios de los miembros de este grupo se publican solo cuando otra persona los aprueba: su «Publicar» pasa a ser «Enviar a revisión».',
  },
  editor: {
    submitAt: 'Enviar a revisión para esta fecha',
    publishAt: 'O enviar los cambios a revisión, para publicar el (%{zone})',
    submit: 'Enviar a revisión',
    notSubmitted: 'El borrador se guardó pero no se envió a revisión: %{error}',
    pending: 'Enviado a revisión por %{name} el %{when}: espera a un revisor.',
    changesTitle: 'Cambios solicitados',
    changes: '%{name} pidió cambios el %{when}:',
  },
  list: {
    publishAt: 'Se publica el %{when}, una vez aprobado',
    title: 'Esperan su revisión',
    none: 'Ningún cambio espera revisión.',
    item: '%{title}, enviado por %{name} el %{when}',
    diff: 'Ver los cambios',
    preview: 'Vista previa',
    approve: 'Aprobar y publicar',
    requestChanges: 'Pedir cambios',
    requestChangesOf: 'Pedir cambios en «%{title}»',
    comment: 'Qué debe cambiar',
    commentHelp: 'El autor lo lee en el editor.',
    cancel: 'Cancelar',
    send: 'Devolver al autor',
  },
} satisfies SameKeys<typeof en>;
