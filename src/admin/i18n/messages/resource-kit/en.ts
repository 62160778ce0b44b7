// The generic data screens' own texts (src/admin/resource-kit). Field and
// entity labels come from the YAML schema, translated in i18n/schema-labels.
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
  // The entity's label run into the sentence (i18n/schema-labels/lookup.ts inSentence: lower case; German keeps its capitals).
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
