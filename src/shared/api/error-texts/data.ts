// The generic data interface's refusals a screen's save can meet (server/platform/data: a record's required and long values;
// the CSV import's rows meet them too), English. %{name} is the field's schema name.
export const DATA_ERRORS = {
  required: '%{name} is required',
  blank: '%{name} is required: it cannot be empty or only spaces',
  tooLong: '%{name} is longer than %{max} characters',
} as const;
