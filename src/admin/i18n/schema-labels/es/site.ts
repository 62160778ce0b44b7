// The site tools: forms, mail, redirects, logs: the schema's labels in Spanish, one area of ../es.ts.
import type { SchemaLabels } from '../schema-label-types.js';

export default {
  DBConstants: {
    label: 'Constante de seguimiento',
    labelPlural: 'Constantes de seguimiento',
    fields: { DbcId: 'ID', DbcType: 'Tipo', DbcValue: 'Valor', DbcSortOrder: 'Orden' },
  },
  EmailArchive: {
    label: 'Correo archivado',
    labelPlural: 'Archivo de correos',
    fields: {
      EaId: 'ID',
      EaTo: 'Para',
      EaCc: 'CC',
      EaFrom: 'De',
      EaSubject: 'Asunto',
      EaBody: 'Cuerpo',
      EaSent: 'Enviado',
      EaStatus: 'Estado',
      EaError: 'Error',
    },
  },
  ErrorLog: {
    label: 'Error',
    labelPlural: 'Registro de errores',
    fields: {
      ElId: 'ID',
      ElMessage: 'Mensaje',
      ElStack: 'Traza de la pila',
      ElPath: 'Ruta',
      ElMethod: 'Método',
      ElStatus: 'Estado',
      ElUserName: 'Usuario',
      ElRequestId: 'ID de solicitud',
      ElDate: 'Fecha',
    },
  },
  Form: {
    label: 'Formulario',
    labelPlural: 'Formularios',
    fields: {
      FrmId: 'ID',
      FrmName: 'Nombre',
      TId: 'Etiqueta del gestor de formularios',
      FrmVisible: 'Visible',
      FrmMetaData: 'Metadatos',
      FrmConfig: 'Configuración',
      FrmJavaScript: 'JavaScript',
      FrmEmailMarketing: 'Marketing por correo electrónico',
      FrmCreated: 'Creado',
      FrmLastModified: 'Última modificación',
    },
  },
  FormDelivery: {
    label: 'Entrega de formulario',
    labelPlural: 'Entregas de formularios',
    fields: {
      FdId: 'ID',
      FsId: 'Envío',
      FdKind: 'Clase',
      FdStatus: 'Estado',
      FdAttempts: 'Intentos',
      FdNextAttempt: 'Próximo intento',
      FdLeaseOwner: 'Bloqueado por',
      FdLeaseUntil: 'Bloqueado hasta',
      FdLastError: 'Último error',
      EaId: 'Correo archivado',
      FdCreated: 'Creado',
      FdUpdated: 'Actualizado',
    },
  },
  FormSubmission: {
    label: 'Envío de formulario',
    labelPlural: 'Envíos de formularios',
    fields: {
      FsId: 'ID',
      FrmId: 'Formulario',
      FsMetaData: 'Respuestas',
      FsMachineMeta: 'Detalles del navegador',
      FsDate: 'Enviado',
      FsIp: 'Dirección IP',
      FsMedium: 'Medio',
      FsSource: 'Fuente',
    },
  },
  MarketingConsent: {
    label: 'Consentimiento de marketing',
    labelPlural: 'Consentimientos de marketing',
    fields: {
      McId: 'ID',
      McEmail: 'Dirección de correo electrónico',
      McProvider: 'Proveedor',
      McProviderCId: 'Registro en el proveedor',
      McListId: 'Lista',
      McConsentText: 'Texto del consentimiento',
      McDate: 'Consentido el',
      McIp: 'Dirección IP',
      McOutcome: 'Resultado',
      McError: 'Error',
    },
  },
  Redirect: {
    label: 'Redirección',
    labelPlural: 'Redirecciones',
    fields: { RId: 'ID', RFrom: 'Desde', RTo: 'Hacia', RType: 'Tipo', RHits: 'Visitas', RCreated: 'Creada' },
  },
  SystemMessages: {
    label: 'Mensaje del sistema',
    labelPlural: 'Mensajes del sistema',
    fields: {
      SId: 'ID',
      SMessage: 'Mensaje',
      SType: 'Tipo',
      SStart: 'Visible desde',
      SEnd: 'Visible hasta',
      SArchived: 'Archivado',
      SCreated: 'Creado',
    },
  },
} satisfies Pick<
  SchemaLabels,
  | 'DBConstants'
  | 'EmailArchive'
  | 'ErrorLog'
  | 'Form'
  | 'FormDelivery'
  | 'FormSubmission'
  | 'MarketingConsent'
  | 'Redirect'
  | 'SystemMessages'
>;
