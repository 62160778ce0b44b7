// The schema's labels in the screen's language: `const { fieldLabel } =
// useSchemaLabels();` (schema-labels/lookup.ts). As for useText(), inside the
// product's <Admin> the language is the chosen one (a change re-renders every
// screen); a screen rendered alone speaks the global provider's.
import { useI18nProvider } from 'react-admin';
import { i18nProvider, isProductI18nProvider } from './provider.js';
import { schemaLabelsIn, type SchemaLabelLookup } from './schema-labels/lookup.js';

export function useSchemaLabels(): SchemaLabelLookup {
  const current = useI18nProvider();
  return schemaLabelsIn((isProductI18nProvider(current) ? current : i18nProvider).getLocale());
}
