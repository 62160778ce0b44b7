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
    pathStart: 'La ruta «%{path}» debe empezar por «/» (una pantalla del back office como /style-guide, o una página del sitio)',
    pathSpaces: 'La ruta «%{path}» no debe contener espacios',
    pathTaken: 'La ruta «%{path}» ya es la ruta de %{holder} (etiqueta %{holderId}): cada etiqueta activa tiene su propia ruta',
    fixedDelete: '%{name} (etiqueta %{id}) es una de las etiquetas fijas del producto y no se puede eliminar: el panel, los menús o los interruptores de funciones la encuentran por su id',
    inUse: '%{name} (etiqueta %{id}) está en uso y no se ha eliminado. La usa %{uses}',
    fixedMove: '%{name} (etiqueta %{id}) es una de las etiquetas fijas del producto: se puede reordenar entre sus hermanas, pero no sacar de su padre',
    deleted: 'La etiqueta %{id} (%{name}) está eliminada: restáurela primero en el árbol de etiquetas o elija otra etiqueta',
  },
  form: {
    notEmailTemplate: 'El contenido %{id} no es una plantilla de correo electrónico',
    hasSubmissions:
      'El formulario «%{name}» tiene %{count} envío, que lo conserva: oculte o cierre el formulario en su lugar |||| El formulario «%{name}» tiene %{count} envíos, que lo conservan: oculte o cierre el formulario en su lugar',
  },
  people: {
    email: '«%{email}» no es una dirección de correo electrónico',
    userNameTaken: 'Otra cuenta (%{other}) ya inicia sesión con este nombre de usuario',
    emailTaken: 'Otra cuenta (%{other}) ya inicia sesión con esta dirección de correo electrónico',
    sameEmail: 'Esta ya es su dirección de correo electrónico.',
    roleMissing: 'El rol %{id} no existe',
    tagMissing: 'La etiqueta %{id} no existe',
    contentMissing: 'El contenido %{id} no existe',
  },
} satisfies SameKeys<typeof en>;
