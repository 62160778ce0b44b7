// A build-time replacement of one element in react-admin 5.15: DataTable's
// row-selection checkbox.
//  - Speed: it was a MUI Checkbox (ButtonBase, ripple, SVG icon) per row; on a
//    500-row page those were most of the render time (bench:admin: 468 ms with
//    them, 251 ms without). A native checkbox costs next to nothing.
//  - Accessibility: react-admin put the aria-label on the MUI root <span>, not
//    on the <input> (axe 'label', critical; 'aria-prohibited-attr', serious).
//    The native input carries it itself.
// Selection behaviour is react-admin's own (the same click handler, shift-click
// ranges included). If react-admin changes this element the build fails here,
// so the replacement is revisited rather than silently lost.
import type { Plugin } from 'vite';

const FILE = /ra-ui-materialui\/dist\/list\/datatable\/SelectRowCheckbox\.js$/;
const ELEMENT =
  /React\.createElement\(Checkbox, \{ "aria-label": (translate\('ra\.action\.select_row', \{\s*_: 'Select this row',\s*\}\)), color: "primary", className: (`select-item \$\{DataTableClasses\.checkbox\}`), checked: selectable && selected, onClick: handleToggleSelection, disabled: !selectable \}\)/;

export const ROW_CHECKBOX_CLASS = 'cms-row-checkbox';

export function lightRowCheckbox(): Plugin {
  return {
    name: 'light-row-checkbox',
    transform(code, id) {
      if (!FILE.test(id.split('?')[0])) return undefined;
      if (!ELEMENT.test(code))
        this.error('react-admin SelectRowCheckbox changed: review scripts/vite-light-row-checkbox.ts');
      const native = `React.createElement("input", { type: "checkbox", "aria-label": $1, className: $2 + " ${ROW_CHECKBOX_CLASS}", checked: !!(selectable && selected), onClick: handleToggleSelection, onChange: () => undefined, disabled: !selectable })`;
      return { code: code.replace(ELEMENT, native), map: null };
    },
  };
}
