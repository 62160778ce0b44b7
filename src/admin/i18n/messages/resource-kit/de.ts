import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  list: {
    loading: 'Wird geladen...',
    noResults: 'Keine Suchergebnisse gefunden',
    noData: 'Keine Daten verfügbar',
    search: 'Suchen',
    show: '%{count} anzeigen',
  },
  export: 'Exportieren',
  unknownError: 'Unbekannter Fehler',
  newTitle: 'Neu: %{lower}',
  loadingEditor: 'Editor für %{label} wird geladen',
  json: {
    invalid: 'Kein gültiges JSON: %{message}',
  },
  date: {
    notADate: 'Kein Datum: Verwenden Sie %{format}',
    outside: '%{day} liegt außerhalb der erlaubten Tage: Wählen Sie einen Tag vom %{min} bis %{max}',
    tooEarly: '%{day} ist zu früh: Wählen Sie den %{min} oder später',
    tooLate: '%{day} ist zu spät: Wählen Sie den %{max} oder früher',
    notAllowed: '%{day} kann nicht gewählt werden: Wählen Sie einen anderen Tag',
  },
} satisfies SameKeys<typeof en>;
