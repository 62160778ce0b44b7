// react-admin's English texts with the spec's confirm-dialog defaults (§2
// "Generic interface behaviour"): title 'Are you sure?', confirm text
// 'Yes, continue'; cancel stays available. The lists' "1-20 of 1,234" shows
// its numbers in the en-US style (spec §9; kit/numbers.ts).
import type { I18nProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { formatNumber } from './kit/numbers.js';
import { notificationText } from './kit/record-notices.js';

export const CONFIRM_TITLE = 'Are you sure?';
export const CONFIRM_TEXT = 'Yes, continue';

const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    action: { ...englishMessages.ra.action, confirm: CONFIRM_TEXT },
    message: { ...englishMessages.ra.message, delete_title: CONFIRM_TITLE, bulk_delete_title: CONFIRM_TITLE },
  },
};

const polyglot = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

/** The texts whose numeric options are counts a reader sees (the pagination's range). */
const COUNTED_TEXTS = new Set(['ra.navigation.page_range_info', 'ra.navigation.partial_page_range_info']);

/** Options with their numbers in the en-US style (only for COUNTED_TEXTS: polyglot's smart_count must stay a number). */
export function withNumbersFormatted(key: string, options: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!options || !COUNTED_TEXTS.has(key)) return options;
  return Object.fromEntries(Object.entries(options).map(([name, value]) => [name, typeof value === 'number' ? formatNumber(value) : value]));
}

export const i18nProvider: I18nProvider = {
  ...polyglot,
  // Save/add/delete toasts name the thing (kit/record-notices.ts); every other text is react-admin's.
  translate: (key, options) => notificationText(key, options as Record<string, unknown> | undefined) ?? polyglot.translate(key, withNumbersFormatted(key, options as Record<string, unknown> | undefined)),
};
