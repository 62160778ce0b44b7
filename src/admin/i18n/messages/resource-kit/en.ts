// The generic data screens' own texts (src/admin/resource-kit). Field and
// entity labels come from the YAML schema through generated code and stay
// as the schema names them.
export default {
  // Spec §8: the table's three states.
  list: {
    loading: 'Loading...',
    noResults: 'No search results found',
    noData: 'No data available',
    search: 'Search',
    // Spec §9: 'Show N'.
    show: 'Show %{count}',
  },
  export: 'Export',
  unknownError: 'Unknown Error',
  // The entity's label (from the schema, English) in lower case, run into the sentence.
  newTitle: 'New %{lower}',
  loadingEditor: 'Loading the %{label} editor',
  json: {
    invalid: 'Not valid JSON: %{message}',
  },
  date: {
    notADate: 'Not a date: use %{format}',
    outside: '%{day} is outside the allowed days: pick a day from %{min} to %{max}',
    tooEarly: '%{day} is too early: pick %{min} or later',
    tooLate: '%{day} is too late: pick %{max} or earlier',
    notAllowed: '%{day} cannot be picked: choose another day',
  },
} as const;
