import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  page: {
    title: 'Marketing por correo',
    intro:
      'Conecte el sitio a un proveedor de marketing por correo electrónico. Las claves están en el Gestor de claves; aquí solo se eligen sus nombres. Un proveedor desactivado no acepta suscripciones.',
  },
  lists: {
    defaultList: 'Lista predeterminada',
    notProvider: 'El contenido %{id} no es un registro de proveedor de marketing por correo.',
    notReady: 'Guarde primero una clave y una URL base de la API: las listas se leen del proveedor.',
    reading: 'Leyendo las listas del proveedor…',
    missing: 'El proveedor ya no tiene la lista «%{id}»: elija otra.',
    asAnswered: 'Las listas tal como las devuelve el proveedor.',
    none: 'Ninguna',
    members: '%{count} miembro |||| %{count} miembros',
    notFound: '%{id} (no encontrada)',
    labelInSentence: 'lower',
    reloadLabel: 'Recargar las opciones de %{label}',
    reload: 'Recargar',
  },
  provider: {
    dataCenter: 'Centro de datos',
    dataCenterHelp: 'La parte de la clave de API tras el guion, como us6.',
    clientId: 'Id de cliente',
    clientIdHelp: 'El cliente de Campaign Monitor cuyas listas se usan.',
    accountId: 'Id de cuenta',
    accountIdHelp: 'El id de la cuenta de Emma.',
    saveFirst: 'Guarde primero los cambios: al proveedor se le consulta con la configuración guardada.',
    chooseKey: 'Elija una clave que tenga valor en el Gestor de claves y guarde.',
    enterUrl: 'Introduzca la URL base de la API y guarde.',
    saved: 'Configuración de %{name} guardada.',
    connectionNote: 'Solo las cuentas Admin y MoJoAdmin cambian adónde se envía la clave.',
    signUpsOn: 'Suscripciones de %{name} activadas',
    url: 'URL base de la API',
    urlHelp:
      'La dirección de la API del proveedor. Las direcciones privadas se rechazan salvo que FETCH_ALLOW las incluya.',
    key: 'Clave de API (Gestor de claves)',
    noValueFor: 'El Gestor de claves no tiene valor para «%{name}».',
    keyHelp: 'El nombre de la clave; su valor se queda en el servidor.',
    none: 'Ninguna',
    noValue: ' (sin valor)',
    doubleOptIn: 'Doble confirmación (el proveedor envía primero un correo de confirmación)',
    saving: 'Guardando…',
    save: 'Guardar %{name}',
    testing: 'Probando…',
    test: 'Probar la conexión',
    testResult: 'Prueba de conexión de %{name}',
  },
} satisfies SameKeys<typeof en>;
