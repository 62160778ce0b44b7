// The admin's specs share a worker, and with it the loaded packages (React, MUI, react-admin) and the jsdom
// window, from one file to the next (isolate: false, vitest.config.ts; docs/decisions/0155-test-run-cpu-cuts.md).
// What a file could otherwise see of the file before it is put back here, before its own imports run:
// - the project's own modules (src/) are evaluated again, so their module-level state (the app's query client,
//   site API, counters, caches) starts fresh, as in a new process. Packages stay loaded: that is the saving.
// - the document, storage, cookies and address are those of a new window; timers and stubbed globals real.
// Specs of the node environment have no window: they only get their modules fresh.
import { afterAll, vi } from 'vitest';

vi.resetModules();

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  // The address the jsdom window was created with, kept on the window (this module is evaluated again per file).
  const holder = window as unknown as { __firstHref?: string };
  holder.__firstHref ??= window.location.href;
  window.history.replaceState(null, '', holder.__firstHref);
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.replaceChildren();
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  document.title = '';

  // Trees a file rendered without unmounting them (no global afterEach, so Testing Library does not clean up by
  // itself) are unmounted when the file ends: their effects and timers stop before the next file starts.
  afterAll(() => {
    cleanup();
  });
}

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
