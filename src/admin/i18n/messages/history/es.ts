import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  group: 'Historial',
  auditLog: 'Registro de auditoría',
  changes: 'Cambios',
  errorLog: 'Registro de errores',
  accounts: 'Cuentas y su registro de auditoría',
  panelTitle: 'Su cuenta solo puede leer',
  panelIntro:
    'Puede leer los registros del sitio, su historial de cambios y el registro de auditoría, y exportar listas en CSV. Desde esta cuenta no se puede cambiar nada.',
  panelData:
    'El grupo Datos de la barra lateral lista cada tabla que puede leer; el historial de versiones de una página está en su resumen.',
} satisfies SameKeys<typeof en>;
