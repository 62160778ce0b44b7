// react-admin's own texts get the spec's confirm-dialog defaults (§2
// "Generic interface behaviour": title 'Are you sure?', confirm text 'Yes,
// continue') in English and their equivalent in the others. The packs
// themselves are part of each language's chunk (languages/<locale>.ts):
// French is react-admin's maintained pack; German and Spanish are ours
// (de.ts, es.ts), complete against ra-language-english 5.
import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../locales.js';

const CONFIRM_TITLE = 'Are you sure?';
const CONFIRM_TEXT = 'Yes, continue';

/** The spec's confirm title and button per language (French's title is its pack's own are_you_sure). */
export const SPEC_CONFIRM: Record<Locale, { title: string; confirm: string }> = {
  en: { title: CONFIRM_TITLE, confirm: CONFIRM_TEXT },
  fr: { title: 'Êtes-vous sûr ?', confirm: 'Oui, continuer' },
  de: { title: 'Sind Sie sicher?', confirm: 'Ja, fortfahren' },
  es: { title: '¿Está seguro?', confirm: 'Sí, continuar' },
};

export function withSpecConfirm(messages: TranslationMessages, locale: Locale): TranslationMessages {
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
