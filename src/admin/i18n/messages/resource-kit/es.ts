import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  list: {
    loading: 'Cargando...',
    noResults: 'No se encontraron resultados',
    noData: 'No hay datos disponibles',
    search: 'Buscar',
    show: 'Mostrar %{count}',
  },
  export: 'Exportar',
  unknownError: 'Error desconocido',
  newTitle: 'Nuevo: %{lower}',
  loadingEditor: 'Cargando el editor de %{label}',
  json: {
    invalid: 'JSON no válido: %{message}',
  },
  date: {
    notADate: 'No es una fecha: use %{format}',
    outside: '%{day} está fuera de los días permitidos: elija un día del %{min} al %{max}',
    tooEarly: '%{day} es demasiado pronto: elija el %{min} o posterior',
    tooLate: '%{day} es demasiado tarde: elija el %{max} o anterior',
    notAllowed: '%{day} no se puede elegir: elija otro día',
  },
} satisfies SameKeys<typeof en>;
