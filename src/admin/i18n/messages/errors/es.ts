import type en from './en.js';
import type { SameKeys } from '../../message-types.js';

export default {
  redirect: {
    type: '«%{type}» no es un tipo de redirección: use %{types}',
    from: 'Desde es una ruta de este sitio y empieza por /, p. ej. /pagina-antigua.',
    to: 'Hacia empieza por / (este sitio) o http(s):// (otro sitio); se rechazan las direcciones javascript:, data: y //host.',
    self: 'Una redirección no puede llevar a sí misma.',
    loop: 'Esta redirección crearía un bucle: %{chain}. Haga que apunte a la página en la que debe terminar el visitante',
  },
  page: {
    url: '«%{url}» no es una URL de página: es una ruta de este sitio que empieza por /, p. ej. /noticias/jornada-de-puertas-abiertas, sin espacios, ?, # ni < > " { } | \\ ^ `',
    urlTaken: 'La URL %{url} ya es la dirección de «%{title}» (contenido %{id}): elija otra URL',
    noFreeUrl: 'No hay ninguna URL libre cerca de %{url}: elija otro título',
    titleNoSlug: 'El título necesita al menos una letra o un dígito para formar la URL de la página',
    titleRequired: 'El título es obligatorio',
  },
  tag: {
    nameRequired: 'El nombre es obligatorio: el nombre que muestran el panel y los menús',
    icon: '«%{icon}» no es un nombre de icono: solo letras y dígitos, p. ej. «Dashboard»',
    pathStart:
      'La ruta «%{path}» debe empezar por «/» (una pantalla del back office como /style-guide, o una página del sitio)',
    pathSpaces: 'La ruta «%{path}» no debe contener espacios',
    pathTaken:
      'La ruta «%{path}» ya es la ruta de %{holder} (etiqueta %{holderId}): cada etiqueta activa tiene su propia ruta',
    fixedDelete:
      '%{name} (etiqueta %{id}) es una de las etiquetas fijas del producto y no se puede eliminar: el panel, los menús o los interruptores de funciones la encuentran por su id',
    inUse: '%{name} (etiqueta %{id}) está en uso y no se ha eliminado. La usa %{uses}',
    fixedMove:
      '%{name} (etiqueta %{id}) es una de las etiquetas fijas del producto: se puede reordenar entre sus hermanas, pero no sacar de su padre',
    deleted:
      'La etiqueta %{id} (%{name}) está eliminada: restáurela primero en el árbol de etiquetas o elija otra etiqueta',
  },
  form: {
    notEmailTemplate: 'El contenido %{id} no es una plantilla de correo electrónico',
    hasSubmissions:
      'El formulario «%{name}» tiene %{count} envío, que lo conserva: oculte o cierre el formulario en su lugar |||| El formulario «%{name}» tiene %{count} envíos, que lo conservan: oculte o cierre el formulario en su lugar',
    tooManyFields: 'Un formulario tiene como máximo %{max} campos',
    labelMissing: 'Cada campo necesita una etiqueta',
    labelTooLong: 'La etiqueta supera los %{max} caracteres',
    nameMissing: 'El campo %{field} necesita un nombre',
    nameInvalid:
      'El nombre «%{name}» debe empezar por una letra y contener solo letras, dígitos, _ y - (como máximo %{max})',
    nameTaken: 'El nombre «%{name}» ya lo usa otro campo: los nombres deben ser únicos',
    type: 'El tipo de %{field} debe ser uno de %{types}',
    tooManyOptions: 'Como máximo %{max} opciones',
    optionValueMissing: 'La opción %{number} de %{field} necesita un valor',
    optionValueTwice: 'El valor de opción «%{value}» aparece dos veces en %{field}',
    optionValueTooLong: 'El valor de la opción supera los %{max} caracteres',
    optionTextMissing: 'La opción %{number} de %{field} necesita un texto',
    optionTextTooLong: 'El texto de la opción supera los %{max} caracteres',
    selectNeedsOption: 'La lista desplegable %{field} necesita al menos una opción',
    radioNeedsOption: 'El grupo de botones de opción %{field} necesita al menos una opción',
    minLength: 'La longitud mínima debe ser un número entero de 0 a %{max}',
    maxLength: 'La longitud máxima debe ser un número entero de 0 a %{max}',
    lengthOrder: 'La longitud máxima es menor que la mínima',
    lowestNumber: 'El valor mínimo debe ser un número',
    highestNumber: 'El valor máximo debe ser un número',
    lowestDate: 'La fecha mínima debe escribirse AAAA-MM-DD',
    highestDate: 'La fecha máxima debe escribirse AAAA-MM-DD',
    valueOrder: 'El valor máximo es menor que el mínimo',
    dateOrder: 'La fecha máxima es anterior a la mínima',
    patternTooLong: 'El patrón supera los %{max} caracteres',
    patternInvalid: 'El patrón no es una expresión regular válida: %{detail}',
    textTooLong: '%{label} supera los %{max} caracteres',
    rows: 'Las filas deben ser un número entero de 1 a %{max}',
    autocomplete: 'El autocompletado admite los tokens HTML, p. ej. «email» o «given-name»',
    accept: 'Los tipos aceptados son extensiones o tipos MIME separados por comas, p. ej. «.pdf, image/*»',
    redirect: 'La redirección debe ser una dirección http(s) o una ruta de este sitio que empiece por /',
    honeypotName: 'El nombre del campo trampa debe empezar por una letra y contener solo letras, dígitos, _ y -',
    honeypotTaken: 'El campo trampa «%{name}» tiene el nombre de un campo real',
    pageUrl: 'La dirección de la página debe ser una dirección http(s) o una ruta de este sitio que empiece por /',
    tooManyRecipients: 'Como máximo %{max} destinatarios de notificaciones',
    recipient: 'El destinatario %{number} (%{address}) no es una dirección de correo electrónico',
    emailFieldUnknown: 'El campo de dirección del visitante «%{name}» no es un campo de este formulario',
    emailFieldNotEmail: 'El campo de dirección del visitante «%{name}» no es un campo de correo electrónico',
    confirmationNeedsEmail: 'Un correo de confirmación necesita un campo de correo electrónico al que enviarlo',
    chooseProvider: 'Elija el proveedor que recibe a los suscriptores',
    providerFieldName:
      'El campo del proveedor «%{name}» debe empezar por una letra y contener solo letras, dígitos, _, . y -',
    providerFieldUnmapped:
      'El campo del proveedor «%{name}» está asignado a «%{field}», que no es un campo de este formulario',
    mapEmail: 'Asigne el campo del proveedor «email» al campo del formulario que contiene la dirección',
    consentUnknown: 'El campo de consentimiento «%{name}» no es un campo de este formulario',
    consentNotCheckbox: 'El campo de consentimiento «%{name}» debe ser una casilla de verificación',
  },
  people: {
    email: '«%{email}» no es una dirección de correo electrónico',
    userNameTaken: 'Otra cuenta (%{other}) ya inicia sesión con este nombre de usuario',
    emailTaken: 'Otra cuenta (%{other}) ya inicia sesión con esta dirección de correo electrónico',
    sameEmail: 'Esta ya es su dirección de correo electrónico.',
    roleMissing: 'El rol %{id} no existe',
    tagMissing: 'La etiqueta %{id} no existe',
    contentMissing: 'El contenido %{id} no existe',
    invitationOnly:
      'Las cuentas se crean por invitación: invite a las personas desde Gestión de usuarios (/user-management, «Invitar usuario»), que les asigna sus roles y les envía por correo un enlace para elegir una contraseña.',
    roleOnlyTool:
      '%{name} (etiqueta %{id}) es solo para cuentas Admin y MoJoAdmin, sean cuales sean sus etiquetas: concederla abriría la pantalla a un Maintenance User para después rechazar sus llamadas',
    accountTable: {
      AspNetUserRoles:
        'Los roles de un usuario se cambian en Gestión de usuarios (/user-management), en la página de la cuenta, o por los miembros de un grupo en Gestión de grupos de usuarios (/user-group-management), que aplican las reglas de roles y registran el cambio.',
      AspNetUserClaims:
        'Las etiquetas y contenidos de un usuario se conceden en Gestión de usuarios (/user-management), en la página de la cuenta, que comprueba cada concesión y registra el cambio.',
      AspNetRoles:
        'Los grupos de usuarios se crean y se renombran en Gestión de grupos de usuarios (/user-group-management).',
      AspNetRoleClaims:
        'Lo que concede un grupo de usuarios se cambia en Gestión de grupos de usuarios (/user-group-management), que comprueba cada concesión.',
      AspNetUserTokens:
        'Los enlaces para elegir contraseña y los códigos de acceso los crea el servidor: envíe una invitación o un enlace de restablecimiento desde Gestión de usuarios (/user-management).',
      AspNetUserLogins:
        'Los accesos externos no se escriben a mano: el acceso de una cuenta se gestiona en Gestión de usuarios (/user-management).',
    },
  },
  settings: {
    siteNameEmpty: 'El nombre del sitio no puede estar vacío',
    keywordOneLine: 'La palabra clave %{number} debe ser una sola línea de texto, sin saltos de línea',
    keywordComma: 'La palabra clave %{number} no debe contener comas (cada palabra clave es una entrada)',
    phone: 'El número de teléfono solo puede contener dígitos, espacios, + ( ) . y -, p. ej. +34 912 345 678',
    locale: 'La configuración regional debe ser un idioma y un país, como en_US o fr_CA (se recibió «%{locale}»)',
    twitter: 'La cuenta de X (Twitter) debe ser @ y hasta 15 letras, dígitos o _ (p. ej. @ejemplo)',
    imageSizeWithoutImage: 'Indique la imagen para compartir antes que su tamaño',
    imageSizeBoth: 'Indique tanto el ancho como el alto de la imagen para compartir, o ninguno',
    fromNameCharacters: 'El nombre del remitente no debe contener <, > ni "',
    notMenu: '%{label} debe ser un registro de navegación (tipo de contenido 10); el contenido %{id} no lo es',
    footerLayout: 'El diseño del menú del pie de página debe ser uno de %{choices}',
    mainMenuTemplate: 'La plantilla del menú principal debe ser una de %{choices}',
    verificationCode: '%{label} debe ser solo el código (letras, dígitos, - y _), no la etiqueta meta entera',
    priority: 'La prioridad debe ser un múltiplo de 0,1 (de 0,0 a 1,0)',
    autosave: 'El guardado automático debe hacerse cada 10 segundos o más, o 0 para ninguno',
    uploadLimit:
      'El límite de subida puede ser como máximo %{max} MB, el límite propio del servidor (UPLOAD_MAX_BYTES)',
    faviconTagMissing: 'Falta la etiqueta Favicon (5): restáurela primero en el árbol de etiquetas',
    faviconType: 'El favicon debe ser un archivo .ico, .png o .svg',
    publicUrlAlone:
      'La URL pública debe ser solo la dirección del sitio, p. ej. https://www.ejemplo.org (sin ruta, consulta ni #)',
    oneLine: '%{label} debe ser una sola línea de texto, sin saltos de línea',
    email: '%{label} debe ser una dirección de correo electrónico como nombre@ejemplo.org (se recibió «%{value}»)',
    httpsAddress: '%{label} debe ser una dirección https:// (se recibió «%{value}»)',
    httpsAddressOrPath:
      '%{label} debe ser una dirección https:// o una ruta del sitio que empiece por / (se recibió «%{value}»)',
    webAddress: '%{label} debe ser una dirección http:// o https:// (se recibió «%{value}»)',
    webAddressOrPath:
      '%{label} debe ser una dirección http:// o https:// o una ruta del sitio que empiece por / (se recibió «%{value}»)',
    timeZone: 'La zona horaria debe ser una zona IANA como America/New_York o Europe/Paris (se recibió «%{value}»)',
    featureTagMissing:
      'La etiqueta %{name} (%{id}) falta o está eliminada: restáurela primero en el árbol de etiquetas',
    robots: {
      notFieldLine: 'La línea %{at} («%{text}») no es una línea «Campo: valor» como «Disallow: /privado/»',
      unknownField:
        'Línea %{at}: «%{name}» no es un campo de robots.txt (User-agent, Allow, Disallow, Sitemap, Crawl-delay)',
      userAgent: 'Línea %{at}: User-agent necesita el nombre de un rastreador, o * para todos',
      allowOutsideGroup: 'Línea %{at}: Allow debe ir después de una línea User-agent',
      disallowOutsideGroup: 'Línea %{at}: Disallow debe ir después de una línea User-agent',
      path: 'Línea %{at}: una ruta debe empezar por / (se recibió «%{value}»)',
      sitemap: 'Línea %{at}: Sitemap debe ser una URL absoluta como https://www.ejemplo.org/sitemap.xml',
      crawlDelay: 'Línea %{at}: Crawl-delay debe ser un número de segundos',
    },
  },
  navigation: {
    nameRequired: 'El nombre es obligatorio: el nombre que muestra el menú para el elemento',
    link: 'El enlace debe empezar por / (una página de este sitio) o http(s):// (otro sitio)',
    pageMissing: 'No se encontró la página %{id}',
    notPage: 'El contenido %{id} no es una página (tipo de contenido %{type}): un elemento de menú enlaza a una página',
    pageDeleted: 'La página %{id} está eliminada: un elemento de menú enlaza a una página publicada',
    pageNoUrl: 'La página %{id} aún no tiene URL (CSeoUrl): asígnele una antes de enlazarla desde un menú',
    parentOutside:
      'La etiqueta %{parentId} no está en el menú %{menuId}: un elemento solo puede colocarse dentro de su menú',
    underItself: 'La etiqueta %{id} no puede moverse debajo de sí misma ni de uno de sus propios elementos',
    notChild: 'La etiqueta %{id} no es hija de la etiqueta %{parentId}',
    notItem: 'La etiqueta %{id} no es un elemento del menú %{menuId}',
    notDeletedItem: 'La etiqueta %{id} no es un elemento eliminado del menú %{menuId}',
    restoreUnderDeleted:
      'No se puede restaurar %{name} (etiqueta %{id}): el elemento superior, %{above} (etiqueta %{aboveId}), está eliminado, así que no se mostraría',
    menuMissing: 'No se encontró la etiqueta de menú %{id}',
  },
  token: {
    nameNoKey: 'El nombre necesita al menos una letra o un dígito para formar la clave',
    reservedKey: '«%{key}» es una palabra que Liquid se reserva (%{words}): elija otro nombre',
    keyTaken:
      'La clave «%{key}» está ocupada: el token «%{name}» (%{id}) tiene la clave «%{takenKey}». Las claves son únicas, sin distinguir mayúsculas y minúsculas.',
    keyTakenRemoved:
      'La clave «%{key}» está ocupada: el token «%{name}» (%{id}, en la papelera de Quitar contenido) tiene la clave «%{takenKey}». Las claves son únicas, sin distinguir mayúsculas y minúsculas.',
    renameInUse:
      'El token %{token} se usa en un lugar, así que su clave no puede pasar a ser «%{key}»: %{uses}. Cambie primero ese lugar o conserve el nombre. |||| El token %{token} se usa en %{smart_count} lugares, así que su clave no puede pasar a ser «%{key}»: %{uses}. Cambie primero esos lugares o conserve el nombre.',
    deleteInUse:
      'El token %{token} se usa en un lugar: %{uses}. Quítelo primero de ese lugar. |||| El token %{token} se usa en %{smart_count} lugares: %{uses}. Quítelo primero de esos lugares.',
    missing: 'No se encontró el token %{id}',
    location: {
      nameRequired: 'El nombre es obligatorio',
      nameTaken: 'Ya existe una ubicación de tokens llamada «%{name}» (%{id})',
      changed:
        'Las ubicaciones de tokens cambiaron desde que las cargó (ahora hay %{count}: %{ids}): recárguelas y ordénelas de nuevo',
      holdsSnippets:
        'La ubicación de tokens «%{name}» contiene un fragmento: %{snippets}. Muévalo primero a otra ubicación en Código personalizado. |||| La ubicación de tokens «%{name}» contiene %{smart_count} fragmentos: %{snippets}. Muévalos primero a otra ubicación en Código personalizado.',
      missing: 'No se encontró la ubicación de tokens %{id}',
    },
  },
  code: {
    locationMissing: 'La ubicación de tokens %{id} no existe (vea Ubicaciones de tokens)',
    snippetOrder: 'El orden debe nombrar cada fragmento exactamente una vez',
    restoreWithoutLocation: 'El fragmento %{id} no tiene ubicación de tokens: elija una y guarde antes de restaurar',
    cssStyleEnd: 'El CSS no puede contener «</style»: cerraría el elemento style de la página',
    contentMissing: 'No se encontró el contenido %{id}',
    header: {
      nameRequired: 'Regla %{rule}: el nombre de la cabecera es obligatorio',
      nameInvalid:
        "Regla %{rule}: «%{name}» no es un nombre de cabecera válido (solo letras, dígitos y !#$%&'*+-.^_`|~, sin espacios ni dos puntos)",
      reserved: 'Regla %{rule}: %{name} lo establece el servidor y no puede ser una cabecera personalizada',
      duplicate: 'Regla %{rule}: %{name} ya lo establece la regla %{other}',
      valueRequired: 'Regla %{rule}: %{name} necesita un valor',
      valueRequiredUnnamed: 'Regla %{rule}: la cabecera necesita un valor',
      valueCharacters:
        'Regla %{rule}: el valor de %{name} tiene un salto de línea o un carácter fuera del ASCII visible',
      valueCharactersUnnamed:
        'Regla %{rule}: el valor de la cabecera tiene un salto de línea o un carácter fuera del ASCII visible',
    },
    csp: {
      notDirective: 'Regla %{rule}: %{name}: «%{directive}» no es una directiva de Content-Security-Policy',
      twice: 'Regla %{rule}: %{name}: la directiva %{directive} aparece dos veces (los navegadores ignoran la segunda)',
      unquotedKeyword:
        "Regla %{rule}: %{name}: %{directive}: «%{source}» no es una expresión de origen (las palabras clave van entre comillas, p. ej. 'self')",
      notSource: 'Regla %{rule}: %{name}: %{directive}: «%{source}» no es una expresión de origen',
      noneAlone: "Regla %{rule}: %{name}: %{directive}: 'none' debe ser el único origen",
    },
  },
  data: {
    required: 'El campo %{name} es obligatorio',
    blank: 'El campo %{name} es obligatorio: no puede estar vacío ni contener solo espacios',
    tooLong: 'El campo %{name} supera los %{max} caracteres',
  },
  csv: {
    empty:
      'El archivo está vacío: necesita una línea de cabecera con los nombres de los campos y luego una línea por registro',
    noRecords: 'El archivo tiene cabecera pero ningún registro debajo',
    tooMany: 'El archivo tiene %{count} registros; una importación admite como máximo %{max}: divídalo',
    notCsv: 'Línea %{line}: el archivo no es un CSV válido: %{detail}',
    keyRequired: 'El campo %{name} es obligatorio: forma parte de la clave de %{entity}',
    noRecord:
      'no existe ningún registro %{entity} %{key}: deje %{name} vacío para crear un registro nuevo (la base de datos lo numera)',
    wholeNumber: 'El campo %{name} debe ser un número entero, no «%{value}»',
    number: 'El campo %{name} debe ser un número, no «%{value}»',
    boolean: 'El campo %{name} debe ser true o false, no «%{value}»',
    json: 'El campo %{name} debe ser JSON, no «%{value}»',
    header: {
      unknown: 'Línea 1: «%{name}» no es un campo de %{entity} (sus campos: %{fields})',
      secret: 'Línea 1: el campo %{name} es secreto: nunca se exporta y no se puede importar',
      twice: 'Línea 1: la columna %{name} aparece dos veces',
    },
  },
  ai: {
    notAllowed:
      'Las Herramientas de IA son para las cuentas Admin y MoJoAdmin y los usuarios con la etiqueta Herramientas de IA (85)',
    switchedOff:
      'Las Herramientas de IA están desactivadas (Configuración del sitio, Herramientas de IA): no se envía ningún texto de página al proveedor de IA',
    baseUrl: 'La URL base debe ser una dirección http o https sin credenciales, p. ej. https://api.openai.com/v1',
    addressRefused: '%{detail} (URL base de las Herramientas de IA; una dirección privada necesita FETCH_ALLOW)',
    keyMissing:
      'La clave «%{key}» indicada en los ajustes de las Herramientas de IA no está en el Gestor de claves o no tiene valor (deje vacío el nombre de la clave para un servidor que no la necesite)',
    noPromptMeta:
      'No hay ninguna instrucción de IA para las metadescripciones: añada una en la pantalla Herramientas de IA',
    noPromptContent:
      'No hay ninguna instrucción de IA para el texto de los bloques: añada una en la pantalla Herramientas de IA',
    promptMissing: 'No se encontró la instrucción de IA %{id}',
    blockMissing: 'El bloque %{cbId} no está en la página %{cId}',
    dailyOff: 'Los borradores de IA están desactivados: el límite diario es 0 (ajustes de las Herramientas de IA)',
    dailyUsed: 'Ha usado los %{limit} borradores de IA de hoy (UTC): el límite se reinicia a medianoche UTC',
    timeout: 'El servidor de IA no respondió en %{seconds} segundos',
    cancelled: 'Se canceló la llamada',
    unreachable: 'No se pudo contactar con el servidor de IA: %{detail}',
    keyRefused:
      'El servidor de IA rechazó la clave de API (%{status}): compruebe en el Gestor de claves la clave indicada en los ajustes de las Herramientas de IA. %{detail}',
    rateLimited: 'El servidor de IA está limitando las solicitudes (429): inténtelo más tarde. %{detail}',
    answered: 'El servidor de IA respondió %{status}: %{detail}',
    answeredError: 'El servidor de IA respondió con un error: %{detail}',
    unreadable: 'El servidor de IA envió una respuesta que no se pudo leer: %{detail}',
    contentFilter: 'El modelo de IA se negó a escribir esto (filtro de contenido)',
    declined: 'El modelo de IA se negó: %{detail}',
    brokeOff: 'La respuesta de la IA se interrumpió',
  },
  factors: {
    codeWrong:
      'El código es incorrecto o ya se usó: escriba el código que muestra ahora su aplicación de autenticación.',
    notPending:
      'Ninguna aplicación de autenticación espera confirmación: empiece de nuevo con «Configurar una aplicación de autenticación».',
    alreadyOn:
      'Esta cuenta ya tiene activada una aplicación de autenticación: desactívela primero para configurar otra.',
    notOn: 'Esta cuenta no tiene activada ninguna aplicación de autenticación.',
    required:
      'Uno de sus grupos de roles exige una aplicación de autenticación: no se puede desactivar y el inicio de sesión no puede usar en su lugar el código enviado por correo.',
    proofNeeded:
      'Indique un código actual de su aplicación de autenticación, un código de recuperación o su contraseña.',
    passwordWrong: 'La contraseña es incorrecta.',
    enrolmentGone: 'El paso de configuración ha caducado o ya se usó: inicie sesión de nuevo.',
    passkeyGone: 'El paso de la llave de acceso ha caducado: empiece de nuevo.',
    passkeyWrong: 'No se pudo verificar la respuesta de la llave de acceso: inténtelo de nuevo.',
    passkeyName: 'Dé un nombre a la llave de acceso.',
    passkeyTaken: 'Esta llave de acceso ya es una de las suyas.',
    passkeyNotFound: 'No se encontró esta llave de acceso: quizá se eliminó.',
    passkeyCannotSignInAlone:
      'Esta llave de acceso no le verificó (PIN o huella) al crearse, así que no puede iniciar sesión sola.',
    lastFactor:
      'Uno de sus grupos de roles exige un segundo factor: conserve otra llave de acceso o una aplicación de autenticación antes de quitar esta.',
  },
  label: {
    siteName: 'El nombre del sitio',
    titleSeparator: 'El separador del título',
    titleSuffix: 'El sufijo del título',
    phone: 'El número de teléfono',
    description: 'La descripción',
    organizationName: 'El nombre de la organización',
    organizationEmail: 'El correo electrónico de la organización',
    organizationAddress: 'La dirección',
    locale: 'La configuración regional',
    twitterSite: 'La cuenta de X (Twitter)',
    shareImage: 'La imagen para compartir',
    fromName: 'El nombre del remitente',
    fromAddress: 'La dirección del remitente',
    replyTo: 'La dirección de respuesta',
    headerMenu: 'El menú de la cabecera',
    utilityMenu: 'El menú de utilidades',
    footerMenu: 'El menú del pie de página',
    googleCode: 'El código de Google',
    bingCode: 'El código de Bing',
    favicon: 'El favicon',
    publicUrl: 'La URL pública',
    patternMessage: 'El mensaje del patrón',
    placeholder: 'El texto de ejemplo',
    helpText: 'El texto de ayuda',
    submitText: 'El texto del botón de envío',
    successMessage: 'El mensaje de éxito',
    notifySubject: 'El asunto de la notificación',
    listId: 'El id de la lista',
    confirmationSubject: 'El asunto de la confirmación',
  },
  webhook: {
    urlInvalid:
      '«%{url}» no es una dirección a la que un webhook pueda llamar: indique una URL http o https completa, sin usuario ni contraseña',
    scheme: 'El esquema %{scheme} no está permitido (solo http y https)',
    unresolved: 'El host %{host} no se resuelve',
    private:
      '%{host} apunta a una dirección privada, local o reservada, a la que los webhooks no pueden llamar (WEBHOOK_ALLOW_PRIVATE=true lo permite para desarrollo y pruebas)',
    noEvent: 'Elija al menos un evento',
    unknownEvent: 'Evento desconocido %{events}: elija entre %{choices}',
    secretRequired: 'Se necesita un secreto de al menos %{min} caracteres',
    secretShort: 'El secreto debe tener al menos %{min} caracteres',
    inFlight: 'El envío %{id} se está enviando ahora: vuelva a mirar sus intentos en un momento',
  },
  review: {
    required:
      'Uno de sus grupos de roles exige que una segunda persona apruebe sus cambios antes de publicarlos: use «Enviar a revisión» en lugar de publicar.',
    ownChange: 'Nadie aprueba su propio cambio: otro revisor debe decidir sobre este.',
    notReviewer:
      'Solo los revisores deciden sobre los cambios enviados a revisión: los administradores cuyos grupos de roles no exigen revisión ellos mismos.',
    notPending: 'Este cambio ya no espera revisión (fue aprobado, devuelto o enviado de nuevo).',
    draftGone:
      'El borrador enviado a revisión fue reemplazado o descartado desde entonces: el autor debe enviarlo de nuevo.',
    pageMoved:
      'La página se publicó después de enviar este cambio; aprobarlo desharía esa publicación: pida al autor que lo envíe de nuevo.',
    notDraft:
      'La versión %{cvId} no es el borrador pendiente de la página: guarde la página como borrador y envíe ese borrador.',
    commentRequired: 'Diga qué debe cambiar: el autor lee este comentario en el editor.',
  },
  schedule: {
    passed: 'Esta hora ya ha pasado: elija una hora a partir de ahora',
    versionMissing: 'No se encontró la versión %{cvId}: se descartó o se sustituyó, vuelva a cargar la lista',
    alreadyLive: 'La versión %{cvId} ya es la versión publicada de su página',
    siteRecord: 'El contenido %{id} (%{name}) es un registro que el sitio necesita: no se puede retirar',
    notLive: 'La página %{id} no está publicada: no hay nada que retirar',
    changeMissing: 'No se encontró este cambio programado: se eliminó, o su página está fuera de sus páginas',
    notPending: 'Este cambio programado ya se realizó, falló o se canceló: solo se puede modificar un cambio pendiente',
  },
} satisfies SameKeys<typeof en>;
