import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Vista previa',
  titleDraft: 'Vista previa del borrador',
  button: 'Vista previa',
  buttonLabel: 'Vista previa de %{title}',
  of: 'Vista previa de %{title}',
  close: 'Cerrar',
  width: 'Ancho de la vista previa',
  widthLabel: '%{name}, %{px} píxeles de ancho',
  widths: {
    desktop: 'Escritorio',
    tablet: 'Tableta',
    phone: 'Teléfono',
  },
  newTab: 'Abrir en una pestaña nueva',
  failed: 'No se pudo crear la vista previa: %{error}',
  loading: 'Cargando la vista previa...',
  live: 'Abrir la página en línea',
  share: {
    copy: 'Copiar enlace de vista previa',
    copied: 'Enlace copiado.',
    copyThis: 'Copie este enlace:',
    until:
      '%{lead} Cualquiera que lo tenga puede ver esta página, sin iniciar sesión, con su borrador más reciente si lo tiene, hasta el %{when}.',
    link: 'Enlace de vista previa',
    shared: 'Enlaces de vista previa compartidos',
    revoke: 'Revocar',
    revokeLabel: 'Revocar el enlace creado por %{name} el %{when}',
    made: 'Creado por %{name} el %{when}',
    open: 'Válido hasta el %{when}',
  },
} satisfies SameKeys<typeof en>;
