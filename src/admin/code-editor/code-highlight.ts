// Syntax colours with at least 4.5:1 contrast on the editor's white (and light active-line) background: CodeMirror's
// default style with its few lighter colours (invalid #f00, regexp #e40, type names #085, comments #940) made
// darker. Used instead of the default style (basicSetup installs that one only as a fallback).
import { defaultHighlightStyle, HighlightStyle, syntaxHighlighting } from '@codemirror/language';

const DARKER: Record<string, string> = { '#f00': '#b00000', '#e40': '#a33000', '#085': '#006644', '#940': '#8a3c00' };

const accessibleHighlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) => (typeof spec.color === 'string' && DARKER[spec.color] ? { ...spec, color: DARKER[spec.color] } : spec)),
);

export const accessibleHighlighting = syntaxHighlighting(accessibleHighlightStyle);
