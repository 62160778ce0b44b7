// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationTree } from './NavigationTree.js';
import { applyMove, type NavNode } from './nav-tree.js';

afterEach(cleanup);

const node = (TId: number, TName: string, children: NavNode[] = []): NavNode => ({
  TId,
  TName,
  TPath: `/${TName.toLowerCase()}`,
  TVisible: true,
  children,
});
// The server's answer, in chain order: About (with Team, History), Services, Contact.
const TREE: NavNode[] = [
  node(10, 'About', [node(11, 'Team'), node(12, 'History')]),
  node(20, 'Services'),
  node(30, 'Contact'),
];

const names = () =>
  within(screen.getByRole('list', { name: 'Menu items' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.nav-item-name')?.textContent);
const depths = () =>
  within(screen.getByRole('list', { name: 'Menu items' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-depth'));

function renderTree(onMove = vi.fn(), tree = TREE) {
  const props = { rootId: 53, onMove, onEdit: vi.fn(), onToggleVisible: vi.fn(), onDelete: vi.fn() };
  const view = render(<NavigationTree {...props} tree={tree} />);
  return { ...props, rerender: (t: NavNode[]) => view.rerender(<NavigationTree {...props} tree={t} />) };
}

describe('NavigationTree', () => {
  it('lists the items depth-first in chain order, children indented under their parent', () => {
    renderTree();
    expect(names()).toEqual(['About', 'Team', 'History', 'Services', 'Contact']);
    expect(depths()).toEqual(['0', '1', '1', '0', '0']);
  });

  it('the row buttons ask for the moves with the right parent and next sibling', async () => {
    const { onMove } = renderTree();
    await userEvent.click(screen.getByRole('button', { name: 'Move Services up' }));
    expect(onMove).toHaveBeenLastCalledWith({ TId: 20, parentId: 53, beforeId: 10 });
    await userEvent.click(screen.getByRole('button', { name: 'Move Team down' }));
    expect(onMove).toHaveBeenLastCalledWith({ TId: 11, parentId: 10, beforeId: null });
    await userEvent.click(screen.getByRole('button', { name: 'Move Contact into the item above' }));
    expect(onMove).toHaveBeenLastCalledWith({ TId: 30, parentId: 20, beforeId: null });
    await userEvent.click(screen.getByRole('button', { name: 'Move Team out of its parent' }));
    expect(onMove).toHaveBeenLastCalledWith({ TId: 11, parentId: 53, beforeId: 20 });
    expect(screen.getByRole('button', { name: 'Move About up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move About out of its parent' })).toBeDisabled();
  });

  it('shows the order the server answers after a move', () => {
    const { rerender } = renderTree();
    rerender(applyMove(TREE, 53, { TId: 30, parentId: 10, beforeId: 11 }));
    expect(names()).toEqual(['About', 'Contact', 'Team', 'History', 'Services']);
    expect(depths()).toEqual(['0', '1', '1', '1', '0']);
  });
});

describe('NavigationTree keyboard drag', () => {
  // jsdom lays nothing out: give each row a 40px slot by its place in the list, as a browser would.
  let restore: () => void;
  beforeEach(() => {
    const original = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const li = this.closest('li');
      const list = li?.parentElement;
      const index = li && list ? Array.from(list.children).indexOf(li) : 0;
      const top = index * 40;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        right: 400,
        bottom: top + 40,
        width: 400,
        height: 40,
        toJSON: () => ({}),
      } as DOMRect;
    };
    restore = () => (Element.prototype.getBoundingClientRect = original);
  });
  afterEach(() => restore());

  /** Space, one arrow per row passed (waiting for dnd-kit's announcement of each), Space. */
  async function keyDrag(name: string, key: 'ArrowDown' | 'ArrowUp', overs: string[]) {
    const handle = screen.getByRole('button', { name: `Drag ${name}` });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    for (const over of overs) {
      fireEvent.keyDown(handle, { key, code: key });
      await waitFor(() => expect(document.body).toHaveTextContent(`${name} is over ${over}.`));
    }
    await act(async () => {
      fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    });
  }

  it('Space, ArrowUp twice, Space drops Contact on History: under About, before History', async () => {
    const { onMove } = renderTree();
    await keyDrag('Contact', 'ArrowUp', ['Services', 'History']);
    // While Contact is dragged the list shows About, Team, History, Services, Contact; two rows up is History.
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove).toHaveBeenCalledWith({ TId: 30, parentId: 10, beforeId: 12 });
  });

  it('dragging a parent down carries its subtree and lands it after the row it is dropped on', async () => {
    const { onMove } = renderTree();
    // Dragging About hides Team and History: About, Services, Contact; one down is Services.
    await keyDrag('About', 'ArrowDown', ['Services']);
    expect(onMove).toHaveBeenCalledWith({ TId: 10, parentId: 53, beforeId: 30 });
  });
});

describe('patchNode', () => {
  it('changes one nested node and keeps the order', async () => {
    const { patchNode } = await import('./nav-tree.js');
    const patched = patchNode(TREE, 12, { TVisible: false });
    expect(patched[0].children[1]).toMatchObject({ TId: 12, TVisible: false });
    expect(patched.map((n) => n.TId)).toEqual([10, 20, 30]);
  });
});
