// The spec's colours keep WCAG AA (4.5:1 for text) in both themes (issue 29
// item 2): the dark variants as text on every dark surface the admin paints
// (the page, react-admin's dark background and toolbar, MUI's raised papers),
// and the text each carries when it is the fill (orange headers, buttons).
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkTheme, theme } from './theme.js';

const AA = 4.5;
// #121212 MUI's dark paper, #313131 react-admin's dark page, #383838 a paper raised 24, #424242 react-admin's dark toolbar.
const DARK_SURFACES = ['#121212', '#313131', '#383838', '#424242'];
// The light page and papers; the danger colour also on react-admin's grey form toolbar (#f5f5f5).
const LIGHT_SURFACES = ['#ffffff', '#fafafa'];
const SPEC_COLOURS = ['primary', 'secondary', 'error'] as const;

describe('the themes’ contrast', () => {
  it('keeps the dark variants at AA as text on every dark surface, and their own text at AA on them', () => {
    const dark = createTheme(darkTheme);
    expect(dark.palette.mode).toBe('dark');
    for (const name of SPEC_COLOURS) {
      const colour = dark.palette[name];
      for (const surface of DARK_SURFACES)
        expect(getContrastRatio(colour.main, surface), `${name} on ${surface}`).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(colour.contrastText, colour.main), `text on ${name}`).toBeGreaterThanOrEqual(AA);
    }
    // The grey section headers (tags under 200) on dark: the page's text on grey 800.
    expect(getContrastRatio(dark.palette.text.primary, dark.palette.grey[800])).toBeGreaterThanOrEqual(AA);
  });

  it('keeps the light colours at AA too', () => {
    const light = createTheme(theme);
    expect(light.palette.mode).toBe('light');
    for (const name of SPEC_COLOURS) {
      const colour = light.palette[name];
      for (const surface of LIGHT_SURFACES)
        expect(getContrastRatio(colour.main, surface), `${name} on ${surface}`).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(colour.contrastText, colour.main), `text on ${name}`).toBeGreaterThanOrEqual(AA);
    }
    expect(getContrastRatio(light.palette.error.main, '#f5f5f5')).toBeGreaterThanOrEqual(AA);
  });

  it('differs where it must: dark variants of the spec’s orange and danger colour', () => {
    const [light, dark] = [createTheme(theme), createTheme(darkTheme)];
    expect(dark.palette.secondary.main).not.toBe(light.palette.secondary.main);
    expect(dark.palette.error.main).not.toBe(light.palette.error.main);
  });
});

describe('the code editor’s dark syntax colours', () => {
  it('reads every colour of CodeMirror’s style at AA on the dark editor', async () => {
    const { defaultHighlightStyle } = await import('@codemirror/language');
    const { DARK_ACTIVE_LINE, DARK_EDITOR_BACKGROUND, readableOnDark } =
      await import('./code-editor/code-highlight.js');
    const colours = defaultHighlightStyle.specs.map((s) => s.color).filter((c): c is string => typeof c === 'string');
    expect(colours.length).toBeGreaterThan(5);
    for (const c of colours) {
      for (const bg of [DARK_EDITOR_BACKGROUND, DARK_ACTIVE_LINE])
        expect(getContrastRatio(readableOnDark(c), bg), `${c} on ${bg}`).toBeGreaterThanOrEqual(AA);
    }
  });
});
