// Reads each language's schema labels (src/admin/i18n/schema-labels/<language>.ts)
// for the generator's "to translate" report and the schema reference. Every
// language the admin speaks but English, whose labels are the YAML's own.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '../src/admin/i18n/locales.js';
import type { SchemaLabels } from '../src/admin/i18n/schema-labels/schema-label-types.js';

export async function loadTranslatedLabels(root: string): Promise<Record<string, SchemaLabels>> {
  const out: Record<string, SchemaLabels> = {};
  for (const { locale } of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const module = (await import(pathToFileURL(join(root, `src/admin/i18n/schema-labels/${locale}.ts`)).href)) as {
      default: SchemaLabels;
    };
    out[locale] = module.default;
  }
  return out;
}
