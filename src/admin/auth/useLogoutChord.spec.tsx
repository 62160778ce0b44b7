// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createAuthApi } from './auth-api.js';
import { signOut } from './logout.js';
import { fakeFetch, signedToken } from './test-helpers.js';
import { readToken, storeToken } from './token-storage.js';
import { useLogoutChord } from './useLogoutChord.js';

function Probe({ onLogout }: { onLogout?: () => void }) {
  const { debug } = useLogoutChord({ onLogout });
  return <p>debug: {String(debug)}</p>;
}

const chord = { shiftKey: true, ctrlKey: true, altKey: true };

beforeEach(() => localStorage.clear());
afterEach(cleanup);

it('Shift+Ctrl+Alt+L forces logout', () => {
  const onLogout = vi.fn();
  render(<Probe onLogout={onLogout} />);
  fireEvent.keyDown(window, { key: 'L', code: 'KeyL', ...chord });
  expect(onLogout).toHaveBeenCalledTimes(1);
});

it('recognises L by its key code when Alt changes the character (macOS)', () => {
  const onLogout = vi.fn();
  render(<Probe onLogout={onLogout} />);
  fireEvent.keyDown(window, { key: '¬', code: 'KeyL', ...chord });
  expect(onLogout).toHaveBeenCalledTimes(1);
});

it.each([
  ['without Alt', { key: 'L', code: 'KeyL', shiftKey: true, ctrlKey: true }],
  ['without Shift', { key: 'l', code: 'KeyL', ctrlKey: true, altKey: true }],
  ['another key', { key: 'K', code: 'KeyK', ...chord }],
])('does nothing %s', (_what, event) => {
  const onLogout = vi.fn();
  render(<Probe onLogout={onLogout} />);
  fireEvent.keyDown(window, event);
  expect(onLogout).not.toHaveBeenCalled();
});

it('toggles the debug flag with Shift+Ctrl+Alt alone', () => {
  render(<Probe onLogout={vi.fn()} />);
  expect(screen.getByText('debug: false')).toBeInTheDocument();
  act(() => void fireEvent.keyDown(window, { key: 'Alt', code: 'AltLeft', ...chord }));
  expect(screen.getByText('debug: true')).toBeInTheDocument();
  act(() => void fireEvent.keyDown(window, { key: 'Shift', code: 'ShiftLeft', ...chord }));
  expect(screen.getByText('debug: false')).toBeInTheDocument();
  // Two modifiers are not the chord.
  act(() => void fireEvent.keyDown(window, { key: 'Control', code: 'ControlLeft', shiftKey: true, ctrlKey: true }));
  expect(screen.getByText('debug: false')).toBeInTheDocument();
});

it('signOut (spec §4 "Logout") tells the server, clears the session, then reloads', async () => {
  storeToken(await signedToken());
  const { fetch, calls } = fakeFetch({ '/api/v1/mc/jwt/frontendlogout': { body: { success: true } } });
  const reload = vi.fn(() => expect(readToken()).toBeNull());
  await signOut({ api: createAuthApi({ fetch }), reload });
  expect(calls.map((c) => c.url)).toEqual(['/api/v1/mc/jwt/frontendlogout']);
  expect(reload).toHaveBeenCalledTimes(1);
});
