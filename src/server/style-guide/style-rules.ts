// What a block style or row design may hold (issue 16 item 6), each problem a
// 422 naming the field:
//   - name: lower-case words joined by "-" (it is stored in blocks and used
//     as a class-like key); "plain-text" is the product's own;
//   - cssClass: CSS class names separated by spaces;
//   - css: plain rules, no "<" (the catalogue puts them in a <style> element
//     of a sandboxed frame, which "</style>" would end);
//   - sample: HTML, sanitised like page copy (data/rich-text.ts).
import { RESERVED_STYLE_NAMES, type StyleEntry, type StyleInput } from '../../shared/api/style-guide.js';
import { sanitizeRichText } from '../platform/data/rich-text.js';
import { invalid } from '../platform/errors.js';

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CLASS_NAME = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;

export function cleanStyle(input: StyleInput): StyleEntry {
  const name = input.name.trim();
  if (!NAME.test(name))
    throw invalid(
      `name "${name}" must be lower-case letters and digits in words joined by "-", such as "call-out"`,
      'name',
    );
  if (RESERVED_STYLE_NAMES.includes(name))
    throw invalid(
      `name "${name}" is the product's own style (plain-text copy such as robots.txt) and cannot be used`,
      'name',
    );
  const label = input.label.trim();
  if (!label) throw invalid('label is required: the name the editor’s picker shows', 'label');
  const classes = input.cssClass.trim().split(/\s+/).filter(Boolean);
  const bad = classes.find((c) => !CLASS_NAME.test(c));
  if (bad)
    throw invalid(
      `cssClass "${bad}" is not a CSS class name (letters, digits, "-" and "_", not starting with a digit)`,
      'cssClass',
    );
  if (input.css.includes('<'))
    throw invalid('css must not contain "<": write plain CSS rules, without <style> tags', 'css');
  return {
    name,
    label,
    cssClass: classes.join(' '),
    css: input.css.trim(),
    sample: sanitizeRichText(input.sample),
    description: input.description.trim(),
    offered: input.offered,
  };
}

/** An entry as stored before this screen existed (the seed's list of names) or edited by hand: every field filled. */
export function storedStyle(value: unknown): StyleEntry | null {
  if (typeof value === 'string')
    return value.trim()
      ? {
          name: value.trim(),
          label: value.trim(),
          cssClass: value.trim(),
          css: '',
          sample: '',
          description: '',
          offered: true,
        }
      : null;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.name !== 'string' || !v.name.trim()) return null;
  const text = (x: unknown, fallback = '') => (typeof x === 'string' ? x : fallback);
  return {
    name: v.name.trim(),
    label: text(v.label, v.name),
    cssClass: text(v.cssClass, v.name),
    css: text(v.css),
    sample: text(v.sample),
    description: text(v.description),
    offered: v.offered !== false,
  };
}
