// The block styles the style guide starts with (MiscData 401, issue 16 item
// 6): each with the class the public site gives the block, the rules that
// draw it in the catalogue, and a sample. All offered to the editor.
import type { JsonValue } from '../../../shared/generated/entities.generated.js';

const style = (name: string, label: string, css: string, sample: string, description: string): JsonValue => ({
  name,
  label,
  cssClass: `block-${name}`,
  css,
  sample,
  description,
  offered: true,
});

export const BLOCK_STYLES: JsonValue[] = [
  style(
    'default',
    'Default',
    '.block-default { padding: 1rem 0; }',
    '<h2>A plain block</h2><p>Headline, copy and an optional photo, in the page’s own type.</p>',
    'The block as the page draws it.',
  ),
  style(
    'hero',
    'Hero',
    '.block-hero { padding: 3rem 2rem; background: #1f3a2e; color: #ffffff; } .block-hero h2 { font-size: 2.25rem; margin: 0 0 .5rem; }',
    '<h2>Engineering that lasts</h2><p>A wide opening banner for the top of a page.</p>',
    'A full-width opening banner.',
  ),
  style(
    'callout',
    'Callout',
    '.block-callout { border-left: 4px solid #1f3a2e; padding: .5rem 1.5rem; background: #f3f6f4; }',
    '<p><strong>Note:</strong> a short passage set apart from the text around it.</p>',
    'A passage set apart with a rule on its left.',
  ),
  style(
    'two-column',
    'Two columns',
    '.block-two-column { column-count: 2; column-gap: 2rem; }',
    '<p>Longer copy flows into two columns on wide screens, so lines stay short enough to read comfortably. The second column continues where the first one ends.</p>',
    'Copy in two columns.',
  ),
  style(
    'quote',
    'Quote',
    '.block-quote { font-style: italic; font-size: 1.25rem; padding: 1rem 2rem; border-left: 4px solid #8a6d3b; }',
    '<p>“They delivered the bridge a month early and under budget.”</p><p>— A client</p>',
    'A pull quote.',
  ),
  style(
    'full-width-image',
    'Full-width image',
    '.block-full-width-image img { width: 100%; height: auto; display: block; } .block-full-width-image { padding: 0; }',
    '<p>The block’s photo spans the whole width of the page.</p>',
    'The photo across the page’s width.',
  ),
];
