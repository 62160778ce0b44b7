// The one way a screen gets its texts: `const text = useText();
// text('forms.builder.addField', { name })`. Inside the product's <Admin> it
// is react-admin's translate (the chosen language, re-rendered on a change);
// a screen rendered alone (a unit test, a bare context) speaks English from
// the same catalogs instead of showing keys.
import { useCallback } from 'react';
import { useI18nProvider, type TranslateFunction } from 'react-admin';
import { createI18nProvider, i18nProvider, isProductI18nProvider } from './provider.js';

const englishProvider = createI18nProvider('en');

export function useText(): TranslateFunction {
  const current = useI18nProvider();
  const provider = isProductI18nProvider(current) ? current : i18nProvider;
  return useCallback(
    (key: string, options?: Record<string, unknown>) => provider.translate(key, options) as string,
    [provider],
  );
}

/** English, whatever the language: for plain functions whose English callers pass no translate (their specs assert the English). */
export const englishText: TranslateFunction = (key, options) => englishProvider.translate(key, options) as string;
