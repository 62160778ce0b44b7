// What the shell's shortcuts act on, found in the page as it is (issue 29
// item 4): the list's search field for '/', the form in front for Ctrl+S
// (or the one save button a screen marks, where its save is no form).
// Screens need not register anything: the search field is the first field of
// the screen named as a search, the form is the one holding the focus, else
// the only one in the dialog or screen in front.

/** The open dialog in front, else the screen's main region, else the page. */
function frontRoot(doc: Document = document): ParentNode {
  const dialogs = [...doc.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')];
  return dialogs.at(-1) ?? doc.querySelector('main') ?? doc;
}

/**
 * A dialog or menu is open (the single-key shortcuts then rest). `except` names one dialog root not to count: the
 * palette's own, which stays in the page for its closing transition after Esc or a choice, so a Ctrl+K pressed
 * right then would otherwise do nothing.
 */
export const dialogInFront = (doc: Document = document, except?: string) =>
  [...doc.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"]')].some(
    (el) => !except || !el.closest(`#${except}`),
  );

function labelOf(input: HTMLInputElement): string {
  return [input.getAttribute('aria-label'), input.labels?.[0]?.textContent, input.placeholder]
    .filter(Boolean)
    .join(' ')
    .trim();
}

/** The first search field of the screen: type=search, react-admin's `q`, or a field whose label starts with "Search". */
export function findSearchField(root: ParentNode = frontRoot()): HTMLInputElement | undefined {
  return [...root.querySelectorAll<HTMLInputElement>('input')].find(
    (input) => !input.disabled && (input.type === 'search' || input.name === 'q' || /^search\b/i.test(labelOf(input))),
  );
}

const submitOf = (form: HTMLFormElement) =>
  form.querySelector<HTMLButtonElement>('button[type="submit"], input[type="submit"]');

/** A screen's own save button outside a form (the page editor's 'Save draft'), marked `data-shortcut="save"`. */
export const SAVE_MARK = { 'data-shortcut': 'save' } as const;

/**
 * Saves what is in front as its Save button would: the focused field's form; else the one button the screen marks
 * as its save (SAVE_MARK); else the only form with a submit button in the dialog or screen in front. Nothing when
 * that button is disabled (nothing changed, or busy), or when which form is meant cannot be told. Answers whether
 * something was saved.
 */
export function saveFormInFront(doc: Document = document): boolean {
  const root = frontRoot(doc);
  const focused = doc.activeElement instanceof HTMLElement ? doc.activeElement.closest('form') : null;
  if (!focused || !root.contains(focused)) {
    const marked = [...root.querySelectorAll<HTMLButtonElement>('[data-shortcut="save"]')];
    if (marked.length === 1) {
      if (marked[0]!.disabled) return false;
      marked[0]!.click();
      return true;
    }
  }
  const forms =
    focused && root.contains(focused) ? [focused] : [...root.querySelectorAll('form')].filter((f) => submitOf(f));
  if (forms.length !== 1) return false;
  const form = forms[0]!;
  const submit = submitOf(form);
  if (!submit || submit.disabled) return false;
  form.requestSubmit(submit as HTMLButtonElement);
  return true;
}
