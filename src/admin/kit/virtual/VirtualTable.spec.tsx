// @vitest-environment jsdom
// Long lists (spec §9: "the scroll is reset after 150 ms; overscan is 1"):
// a VirtualTable draws only the rows in its box and one beyond each edge,
// and scrolls back to the top 150 ms after its page or filter changes.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { TableCell, TableRow } from '@mui/material';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIST_OVERSCAN, SCROLL_RESET_DELAY_MS } from './list-constants.js';
import { useScrollReset } from './useScrollReset.js';
import { VirtualTable } from './VirtualTable.js';

const ROW_PX = 37;
const BOX_PX = 370; // ten rows in view

// jsdom lays nothing out: the scroll box reports its height, each row its own.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
const rect = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => BOX_PX });
  HTMLElement.prototype.getBoundingClientRect = () => ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    bottom: ROW_PX,
    right: 800,
    width: 800,
    height: ROW_PX,
    toJSON: () => ({}),
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  HTMLElement.prototype.getBoundingClientRect = rect;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ROWS = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `Page ${i + 1}` }));

function Report({ resetKey }: { resetKey?: unknown }) {
  return (
    <VirtualTable
      label="Pages"
      head={<TableCell>Page</TableCell>}
      rows={ROWS}
      rowKey={(r) => r.id}
      renderRow={(r) => (
        <TableRow>
          <TableCell>{r.name}</TableCell>
        </TableRow>
      )}
      resetKey={resetKey}
    />
  );
}

const drawn = () =>
  within(screen.getByRole('table', { name: 'Pages' }))
    .getAllByRole('row')
    .slice(1); // after the header

describe('VirtualTable', () => {
  it('draws the rows in view and one more (overscan 1), of 1,000', () => {
    expect(LIST_OVERSCAN).toBe(1);
    render(<Report />);
    const rows = drawn();
    expect(rows).toHaveLength(10 + LIST_OVERSCAN);
    expect(rows[0]).toHaveTextContent('Page 1');
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByRole('table', { name: 'Pages' })).toHaveAttribute('aria-rowcount', '1001');
    expect(screen.queryByText('Page 500')).toBeNull();
  });

  it('draws the rows scrolled to, with one before and one after', () => {
    render(<Report />);
    const box = screen.getByRole('region', { name: 'Pages (scrolls)' });
    box.scrollTop = 499 * ROW_PX; // Page 500 at the top
    fireEvent.scroll(box);
    const names = drawn().map((r) => r.textContent);
    expect(names[0]).toBe('Page 499');
    expect(names).toContain('Page 500');
    expect(names.at(-1)).toBe('Page 510');
    expect(names).toHaveLength(12);
  });

  it('scrolls back to the top 150 ms after its page or filter changes, not before', () => {
    vi.useFakeTimers();
    const view = render(<Report resetKey={{ page: 1 }} />);
    const box = screen.getByRole('region', { name: 'Pages (scrolls)' });
    const scrollTo = vi.fn();
    box.scrollTo = scrollTo as unknown as typeof box.scrollTo;
    view.rerender(<Report resetKey={{ page: 1 }} />); // the same page: nothing
    act(() => void vi.advanceTimersByTime(1_000));
    expect(scrollTo).not.toHaveBeenCalled();
    view.rerender(<Report resetKey={{ page: 2 }} />);
    act(() => void vi.advanceTimersByTime(SCROLL_RESET_DELAY_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});

describe('useScrollReset', () => {
  it('resets the window for a list that scrolls with the page, once per change', () => {
    vi.useFakeTimers();
    expect(SCROLL_RESET_DELAY_MS).toBe(150);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const hook = renderHook(({ filter }) => useScrollReset('window', filter), { initialProps: { filter: { q: '' } } });
    act(() => void vi.advanceTimersByTime(500));
    expect(scrollTo).not.toHaveBeenCalled(); // the first render resets nothing
    hook.rerender({ filter: { q: 'a' } });
    act(() => void vi.advanceTimersByTime(100));
    hook.rerender({ filter: { q: 'ab' } }); // typing on: the wait starts again
    act(() => void vi.advanceTimersByTime(100));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(50));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockRestore();
  });
});
