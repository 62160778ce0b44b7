// CSV import refusals (server/db-tools/csv-*.ts), English. A refused row's problem is listed with its line; a
// header column's problem says "Line 1" itself. %{name} is a column of the file (a field of the schema).
export const CSV_ERRORS = {
  empty: 'The file is empty: it needs a header line naming the fields, then one line per record',
  noRecords: 'The file has a header but no records under it',
  tooMany: 'The file has %{count} records; one import takes at most %{max}: split it',
  notCsv: 'Line %{line}: the file is not valid CSV: %{detail}',
  keyRequired: '%{name} is required: it is part of the key of %{entity}',
  noRecord: 'there is no %{entity} %{key}: leave %{name} empty to create a new record (the database numbers it)',
  wholeNumber: '%{name} must be a whole number, not "%{value}"',
  number: '%{name} must be a number, not "%{value}"',
  boolean: '%{name} must be true or false, not "%{value}"',
  json: '%{name} must be JSON, not "%{value}"',
  header: {
    unknown: 'Line 1: "%{name}" is not a field of %{entity} (its fields: %{fields})',
    secret: 'Line 1: %{name} is secret: it is never exported and cannot be imported',
    twice: 'Line 1: the column %{name} is there twice',
  },
} as const;
