import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  page: {
    title: 'Prueba de correo',
    intro:
      'Envíe un mensaje por la cadena de envío del sitio para comprobar la entrega y el aspecto de una plantilla. Cada mensaje se conserva en el archivo de correos.',
    form: 'Correo de prueba',
    to: 'Para',
    toHelp: 'Una dirección, o varias separadas por comas.',
    template: 'Plantilla',
    messageTemplate: 'Una plantilla de mensaje: aporta su propio texto y, cuando el asunto está vacío, su asunto.',
    layout: 'Un diseño: el cuerpo de abajo se coloca dentro de él.',
    subject: 'Asunto',
    body: 'Cuerpo',
    bodyHelp: 'Se permite HTML; los scripts y el marcado inseguro se eliminan antes del envío.',
    sending: 'Enviando…',
    send: 'Enviar correo de prueba',
    recent: 'Archivo reciente de correos',
    date: 'Fecha',
    status: 'Estado',
    actions: 'Acciones',
    noData: 'No hay datos disponibles',
    viewLabel: 'Ver el mensaje n.º %{id}',
    view: 'Ver',
  },
  outcome: {
    sent: 'Enviado: el servidor de correo aceptó el mensaje.',
    outbox:
      'Guardado en la bandeja de salida: no hay ningún servidor de correo configurado (SMTP_URL), así que el mensaje se guardó como archivo en lugar de enviarse.',
    failed: 'No enviado: %{error}.',
    notAccepted: 'el servidor de correo no lo aceptó',
  },
  archived: {
    section: 'Mensaje archivado',
    heading: 'Mensaje archivado n.º %{id}',
    to: 'Para',
    from: 'De',
    subject: 'Asunto',
    status: 'Estado',
    date: 'Fecha',
    frame: 'Mensaje archivado n.º %{id} tal como se envió',
  },
} satisfies SameKeys<typeof en>;
