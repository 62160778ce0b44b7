// The text input of a copy field edited as plain-text source (PlainTextField;
// HTML source uses the code editor): monospace, and no spelling or capitalisation help rewriting it.
export const SOURCE_INPUT = {
  spellCheck: false,
  autoCapitalize: 'off',
  autoCorrect: 'off',
  style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 },
} as const;
