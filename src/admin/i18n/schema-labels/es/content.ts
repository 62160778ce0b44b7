// Pages and what they are made of: the schema's labels in Spanish, one area of ../es.ts.
import type { SchemaLabels } from '../schema-label-types.js';

export default {
  Comment: {
    label: 'Comentario',
    labelPlural: 'Comentarios',
    fields: {
      CmId: 'ID',
      CId: 'Entrada del blog',
      CmAuthorName: 'Nombre',
      CmAuthorEmail: 'Correo electrónico',
      CmBody: 'Comentario',
      CmStatus: 'Estado',
      CmDate: 'Publicado',
      CmIp: 'Dirección IP',
      CmUserAgent: 'Navegador',
      CmTrail: 'Historial de moderación',
    },
  },
  Content: {
    label: 'Elemento de contenido',
    labelPlural: 'Elementos de contenido',
    fields: {
      CId: 'ID',
      CtId: 'Tipo de contenido',
      TemplateId: 'Plantilla',
      CTitle: 'Título',
      CSeoTitle: 'Título SEO',
      CSeoUrl: 'URL SEO',
      CMetaDesc: 'Metadescripción',
      CMetaData: 'Metadatos',
      CHeadContent: 'Contenido de la cabecera HTML',
      CIntroPhoto: 'Foto de introducción',
      CIntroText: 'Texto de introducción',
      CIntroLink: 'Enlace de introducción',
      CDeleted: 'Eliminado',
      CCreated: 'Creado',
      CLastModified: 'Última modificación',
    },
  },
  ContentBlock: {
    label: 'Bloque de contenido',
    labelPlural: 'Bloques de contenido',
    fields: {
      CbId: 'ID',
      CId: 'Contenido',
      CbSortOrder: 'Orden',
      CbHeadline: 'Titular',
      CbCopy: 'Texto',
      CbPhoto: 'Foto',
      CbPhotoAltText: 'Texto alternativo de la foto',
      CbPhotoCaption: 'Pie de foto',
      CbLinkText: 'Texto del enlace',
      CbLink: 'Enlace',
      CbLinkTarget: 'Destino del enlace',
      CbMetaData: 'Metadatos',
      CbPhotoMetadata: 'Metadatos de la foto',
      CIdChild: 'Contenido hijo',
      TemplateIdChild: 'Plantilla hija',
    },
  },
  ContentType: {
    label: 'Tipo de contenido',
    labelPlural: 'Tipos de contenido',
    fields: { CtId: 'ID', CtName: 'Nombre', CtDescription: 'Descripción', CtIcon: 'Icono', CtPageLike: 'Tipo página' },
  },
  ContentVersion: {
    label: 'Versión de contenido',
    labelPlural: 'Versiones de contenido',
    fields: {
      CvId: 'ID',
      CId: 'Contenido',
      Active: 'Activa',
      ChangeDate: 'Modificada',
      CvUserName: 'Modificada por',
      CvNote: 'Nota',
      Draft: 'Borrador',
      Snapshot: 'Instantánea',
      CvAiDrafted: 'Redactada por IA',
    },
  },
  EventDate: {
    label: 'Fecha del evento',
    labelPlural: 'Fechas de eventos',
    fields: { EdId: 'ID', EiId: 'Evento', CId: 'Contenido', EdStart: 'Inicio', EdEnd: 'Fin' },
  },
  EventItem: {
    label: 'Evento',
    labelPlural: 'Eventos',
    fields: {
      EiId: 'ID',
      CId: 'Contenido',
      EiLocation: 'Lugar',
      EiAddress: 'Dirección',
      EiCategory: 'Categoría',
      EiAllDay: 'Todo el día',
      EiTimeZone: 'Zona horaria',
      EiRegistrationUrl: 'URL de inscripción',
      EiContactName: 'Nombre de contacto',
      EiContactEmail: 'Correo de contacto',
    },
  },
  MiscData: {
    label: 'Dato diverso',
    labelPlural: 'Datos diversos',
    fields: { MdId: 'ID', MdKind: 'Clase', MdName: 'Nombre', MdValue: 'Valor', MdSortOrder: 'Orden' },
  },
  News: {
    label: 'Noticia',
    labelPlural: 'Noticias',
    fields: {
      NId: 'ID',
      CId: 'Contenido',
      NDate: 'Fecha',
      NAuthor: 'Autor',
      NSource: 'Fuente',
      NSourceUrl: 'URL de la fuente',
      NLocation: 'Lugar',
      NCategory: 'Categoría',
      NFeatured: 'Destacada',
    },
  },
  PageCSS: {
    label: 'CSS de página',
    labelPlural: 'CSS de página',
    fields: { PcId: 'ID', CId: 'Contenido', PcCss: 'CSS', PcUpdated: 'Última modificación' },
  },
  Tag: {
    label: 'Etiqueta',
    labelPlural: 'Etiquetas',
    fields: {
      TId: 'ID',
      TIdParent: 'Etiqueta padre',
      TName: 'Nombre',
      TPath: 'Ruta',
      TVisible: 'Visible',
      TDeleted: 'Eliminada',
      CUrlDefaultPage: 'Icono',
      TNextId: 'Etiqueta siguiente',
      TChildId: 'Primera etiqueta hija',
    },
  },
  TagToContent: {
    label: 'Vínculo de etiqueta',
    labelPlural: 'Vínculos de etiquetas',
    fields: {
      TId: 'Etiqueta',
      CId: 'Contenido',
      TemplateId: 'Plantilla',
      CSortOrder: 'Orden',
      TtcPageUrl: 'URL de la página',
    },
  },
  Template: {
    label: 'Plantilla',
    labelPlural: 'Plantillas',
    fields: {
      TemplateId: 'ID',
      TName: 'Nombre',
      TDescription: 'Descripción',
      CtId: 'Tipo de contenido',
      TPath: 'Archivo de plantilla',
      TSource: 'Código fuente',
      TVisible: 'Ofrecida a los editores',
      TLastModified: 'Última modificación',
    },
  },
  TemplateVersion: {
    label: 'Versión de plantilla',
    labelPlural: 'Versiones de plantilla',
    fields: {
      TvId: 'ID',
      TemplateId: 'Plantilla',
      TvActive: 'Actual',
      TvSource: 'Código fuente',
      TvCreated: 'Guardada',
      TvUserName: 'Guardada por',
      TvNote: 'Nota',
    },
  },
} satisfies Pick<
  SchemaLabels,
  | 'Comment'
  | 'Content'
  | 'ContentBlock'
  | 'ContentType'
  | 'ContentVersion'
  | 'EventDate'
  | 'EventItem'
  | 'MiscData'
  | 'News'
  | 'PageCSS'
  | 'Tag'
  | 'TagToContent'
  | 'Template'
  | 'TemplateVersion'
>;
