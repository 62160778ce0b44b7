// The words of every picker's empty list (spec §2 "Generic interface
// behaviour": 'No results' and 'No options left to choose.'), in one place,
// so no picker falls back to MUI's "No options".

export const NO_RESULTS = 'No results';
export const NO_OPTIONS_LEFT = 'No options left to choose.';

/** What an empty picker says: every option already chosen, or nothing matches what was typed. */
export function pickerEmptyText(allChosen: boolean): string {
  return allChosen ? NO_OPTIONS_LEFT : NO_RESULTS;
}
