// react-admin's English texts with the spec's confirm-dialog defaults (§2
// "Generic interface behaviour"): title 'Are you sure?', confirm text
// 'Yes, continue'; cancel stays available.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

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

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
