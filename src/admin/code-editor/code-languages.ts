// The languages the shared code editor knows, and the CodeMirror extension for each. Imported only by the lazily
// loaded views, so CodeMirror stays out of the sign-in bundle.
import type { Extension } from '@codemirror/state';
import { javascript } from '@codemirror/lang-javascript';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { liquid } from '@codemirror/lang-liquid';
import { json } from '@codemirror/lang-json';
import type { CodeLanguage } from './code-language.js';

export function languageExtension(language: CodeLanguage): Extension {
  switch (language) {
    case 'javascript':
      return javascript();
    case 'css':
      return css();
    case 'html':
      return html();
    // Liquid templates are HTML with Liquid tags: lang-liquid's default base language is HTML.
    case 'liquid':
      return liquid();
    case 'json':
      return json();
    case 'text':
      return [];
  }
}
