// What the panel refuses before writing anything, keyed by the input that
// shows it: a date that is no date, a required date left empty, an event
// date without a start or ending before it starts. The server checks types
// and lengths itself (its message is shown on Save); these are the cases it
// would take or that would leave an event's dates half written. The
// messages come in the screen's language (`text`, from useText).
import type { TranslateFunction } from 'react-admin';
import { DEFAULT_DATE_FORMAT } from '../../../../shared/dates.js';
import { NOT_A_DATE } from './day-keeping.js';
import type { EditedDate } from './EventDatesField.js';
import type { FactsKind } from './fact-fields.js';

/** `fieldLabel`: a field's label in the screen's language, by its name; `format`: the language's date format (useDates). */
export function factsProblems(
  kind: FactsKind,
  values: Record<string, unknown>,
  dates: readonly EditedDate[],
  text: TranslateFunction,
  fieldLabel: (name: string) => string,
  format = DEFAULT_DATE_FORMAT,
): Record<string, string> {
  const NOT_A_DATE_MESSAGE = text('editor.facts.notADate', { format });
  const problems: Record<string, string> = {};
  for (const field of kind.fields) {
    if (field.kind !== 'day') continue;
    const value = values[field.name];
    if (value === NOT_A_DATE) problems[field.name] = NOT_A_DATE_MESSAGE;
    else if (field.required && !value)
      problems[field.name] = text('editor.facts.required', { field: fieldLabel(field.name) });
  }
  for (const d of dates) {
    if (d.EdStart === NOT_A_DATE) problems[`${d.key}:start`] = NOT_A_DATE_MESSAGE;
    else if (!d.EdStart) problems[`${d.key}:start`] = text('editor.facts.startRequired');
    if (d.EdEnd === NOT_A_DATE) problems[`${d.key}:end`] = NOT_A_DATE_MESSAGE;
    else if (d.EdEnd && d.EdStart && d.EdStart !== NOT_A_DATE && Date.parse(d.EdEnd) < Date.parse(d.EdStart))
      problems[`${d.key}:end`] = text('editor.facts.endsBeforeStart');
  }
  return problems;
}
