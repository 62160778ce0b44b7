// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminContext } from 'react-admin';
import { draftReducer } from '../model/draft-reducer.js';
import { draftOf } from '../model/page-model.js';
import { blockBatch } from '../model/page-save.js';
import { samplePage } from '../spec-support.js';
import { BlockList } from './BlockList.js';

afterEach(cleanup);

const base = draftOf(samplePage());
let current = base;

function Harness() {
  const [draft, dispatch] = useReducer(draftReducer, base);
  current = draft;
  return (
    <AdminContext>
      <BlockList cId={500} blocks={draft.blocks} dispatch={dispatch} />
    </AdminContext>
  );
}

const headlines = () =>
  within(screen.getByRole('list', { name: 'Blocks' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

describe('BlockList', () => {
  it('shows the blocks in order as collapsed cards', () => {
    render(<Harness />);
    expect(headlines()).toEqual(['Block 1: First', 'Block 2: Second', 'Block 3: Third']);
    expect(screen.queryByLabelText('Headline')).toBeNull(); // no inputs until a card is opened
  });

  it('adds a block at the end, opened for typing, and it becomes a create', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add block' }));
    expect(headlines()).toHaveLength(4);
    await userEvent.type(screen.getByLabelText('Headline'), 'Fourth');
    expect(headlines()[3]).toBe('Block 4: Fourth');
    const batch = blockBatch(base.blocks, current.blocks, 500);
    expect(batch.creates).toEqual([expect.objectContaining({ CId: 500, CbHeadline: 'Fourth', CbSortOrder: 4 })]);
    expect(batch.creates[0]).not.toHaveProperty('uuid');
    expect(batch.updates).toEqual([]);
    expect(batch.deletes).toEqual([]);
  });

  it('duplicates a block right after it, as a new row', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate block 1' }));
    expect(headlines()).toEqual(['Block 1: First', 'Block 2: First', 'Block 3: Second', 'Block 4: Third']);
    const batch = blockBatch(base.blocks, current.blocks, 500);
    expect(batch.creates).toEqual([expect.objectContaining({ CbHeadline: 'First', CbSortOrder: 2 })]);
    expect(batch.creates[0].CbId).toBeUndefined();
    // the blocks after it moved down one place
    expect(batch.updates.map((b) => [b.CbId, b.CbSortOrder])).toEqual([
      [12, 3],
      [13, 4],
    ]);
  });

  it('deletes a block, which becomes a delete by CbId', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete block 2' }));
    expect(headlines()).toEqual(['Block 1: First', 'Block 2: Third']);
    expect(blockBatch(base.blocks, current.blocks, 500)).toEqual({
      creates: [],
      updates: [expect.objectContaining({ CbId: 13, CbSortOrder: 2 })],
      deletes: [12],
    });
  });

  it('reorders by keyboard: Alt+ArrowDown and Alt+ArrowUp on a card, and the move buttons with Enter', async () => {
    render(<Harness />);
    const first = screen.getByRole('listitem', { name: 'Block 1: First' });
    fireEvent.keyDown(first, { key: 'ArrowDown', altKey: true });
    expect(headlines()).toEqual(['Block 1: Second', 'Block 2: First', 'Block 3: Third']);
    fireEvent.keyDown(screen.getByRole('listitem', { name: 'Block 3: Third' }), { key: 'ArrowUp', altKey: true });
    expect(headlines()).toEqual(['Block 1: Second', 'Block 2: Third', 'Block 3: First']);
    screen.getByRole('button', { name: 'Move block 3 up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(headlines()).toEqual(['Block 1: Second', 'Block 2: First', 'Block 3: Third']);
    expect(screen.getByRole('button', { name: 'Move block 1 up' })).toBeDisabled();
    const batch = blockBatch(base.blocks, current.blocks, 500);
    expect(batch.updates.map((b) => [b.CbId, b.CbSortOrder])).toEqual([
      [12, 1],
      [11, 2],
    ]);
  });
});
