// The language names the code editor accepts. Kept apart from the CodeMirror imports so screens can name a language
// without loading CodeMirror.
export const CODE_LANGUAGES = ['javascript', 'css', 'html', 'liquid', 'json', 'text'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];
