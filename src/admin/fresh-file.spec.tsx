// @vitest-environment jsdom
// The admin's specs share a worker from one file to the next (isolate: false, vitest.config.ts), and
// tests/support/admin-fresh-file.ts gives each file what a new process gave it: the project's modules evaluated
// again, an empty document and storage, the first address. This file checks that at its start and then leaves all
// of it changed: in a run it follows other specs in its worker and may be followed by others, which would fail on
// what it left if the reset stopped working (decision 0155).
import { render, screen } from '@testing-library/react';
import { afterAll, expect, it } from 'vitest';
import { editorFieldOf } from './pages/forms/builder/field-model.js';

const LEFT_BEHIND = 'left behind by fresh-file.spec.tsx';

it('starts with the modules, the document, the storage and the address of a new window', () => {
  // field-model.ts numbers its keys from a module-level counter: a first call in a fresh evaluation gives 1.
  expect(editorFieldOf({ name: 'probe' } as Parameters<typeof editorFieldOf>[0]).key).toBe('field-1');
  expect(document.body.childElementCount).toBe(0);
  expect(screen.queryByText(LEFT_BEHIND)).toBeNull();
  expect(window.localStorage.length).toBe(0);
  expect(window.sessionStorage.length).toBe(0);
  expect(document.cookie).toBe('');
  expect(window.location.pathname).toBe('/');
});

afterAll(() => {
  editorFieldOf({ name: 'probe' } as Parameters<typeof editorFieldOf>[0]);
  render(<p>{LEFT_BEHIND}</p>);
  window.localStorage.setItem('fresh-file', LEFT_BEHIND);
  window.sessionStorage.setItem('fresh-file', LEFT_BEHIND);
  document.cookie = 'fresh-file=left; path=/';
  window.history.replaceState(null, '', '/maintenance/left-behind');
});
