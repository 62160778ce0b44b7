// The words of every picker's empty list (spec §2 "Generic interface
// behaviour": 'No results' and 'No options left to choose.'), in one place,
// so no picker falls back to MUI's "No options".

// In the user's language when given useText()'s function (messages/kit), else English.
import type { TranslateFunction } from 'react-admin';
import { englishText } from '../i18n/use-text.js';

export const NO_RESULTS = englishText('kit.noResults');
export const NO_OPTIONS_LEFT = englishText('kit.noOptionsLeft');

/** What an empty picker says: every option already chosen, or nothing matches what was typed. */
export function pickerEmptyText(allChosen: boolean, text: TranslateFunction = englishText): string {
  return allChosen ? text('kit.noOptionsLeft') : text('kit.noResults');
}
