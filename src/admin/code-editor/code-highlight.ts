// Syntax colours with at least 4.5:1 contrast on the editor's background. Light: CodeMirror's default style with
// its few lighter colours (invalid #f00, regexp #e40, type names #085, comments #940) made darker. Dark (issue 29
// item 2): each of the default style's colours lightened until it reaches 4.5:1 on the dark editor's background.
// Used instead of the default style (basicSetup installs that one only as a fallback).
import { defaultHighlightStyle, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { getContrastRatio, lighten } from '@mui/material/styles';

const DARKER: Record<string, string> = { '#f00': '#b00000', '#e40': '#a33000', '#085': '#006644', '#940': '#8a3c00' };

/** The dark editor's background and its active line's, the lighter of the two (code-theme.ts). */
export const DARK_EDITOR_BACKGROUND = '#1e1e1e';
export const DARK_ACTIVE_LINE = '#2c2c2c';

/** `color` lightened in small steps until it reads at AA on the dark editor's active line (and so on the rest). */
export function readableOnDark(color: string): string {
  let c = color;
  for (let step = 1; getContrastRatio(c, DARK_ACTIVE_LINE) < 4.5 && step <= 20; step++) c = lighten(color, step * 0.05);
  return c;
}

const accessibleHighlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) =>
    typeof spec.color === 'string' && DARKER[spec.color] ? { ...spec, color: DARKER[spec.color] } : spec,
  ),
);

const darkHighlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) =>
    typeof spec.color === 'string' ? { ...spec, color: readableOnDark(spec.color) } : spec,
  ),
  { themeType: 'dark' },
);

const accessibleHighlighting = syntaxHighlighting(accessibleHighlightStyle);
const darkHighlighting = syntaxHighlighting(darkHighlightStyle);

/** The highlighting for the admin's theme mode. */
export const highlightingFor = (mode: 'light' | 'dark') =>
  mode === 'dark' ? darkHighlighting : accessibleHighlighting;
