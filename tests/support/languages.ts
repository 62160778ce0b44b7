// The admin's specs render screens in French, German and Spanish through
// createI18nProvider(locale), which speaks a language only once its chunk
// has loaded (src/admin/i18n/language-loader.ts; the app loads the starting
// language before itself, main.tsx). Screens' specs run in jsdom: load every
// language there first. Server tests have no document and skip it.
if (typeof document !== 'undefined') {
  const { loadLanguage } = await import('../../src/admin/i18n/language-loader.js');
  await Promise.all((['fr', 'de', 'es'] as const).map(loadLanguage));
}
