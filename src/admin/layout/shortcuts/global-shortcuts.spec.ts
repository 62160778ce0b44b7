// @vitest-environment jsdom
// The shell's shortcut rules (issue 29 item 4): single keys never fire while
// typing or with Ctrl, Alt or Meta held (the spec's Shift+Ctrl+Alt chords);
// 'd' goes to the dashboard only right after 'g'; Ctrl+S saves even from a
// field; and what '/' and Ctrl+S find in the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { globalShortcutOf } from './global-shortcuts.js';
import { findSearchField, saveFormInFront } from './shortcut-targets.js';

const press = (
  key: string,
  target: EventTarget | null = document.body,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  key,
  target,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('globalShortcutOf', () => {
  it('reads ?, g then d, / and Ctrl+S', () => {
    expect(globalShortcutOf(press('?', document.body, { shiftKey: true }), false, false)).toBe('help');
    expect(globalShortcutOf(press('g'), false, false)).toBe('go-pending');
    expect(globalShortcutOf(press('d'), true, false)).toBe('dashboard');
    expect(globalShortcutOf(press('d'), false, false)).toBeUndefined(); // the moderation queue's own 'd'
    expect(globalShortcutOf(press('/'), false, false)).toBe('search');
    expect(globalShortcutOf(press('s', document.body, { ctrlKey: true }), false, false)).toBe('save');
    expect(globalShortcutOf(press('S', document.body, { metaKey: true }), false, false)).toBe('save');
  });

  it('never fires a single key while typing in a field, and Ctrl+S still saves from one', () => {
    document.body.innerHTML =
      '<input id="t" type="text"><textarea id="a"></textarea><div id="e" contenteditable="true"></div><input id="c" type="checkbox">';
    for (const id of ['t', 'a']) {
      const field = document.getElementById(id);
      for (const key of ['?', 'g', '/'])
        expect(globalShortcutOf(press(key, field), false, false), `${key} in #${id}`).toBeUndefined();
      expect(globalShortcutOf(press('d', field), true, false)).toBeUndefined();
      expect(globalShortcutOf(press('s', field, { ctrlKey: true }), false, false)).toBe('save');
    }
    expect(globalShortcutOf(press('/', document.getElementById('c')), false, false)).toBe('search'); // a checkbox takes no text
  });

  it('leaves the spec’s chords alone: nothing with Alt, nor Ctrl+Shift+S', () => {
    expect(
      globalShortcutOf(press('l', document.body, { ctrlKey: true, altKey: true, shiftKey: true }), false, false),
    ).toBeUndefined();
    expect(
      globalShortcutOf(press('s', document.body, { ctrlKey: true, altKey: true, shiftKey: true }), false, false),
    ).toBeUndefined();
    expect(
      globalShortcutOf(press('s', document.body, { ctrlKey: true, shiftKey: true }), false, false),
    ).toBeUndefined();
    expect(globalShortcutOf(press('g', document.body, { altKey: true }), false, false)).toBeUndefined();
  });

  it('rests while a dialog is in front, except Ctrl+S', () => {
    expect(globalShortcutOf(press('?'), false, true)).toBeUndefined();
    expect(globalShortcutOf(press('d'), true, true)).toBeUndefined();
    expect(globalShortcutOf(press('s', document.body, { ctrlKey: true }), false, true)).toBe('save');
  });
});

describe('what the shortcuts act on', () => {
  it('finds the screen’s search field by type, by react-admin’s q, or by its label', () => {
    document.body.innerHTML =
      '<main><input id="name" aria-label="Name"><label for="s">Search comments</label><input id="s"></main>';
    expect(findSearchField()?.id).toBe('s');
    document.body.innerHTML = '<main><input id="x" name="q" placeholder="Search"></main>';
    expect(findSearchField()?.id).toBe('x');
    document.body.innerHTML = '<main><input id="n" aria-label="Name"></main>';
    expect(findSearchField()).toBeUndefined();
  });

  it('saves the focused field’s form, the only form otherwise, and nothing with a disabled Save', () => {
    document.body.innerHTML =
      '<main><form id="a"><input id="f"><button type="submit">Save</button></form><form id="b"><button type="submit">Save</button></form></main>';
    const submitted: string[] = [];
    document
      .querySelectorAll('form')
      .forEach((f) => f.addEventListener('submit', (e) => (e.preventDefault(), submitted.push(f.id))));
    expect(saveFormInFront()).toBe(false); // two forms, none focused: which one is not ours to guess
    document.getElementById('f')!.focus();
    expect(saveFormInFront()).toBe(true);
    expect(submitted).toEqual(['a']);
    document.body.innerHTML = '<main><form id="c"><button type="submit" disabled>Save</button></form></main>';
    const spy = vi.fn();
    document.querySelector('form')!.addEventListener('submit', spy);
    expect(saveFormInFront()).toBe(false);
    expect(spy).not.toHaveBeenCalled();
  });

  it('clicks the one save button a screen marks when the focus is in no form (the page editor)', () => {
    document.body.innerHTML =
      '<main><input id="note"><button id="draft" data-shortcut="save">Save draft</button><form id="f"><input id="x"><button type="submit">Save news</button></form></main>';
    const clicked = vi.fn();
    const submitted = vi.fn((e: Event) => e.preventDefault());
    document.getElementById('draft')!.addEventListener('click', clicked);
    document.getElementById('f')!.addEventListener('submit', submitted);
    document.getElementById('note')!.focus();
    expect(saveFormInFront()).toBe(true);
    expect(clicked).toHaveBeenCalledTimes(1);
    document.getElementById('x')!.focus(); // inside the facts form: that form is meant
    expect(saveFormInFront()).toBe(true);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
