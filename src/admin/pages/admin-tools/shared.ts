// Small pieces the admin-tools screens share.
import { HttpError, type TranslateFunction } from 'react-admin';
import { createI18nProvider } from '../../i18n/provider.js';

const english = createI18nProvider('en');

/** The texts in English: the default of the plain functions that word a text (a screen passes its useText()). */
export const englishText: TranslateFunction = (key, options) => english.translate(key, options);

/** A 422's field messages (http-client.ts rejectionBody), keyed by the server's field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError) || error.status !== 422) return {};
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as Record<string, string>) : {};
}
