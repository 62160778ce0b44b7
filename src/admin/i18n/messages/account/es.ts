import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Mi cuenta',
  signedInAs: 'Sesión iniciada como',
  name: { title: 'Nombre', label: 'Nombre', save: 'Guardar nombre', required: 'Introduzca su nombre.' },
  email: {
    title: 'Dirección de correo electrónico',
    now: 'Actual:',
    waiting: 'Pendiente de confirmación: %{email}. Abra el enlace enviado allí con la sesión iniciada.',
    newAddress: 'Nueva dirección de correo electrónico',
    send: 'Enviar enlace de confirmación',
  },
  currentPassword: 'Contraseña actual',
  password: {
    title: 'Contraseña',
    rules:
      'Una nueva contraseña tiene de 8 a 128 caracteres, no es una contraseña común y no contiene su nombre de usuario ni su dirección de correo electrónico.',
    newPassword: 'Nueva contraseña',
    confirm: 'Confirmar nueva contraseña',
    change: 'Cambiar contraseña',
  },
  secondFactor: {
    title: 'Segundo factor',
    on: 'Activado: al iniciar sesión se pide un código enviado a su correo electrónico.',
    off: 'Desactivado: su contraseña basta para iniciar sesión.',
    turnOff: 'Desactivar el segundo factor',
    turnOn: 'Activar el segundo factor',
  },
  language: {
    title: 'Idioma',
    intro: 'El idioma del back office, guardado en su cuenta para que le acompañe en otro navegador.',
    label: 'Idioma',
    saved: 'Su idioma se ha guardado.',
  },
  sessions: {
    title: 'Sesiones',
    impersonating: 'Durante una suplantación, cerrar sesión termina la suplantación.',
    intro: 'Dónde tiene su cuenta la sesión iniciada. Cierre la que no reconozca, o todas a la vez.',
    table: 'Sus sesiones',
    browser: 'Navegador',
    address: 'Dirección',
    signedIn: 'Inicio de sesión',
    lastSeen: 'Última actividad',
    action: 'Acción',
    thisSession: '(esta sesión)',
    unknown: 'Desconocida',
    unknownAddress: 'dirección desconocida',
    unknownBrowser: 'Navegador desconocido',
    browserOn: '%{browser} en %{system}',
    signOut: 'Cerrar sesión',
    signOutLabel: 'Cerrar sesión de %{browser}, iniciada el %{when}',
    signOutThisLabel: 'Cerrar sesión de %{browser}, iniciada el %{when} (esta sesión)',
    signedOut: 'Sesión cerrada en %{browser} (%{address}).',
  },
  everywhere: {
    button: 'Cerrar sesión en todas partes',
    title: '¿Está seguro?',
    text: 'Todas las sesiones de su cuenta terminan, en todos los dispositivos. Volverá a iniciar sesión aquí.',
    cancel: 'Cancelar',
    confirm: 'Sí, continuar',
  },
} satisfies SameKeys<typeof en>;
