import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  notices: {
    updated: 'Se ha guardado: %{noun} |||| Se han guardado %{smart_count} %{plural}',
    created: 'Se ha añadido: %{noun} |||| Se han añadido %{smart_count} %{plural}',
    deleted: 'Se ha eliminado: %{noun} |||| Se han eliminado %{smart_count} %{plural}',
    record: 'Registro',
    records: 'Registros',
  },
  noResults: 'Sin resultados',
  noOptionsLeft: 'No quedan opciones para elegir.',
  noAccess: 'No tiene permiso para ver esto.',
  scrolls: '%{label} (desplazable)',
  unknownError: 'Error desconocido',
  bytes: '%{count} byte |||| %{count} bytes',
  server: {
    unauthorized: 'Inicie sesión primero: la solicitud no tiene un token válido',
    rateLimited: 'Demasiadas solicitudes: espere un momento y vuelva a intentarlo.',
    unexpected: 'Se produjo un error en el servidor.',
    network: 'No se pudo contactar con el servidor. Compruebe su conexión y vuelva a intentarlo.',
  },
  linkTargets: {
    same: 'Misma pestaña',
    blank: 'Nueva pestaña (_blank)',
    self: 'Mismo marco (_self)',
    parent: 'Marco superior (_parent)',
    top: 'Ventana completa (_top)',
  },
} satisfies SameKeys<typeof en>;
