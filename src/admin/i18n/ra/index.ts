// react-admin's own texts per language, with the spec's confirm-dialog
// defaults (§2 "Generic interface behaviour": title 'Are you sure?', confirm
// text 'Yes, continue') in English and their equivalent in the others.
// French is react-admin's maintained pack; German and Spanish are ours
// (de.ts, es.ts), complete against ra-language-english 5.
import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { Locale } from '../locales.js';
import germanMessages from './de.js';
import spanishMessages from './es.js';

export const CONFIRM_TITLE = 'Are you sure?';
export const CONFIRM_TEXT = 'Yes, continue';

/** The spec's confirm title and button per language (French's title is its pack's own are_you_sure). */
export const SPEC_CONFIRM: Record<Locale, { title: string; confirm: string }> = {
  en: { title: CONFIRM_TITLE, confirm: CONFIRM_TEXT },
  fr: { title: 'Êtes-vous sûr ?', confirm: 'Oui, continuer' },
  de: { title: 'Sind Sie sicher?', confirm: 'Ja, fortfahren' },
  es: { title: '¿Está seguro?', confirm: 'Sí, continuar' },
};

function withSpecConfirm(messages: TranslationMessages, locale: Locale): TranslationMessages {
  const { title, confirm } = SPEC_CONFIRM[locale];
  const ra = messages.ra as Record<string, Record<string, unknown>>;
  return {
    ...messages,
    ra: {
      ...ra,
      action: { ...ra.action, confirm },
      message: { ...ra.message, are_you_sure: title, delete_title: title, bulk_delete_title: title },
    },
  } as TranslationMessages;
}

export const REACT_ADMIN_TEXTS: Record<Locale, TranslationMessages> = {
  en: withSpecConfirm(englishMessages, 'en'),
  fr: withSpecConfirm(frenchMessages, 'fr'),
  de: withSpecConfirm(germanMessages, 'de'),
  es: withSpecConfirm(spanishMessages, 'es'),
};

/** The packs as written, for the spec comparing their keys with English's. */
export const REACT_ADMIN_PACKS: Record<Locale, TranslationMessages> = { en: englishMessages, fr: frenchMessages, de: germanMessages, es: spanishMessages };
