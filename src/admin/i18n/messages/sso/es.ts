import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  or: 'o',
  signingIn: 'Iniciando sesión…',
  refusal: {
    failed: 'El inicio de sesión único no se completó. Inténtelo de nuevo.',
    expired: 'El inicio de sesión único tardó demasiado. Inténtelo de nuevo.',
    unverified:
      'Su proveedor de identidad no confirmó su dirección de correo electrónico, así que no puede iniciar sesión con él.',
    noAccount: 'Ninguna cuenta del personal tiene su dirección de correo. Pida a un administrador que le cree una.',
    noRole: 'Su proveedor de identidad no le da ningún rol en el back office. Pida acceso a un administrador.',
    disabled: 'Su cuenta ha sido desactivada.',
    locked: 'Demasiados inicios de sesión fallidos: la cuenta está bloqueada durante 15 minutos.',
  },
} satisfies SameKeys<typeof en>;
