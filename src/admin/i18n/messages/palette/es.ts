import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  title: 'Ir a una herramienta, un registro o una página',
  inputLabel: 'Buscar herramientas, registros recientes y páginas',
  placeholder: 'Escriba una herramienta o el título de una página…',
  groups: { action: 'Acciones', tool: 'Herramientas', recent: 'Continúe donde lo dejó', page: 'Páginas' },
  signOut: 'Cerrar sesión',
  untitled: 'Página %{id}',
  searching: 'Buscando páginas…',
  nothing: 'No hay resultados.',
  searchFailed: 'No se pudieron buscar las páginas: %{message}',
  hint: 'Flechas para moverse, Intro para abrir, Esc para cerrar.',
} satisfies SameKeys<typeof en>;
