// A build-time fix of one line of react-admin 5.15: DataTable's row checkbox
// puts its aria-label on the MUI Checkbox root (a <span>), not on the <input>,
// so screen readers announce an unlabelled checkbox (axe 'label', critical;
// 'aria-prohibited-attr', serious). This moves the label onto the input. If
// react-admin changes the line, the build fails here, so the fix is revisited
// rather than silently lost.
import type { Plugin } from 'vite';

const FILE = /ra-ui-materialui\/dist\/list\/datatable\/SelectRowCheckbox\.js$/;
const PATTERN = /createElement\(Checkbox, \{ "aria-label": (translate\('ra\.action\.select_row', \{\s*_: 'Select this row',\s*\}\)),/;

export function fixRowCheckboxLabel(): Plugin {
  return {
    name: 'fix-row-checkbox-label',
    transform(code, id) {
      if (!FILE.test(id.split('?')[0])) return undefined;
      if (!PATTERN.test(code)) this.error('react-admin SelectRowCheckbox changed: review scripts/vite-fix-row-checkbox-label.ts');
      return { code: code.replace(PATTERN, 'createElement(Checkbox, { inputProps: { "aria-label": $1 },'), map: null };
    },
  };
}
