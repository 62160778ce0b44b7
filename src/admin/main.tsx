// Entry of the admin app, served under /maintenance. The public screens load
// on their own (PublicApp: no react-admin), everything else loads the admin
// app; both lazily, so the first paint is this small file.
import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { startingLocale } from './i18n/locales.js';
import { loadLanguage } from './i18n/language-loader.js';
import shellEn from './i18n/messages/shell/en.js';
import shellFr from './i18n/messages/shell/fr.js';
import shellDe from './i18n/messages/shell/de.js';
import shellEs from './i18n/messages/shell/es.js';

// The first paint speaks the starting language without loading the i18n provider (only the shell's small files).
const LOADING = { en: shellEn, fr: shellFr, de: shellDe, es: shellEs }[startingLocale()].loading;

// The starting language's texts come before the app, whose i18n provider is made as its module loads and must find
// them there to speak that language from the first screen (English is part of the app: nothing to wait for; another
// language is one chunk). A language that cannot be fetched leaves the app in English rather than on this page.
const startingLanguage = () => loadLanguage(startingLocale()).catch(() => undefined);
const AdminApp = lazy(() =>
  startingLanguage()
    .then(() => import('./AdminApp.js'))
    .then((m) => ({ default: m.AdminApp })),
);
const PublicApp = lazy(() =>
  startingLanguage()
    .then(() => import('./PublicApp.js'))
    .then((m) => ({ default: m.PublicApp })),
);
// Kept here rather than imported from PublicApp, so checking it loads nothing.
const PUBLIC_PATH = /^\/maintenance\/(login|forgot-password|change-password)\/?$/;

// A cold load straight into the page editor starts its code and the page read now, beside the admin app (after the
// starting language, as the app: its code makes the i18n provider). The code is asked for on its own, not through
// preload.js: that module waits for the app's HTTP client and its dozen files, and the editor's own thirty files
// then started only after them, one wave after another over the browser's six connections (issue 41).
if (/^\/maintenance\/edit\/?$/.test(window.location.pathname)) {
  const language = startingLanguage();
  void language.then(() => import('./pages/editor/page-editor-module.js')).then((m) => m.loadPageEditor());
  void language.then(() => import('./pages/editor/preload.js')).then((m) => m.preloadEditor(window.location));
}

function Root() {
  const [publicScreen, setPublicScreen] = useState(() => PUBLIC_PATH.test(window.location.pathname));
  return publicScreen ? <PublicApp onEnterAdmin={() => setPublicScreen(false)} /> : <AdminApp />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* No margin: a paragraph's own pushed the whole page 16 px down until the app replaced it (a layout shift). */}
    <Suspense fallback={<p style={{ fontFamily: 'sans-serif', padding: 16, margin: 0 }}>{LOADING}</p>}>
      <Root />
    </Suspense>
  </StrictMode>,
);
