// The one test of whether a key press is the user typing, so that no
// single-key shortcut fires inside a field (the moderation queue's and the
// shell's, issue 29 item 4).

/** Text fields, selects and editable regions take keys as text; checkboxes, radios and buttons do not. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
  return target.getAttribute('role') === 'textbox' || target.getAttribute('role') === 'combobox';
}
