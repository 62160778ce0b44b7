// The languages the shared code editor knows, and the CodeMirror extension for each, each loaded when an editor
// first needs it. Imported only by the lazily loaded views, so CodeMirror stays out of the sign-in bundle; and a
// language is a chunk of its own, so a CSS editor never loads the HTML and Liquid grammars (one chunk of every
// language was 586 kB, over Vite's 500 kB warning on every `npm start` build: issue 41).
import type { Extension } from '@codemirror/state';
import type { CodeLanguage } from './code-language.js';

const LOADERS: Record<CodeLanguage, () => Promise<Extension>> = {
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  css: () => import('@codemirror/lang-css').then((m) => m.css()),
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
  // Liquid templates are HTML with Liquid tags: lang-liquid's default base language is HTML.
  liquid: () => import('@codemirror/lang-liquid').then((m) => m.liquid()),
  json: () => import('@codemirror/lang-json').then((m) => m.json()),
  text: () => Promise.resolve([]),
};

const loaded = new Map<CodeLanguage, Promise<Extension>>();

/** The language's extension, loaded once (a failed load is tried again next time). */
export function loadLanguageExtension(language: CodeLanguage): Promise<Extension> {
  let pending = loaded.get(language);
  if (!pending) {
    pending = LOADERS[language]();
    pending.catch(() => loaded.delete(language));
    loaded.set(language, pending);
  }
  return pending;
}
