// People, access and keys: the schema's labels in Spanish, one area of ../es.ts.
import type { SchemaLabels } from '../schema-label-types.js';

export default {
  AiUsage: {
    label: 'Uso de IA',
    labelPlural: 'Uso de IA',
    fields: { AuUserId: 'ID de usuario', AuDay: 'Día (UTC)', AuUserName: 'Usuario', AuCount: 'Llamadas' },
  },
  ApiEndpoint: {
    label: 'Punto de conexión de API',
    labelPlural: 'Puntos de conexión de API',
    fields: {
      AeId: 'ID',
      AgId: 'Grupo de API',
      AePath: 'Ruta',
      AeMethod: 'Método',
      AeDescription: 'Descripción',
      AeEnabled: 'Activado',
    },
  },
  ApiGroup: {
    label: 'Grupo de API',
    labelPlural: 'Grupos de API',
    fields: { AgId: 'ID', AgName: 'Nombre', AgDescription: 'Descripción', AgEnabled: 'Activado' },
  },
  AspNetRoleClaims: {
    label: 'Notificación de rol',
    labelPlural: 'Notificaciones de rol',
    fields: { Id: 'ID', RoleId: 'Rol', ClaimType: 'Tipo de notificación', ClaimValue: 'Valor de la notificación' },
  },
  AspNetRoles: {
    label: 'Rol',
    labelPlural: 'Roles',
    fields: {
      Id: 'ID',
      Name: 'Nombre',
      NormalizedName: 'Nombre normalizado',
      ConcurrencyStamp: 'Marca de concurrencia',
    },
  },
  AspNetUserClaims: {
    label: 'Notificación de usuario',
    labelPlural: 'Notificaciones de usuario',
    fields: { Id: 'ID', UserId: 'Usuario', ClaimType: 'Tipo de notificación', ClaimValue: 'Valor de la notificación' },
  },
  AspNetUserLogins: {
    label: 'Inicio de sesión externo',
    labelPlural: 'Inicios de sesión externos',
    fields: {
      LoginProvider: 'Proveedor de inicio de sesión',
      ProviderKey: 'Clave del proveedor',
      ProviderDisplayName: 'Nombre del proveedor',
      UserId: 'Usuario',
    },
  },
  AspNetUserRoles: {
    label: 'Rol de usuario',
    labelPlural: 'Roles de usuario',
    fields: { UserId: 'Usuario', RoleId: 'Rol' },
  },
  AspNetUserTokens: {
    label: 'Token de usuario',
    labelPlural: 'Tokens de usuario',
    fields: { UserId: 'Usuario', LoginProvider: 'Proveedor de inicio de sesión', Name: 'Nombre', Value: 'Valor' },
  },
  AspNetUsers: {
    label: 'Usuario',
    labelPlural: 'Usuarios',
    fields: {
      Id: 'ID',
      UserName: 'Nombre de usuario',
      NormalizedUserName: 'Nombre de usuario normalizado',
      Email: 'Correo electrónico',
      NormalizedEmail: 'Correo electrónico normalizado',
      EmailConfirmed: 'Correo electrónico confirmado',
      PasswordHash: 'Hash de la contraseña',
      SecurityStamp: 'Marca de seguridad',
      ConcurrencyStamp: 'Marca de concurrencia',
      PhoneNumber: 'Número de teléfono',
      PhoneNumberConfirmed: 'Número de teléfono confirmado',
      TwoFactorEnabled: 'Segundo factor',
      LockoutEnd: 'Bloqueado hasta',
      LockoutEnabled: 'Bloqueo activado',
      AccessFailedCount: 'Inicios de sesión fallidos',
      DisplayName: 'Nombre',
      Disabled: 'Desactivado',
      ResetRequired: 'Restablecimiento de contraseña obligatorio',
      Theme: 'Tema',
      Language: 'Idioma',
    },
  },
  AuditLog: {
    label: 'Entrada de auditoría',
    labelPlural: 'Registro de auditoría',
    fields: {
      AlId: 'ID',
      Type: 'Tipo',
      Message: 'Mensaje',
      UserName: 'Usuario',
      Date: 'Fecha',
      Entity: 'Entidad',
      EntityKey: 'Clave del registro',
      Diff: 'Cambios',
      Impersonator: 'Suplantado por',
      RequestId: 'ID de solicitud',
    },
  },
  KeyManager: {
    label: 'Clave',
    labelPlural: 'Claves',
    fields: {
      KmId: 'ID',
      KmName: 'Nombre',
      KmValue: 'Valor',
      KmHasValue: 'Valor definido',
      KmValueEnding: 'Termina en',
      KmValueChangedBy: 'Valor cambiado por',
      KmValueChangedAt: 'Valor cambiado el',
      KmDescription: 'Descripción',
      KmCreated: 'Creada',
      KmUpdated: 'Última modificación',
    },
  },
  UserSession: {
    label: 'Sesión',
    labelPlural: 'Sesiones',
    fields: {
      Id: 'ID',
      UserId: 'Usuario',
      Stamp: 'Marca',
      UserAgent: 'Navegador',
      Address: 'Dirección',
      SignedInAt: 'Inicio de sesión',
      LastSeenAt: 'Última actividad',
      RevokedAt: 'Cierre de sesión',
    },
  },
} satisfies Pick<
  SchemaLabels,
  | 'AiUsage'
  | 'ApiEndpoint'
  | 'ApiGroup'
  | 'AspNetRoleClaims'
  | 'AspNetRoles'
  | 'AspNetUserClaims'
  | 'AspNetUserLogins'
  | 'AspNetUserRoles'
  | 'AspNetUserTokens'
  | 'AspNetUsers'
  | 'AuditLog'
  | 'KeyManager'
  | 'UserSession'
>;
