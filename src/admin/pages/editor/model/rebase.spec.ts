// The three-way merge after a 412: the user's edits on top of the latest page.
import { describe, expect, it } from 'vitest';
import { samplePage } from '../spec-support.js';
import { buildSave } from './page-save.js';
import { draftOf, emptyBlock, type Draft, type EditorBlock } from './page-model.js';
import { rebaseDraft } from './rebase.js';

const headlines = (d: Draft) => d.blocks.map((b) => b.CbHeadline);
const byHeadline = (d: Draft, h: string) => d.blocks.find((b) => b.CbHeadline === h)!;
const withBlocks = (d: Draft, blocks: EditorBlock[]): Draft => ({ ...d, blocks });

/** The loaded page (base), and the latest page as another editor left it (theirs: own uuids, as a fresh read has). */
function sides(changeTheirs: (d: Draft) => Draft = (d) => d) {
  const base = draftOf(samplePage());
  const theirs = changeTheirs(draftOf(samplePage()));
  return { base, theirs };
}

describe('rebaseDraft', () => {
  it('takes every change only one side made, and nothing to save when the user changed nothing', () => {
    const { base, theirs } = sides((d) => ({
      ...d,
      content: { ...d.content, CTitle: 'Their title' },
      blocks: d.blocks.map((b) => (b.CbId === 12 ? { ...b, CbCopy: '<p>theirs</p>' } : b)),
    }));
    const mine: Draft = {
      content: { ...base.content, CSeoTitle: 'My SEO title' },
      blocks: base.blocks.map((b) => (b.CbId === 11 ? { ...b, CbHeadline: 'First (mine)' } : b)),
    };
    const { draft, conflicts } = rebaseDraft(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(draft.content).toMatchObject({ CTitle: 'Their title', CSeoTitle: 'My SEO title' });
    expect(headlines(draft)).toEqual(['First (mine)', 'Second', 'Third']);
    expect(byHeadline(draft, 'Second').CbCopy).toBe('<p>theirs</p>');
    // The next save, from the latest page, sends only the user's changes.
    const save = buildSave(theirs, draft, 'publish');
    expect(save.content).toEqual({ CSeoTitle: 'My SEO title' });
    expect(save.blocks).toEqual({
      creates: [],
      updates: [expect.objectContaining({ CbId: 11, CbHeadline: 'First (mine)' })],
      deletes: [],
    });

    const untouched = rebaseDraft(base, base, theirs).draft;
    expect(buildSave(theirs, untouched, 'publish')).toEqual({
      content: {},
      blocks: { creates: [], updates: [], deletes: [] },
      mode: 'publish',
    });
  });

  it('keeps the user’s version where both changed one thing, and lists each clash', () => {
    const { base, theirs } = sides((d) => ({
      ...d,
      content: { ...d.content, CTitle: 'Their title' },
      blocks: d.blocks.map((b) => (b.CbId === 11 ? { ...b, CbCopy: '<p>theirs</p>', CbLink: '/theirs' } : b)),
    }));
    const mine: Draft = {
      content: { ...base.content, CTitle: 'My title' },
      blocks: base.blocks.map((b) => (b.CbId === 11 ? { ...b, CbCopy: '<p>mine</p>' } : b)),
    };
    const { draft, conflicts } = rebaseDraft(base, mine, theirs);
    expect(draft.content.CTitle).toBe('My title');
    expect(byHeadline(draft, 'First')).toMatchObject({ CbCopy: '<p>mine</p>', CbLink: '/theirs' });
    expect(conflicts).toEqual([
      'Title: changed by both of you; yours is kept.',
      "Block 'First': copy changed by both of you; yours is kept.",
    ]);
    // The same change on both sides is no clash.
    expect(
      rebaseDraft(base, { ...mine, content: { ...mine.content, CTitle: 'Their title' } }, theirs).conflicts,
    ).toEqual(["Block 'First': copy changed by both of you; yours is kept."]);
  });

  it('adds the user’s new blocks and the other editor’s, each after the block it followed', () => {
    const { base, theirs } = sides((d) =>
      withBlocks(d, [
        d.blocks[0],
        { ...emptyBlock(500), CbId: 20, CbHeadline: 'Theirs new' },
        d.blocks[1],
        d.blocks[2],
      ]),
    );
    const mine = withBlocks(base, [
      base.blocks[0],
      base.blocks[1],
      { ...emptyBlock(500), CbHeadline: 'Mine new' },
      base.blocks[2],
    ]);
    const { draft, conflicts } = rebaseDraft(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(headlines(draft)).toEqual(['First', 'Theirs new', 'Second', 'Mine new', 'Third']);
    expect(buildSave(theirs, draft, 'publish').blocks!.creates).toEqual([
      expect.objectContaining({ CbHeadline: 'Mine new', CbSortOrder: 4 }),
    ]);
  });

  it('keeps the user’s order when they moved blocks, and the other editor’s when only they did', () => {
    const movedByThem = sides((d) => withBlocks(d, [d.blocks[2], d.blocks[0], d.blocks[1]]));
    expect(headlines(rebaseDraft(movedByThem.base, movedByThem.base, movedByThem.theirs).draft)).toEqual([
      'Third',
      'First',
      'Second',
    ]);
    const { base, theirs } = sides((d) => withBlocks(d, [d.blocks[2], d.blocks[0], d.blocks[1]]));
    const mine = withBlocks(base, [base.blocks[1], base.blocks[0], base.blocks[2]]);
    expect(headlines(rebaseDraft(base, mine, theirs).draft)).toEqual(['Second', 'First', 'Third']);
  });

  it('deletes what the user deleted, unless the other editor changed it; revives a changed block the other editor deleted', () => {
    const { base, theirs } = sides((d) =>
      withBlocks(d, [d.blocks[0], { ...d.blocks[1], CbCopy: '<p>their edit</p>' }]),
    );
    // The user deleted Second (which they changed) and First (which they did not), and changed Third (which they deleted).
    const mine = withBlocks(base, [{ ...base.blocks[2], CbCopy: '<p>my edit</p>' }]);
    const { draft, conflicts } = rebaseDraft(base, mine, theirs);
    // Third has no block before it in the user's copy, so it goes first (a new block goes after its predecessor there).
    expect(headlines(draft)).toEqual(['Third', 'Second']);
    expect(byHeadline(draft, 'Third').CbId).toBeUndefined();
    expect(byHeadline(draft, 'Third').CbCopy).toBe('<p>my edit</p>');
    expect(conflicts).toEqual([
      "Block 'Second': you deleted it, but it was changed by the other editor; it is kept.",
      "Block 'Third': the other editor deleted it; your changed copy is kept as a new block.",
    ]);
    const save = buildSave(theirs, draft, 'publish').blocks!;
    expect(save.deletes).toEqual([11]);
    expect(save.creates).toEqual([expect.objectContaining({ CbHeadline: 'Third', CbCopy: '<p>my edit</p>' })]);
  });
});
