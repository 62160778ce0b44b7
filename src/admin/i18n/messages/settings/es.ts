import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  page: {
    generalTitle: 'Configuración general',
    generalIntro:
      'La configuración de todo el sitio, un grupo cada vez: cada grupo se guarda por separado, y un cambio que otra persona guardó entretanto se muestra, nunca se sobrescribe sin verlo.',
    setupTitle: 'Configuración del sitio',
    setupIntro:
      'Qué funciones tiene el sitio, su dirección, cómo inicia sesión cada persona y el diseño del menú principal. Solo para cuentas MoJoAdmin.',
    secondFactorByServer:
      'El servidor exige a todos el segundo factor (REQUIRE_SECOND_FACTOR), diga lo que diga el interruptor de abajo.',
    features: 'Funciones',
    featuresIntro:
      'Cada interruptor activa o desactiva una función del sitio (la etiqueta de la función se muestra u oculta); el cambio se aplica al momento.',
    featureSwitches: 'Interruptores de funciones',
    switchedOn: '%{name} está activado',
    switchedOff: '%{name} está desactivado',
    loading: 'Cargando %{title}',
    saved: '%{title} guardado',
    useTheirs: 'Usar sus valores',
    save: 'Guardar',
    theirs: 'Guardado entretanto por otra persona: %{value}',
    none: '(ninguno)',
    empty: '(vacío)',
    on: 'activado',
    off: 'desactivado',
    enterNumber: 'Introduzca un número.',
  },
  site: {
    title: 'Nombre del sitio y títulos',
    intro:
      'El nombre del sitio y cómo se muestra el título de una página en la pestaña del navegador y en los resultados de búsqueda: el título de la página, el separador y luego el sufijo.',
    fields: {
      siteName: 'Nombre del sitio',
      titleSeparator: 'Separador del título',
      titleSuffix: 'Sufijo del título',
    },
    help: {
      titleSeparator: 'Los espacios cuentan: " | " da "Quiénes somos | Sitio".',
      titleSuffix: 'Vacío: solo los títulos de las páginas.',
    },
  },
  seo: {
    title: 'Datos SEO predeterminados',
    intro: 'Lo que reciben los buscadores para una página que no da los suyos (el registro SeoDData).',
    fields: {
      description: 'Metadescripción predeterminada',
      keywords: 'Palabras clave',
      robots: 'Metaetiqueta robots',
      organizationName: 'Nombre de la organización',
      organizationPhone: 'Teléfono de la organización',
      organizationEmail: 'Correo electrónico de la organización',
      organizationAddress: 'Dirección de la organización',
    },
    help: {
      description: 'Como máximo 300 caracteres; unos 155 se muestran en los resultados.',
      keywords: 'Separadas por comas.',
    },
  },
  openGraph: {
    title: 'Datos Open Graph',
    intro:
      'Cómo se ve un enlace al sitio al compartirlo en redes sociales, salvo que una página dé el suyo (el registro SeoOGData).',
    fields: {
      siteName: 'Nombre del sitio (og:site_name)',
      type: 'Tipo (og:type)',
      locale: 'Configuración regional (og:locale)',
      image: 'Imagen para compartir (og:image)',
      imageWidth: 'Ancho de la imagen (px)',
      imageHeight: 'Alto de la imagen (px)',
      twitterCard: 'Tarjeta de X (Twitter)',
      twitterSite: 'Cuenta de X (Twitter)',
    },
    help: {
      locale: 'Idioma y país, por ejemplo en_US.',
      image: 'Una dirección https o una ruta del sitio como /media/share.jpg.',
      twitterSite: 'Por ejemplo @example; vacío para ninguna.',
    },
  },
  robots: {
    title: 'robots.txt',
    intro:
      'Las reglas que leen los rastreadores en /robots.txt. Se añade una línea con el sitemap cuando ninguna lo nombra.',
    fields: {
      text: 'robots.txt',
    },
    help: {
      text: 'Líneas como "User-agent: *" y "Disallow: /private/"; # empieza un comentario.',
    },
  },
  emailSender: {
    title: 'Remitente predeterminado de correo',
    intro:
      'De quién vienen los correos del sitio (el registro Default_Email; su diseño se edita con las plantillas de correo).',
    fields: {
      fromName: 'Nombre del remitente',
      fromAddress: 'Dirección del remitente',
      replyTo: 'Dirección de respuesta',
    },
    help: {
      fromAddress: 'Vacío: el MAIL_FROM del servidor. El servidor de correo debe aceptar esta dirección.',
      replyTo: 'Vacío: las respuestas van al remitente.',
    },
  },
  headerFooter: {
    title: 'Encabezado y pie de página',
    intro: 'Los menús que muestran el encabezado y el pie de página comunes (los registros Header y Footer).',
    fields: {
      headerSticky: 'El encabezado queda arriba al desplazarse',
      headerMenuCId: 'Menú del encabezado',
      utilityMenuCId: 'Menú de utilidades',
      footerMenuCId: 'Menú del pie de página',
      footerMenuTemplateId: 'Diseño del menú del pie de página',
    },
  },
  timeZone: {
    title: 'Zona horaria',
    intro: 'La zona horaria propia del sitio: en ella se leen las horas de los eventos y las programaciones.',
    fields: {
      timeZone: 'Zona horaria',
    },
  },
  seoTools: {
    title: 'Valores predeterminados de las herramientas SEO',
    intro: 'Con qué empieza una página nueva en el sitemap, y los códigos de propiedad del sitio de los buscadores.',
    fields: {
      changeFrequency: 'Frecuencia de cambio predeterminada',
      priority: 'Prioridad predeterminada en el sitemap',
      googleVerification: 'Código de verificación de Google',
      bingVerification: 'Código de verificación de Bing',
    },
    help: {
      priority: 'De 0.0 a 1.0, en pasos de 0.1.',
      googleVerification: 'El contenido de la metaetiqueta google-site-verification.',
      bingVerification: 'El contenido de la metaetiqueta msvalidate.01.',
    },
  },
  editor: {
    title: 'Opciones del editor y límites de subida',
    intro: 'Cómo se comporta el editor de páginas y qué imágenes acepta.',
    fields: {
      spellCheck: 'Revisar la ortografía al escribir',
      pasteAsPlainText: 'Pegar como texto sin formato',
      autosaveSeconds: 'Guardar automáticamente cada (segundos)',
      maxImageWidth: 'Ancho máximo de imagen (px)',
      maxImageHeight: 'Alto máximo de imagen (px)',
      maxUploadMegabytes: 'Subida máxima (MB)',
      imageFormats: 'Formatos de imagen aceptados',
    },
    help: {
      autosaveSeconds: '0: sin guardado automático; si no, 10 o más.',
    },
  },
  favicon: {
    title: 'Favicon',
    intro:
      'El icono pequeño que los navegadores muestran en pestañas y marcadores. Las páginas lo enlazan mientras la función Favicon está activada (Configuración del sitio).',
    fields: {
      path: 'Archivo del favicon',
    },
    help: {
      path: 'Una ruta del sitio como /media/favicon.png, o una dirección https; .ico, .png o .svg.',
    },
  },
  siteSetup: {
    title: 'Sitio',
    intro: 'La dirección del sitio, cómo inicia sesión cada persona y el diseño del menú principal.',
    fields: {
      publicUrl: 'URL pública',
      requireSecondFactor: 'Exigir a todos el segundo factor enviado por correo',
      mainMenuTemplateId: 'Plantilla del menú principal',
    },
    help: {
      publicUrl:
        'La dirección del sitio público, por ejemplo https://www.example.org. El sitemap y robots.txt listan sus páginas.',
      requireSecondFactor: 'Todos inician sesión con su contraseña y un código enviado por correo.',
    },
  },
} satisfies SameKeys<typeof en>;
