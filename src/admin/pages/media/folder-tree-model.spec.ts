import { describe, expect, it } from 'vitest';
import type { MediaFolderTree } from '../../../shared/api/media-folders.js';
import { destinations, treeKey, visibleRows } from './folder-tree-model.js';

const tree: MediaFolderTree = {
  folders: [
    { id: 1, name: 'Projects', parentId: null, fileCount: 2, totalFileCount: 3 },
    { id: 2, name: 'Bridges', parentId: 1, fileCount: 1, totalFileCount: 1 },
    { id: 3, name: 'Spans', parentId: 2, fileCount: 0, totalFileCount: 0 },
    { id: 4, name: 'Team', parentId: null, fileCount: 5, totalFileCount: 5 },
  ],
  unfiledCount: 7,
  totalCount: 15,
};

describe('the folder tree model', () => {
  it('lists All files with the folders beneath it, then Unfiled, leaving out collapsed folders’ children', () => {
    const rows = visibleRows(tree, new Set());
    expect(rows.map((r) => [r.key, r.level, r.count, r.expanded])).toEqual([
      ['all', 1, 15, true],
      ['1', 2, 2, true],
      ['2', 3, 1, true],
      ['3', 4, 0, undefined],
      ['4', 2, 5, undefined],
      ['unfiled', 1, 7, undefined],
    ]);
    expect(rows.find((r) => r.key === '4')).toMatchObject({ setSize: 2, position: 2, parentKey: 'all' });
    expect(visibleRows(tree, new Set([1])).map((r) => r.key)).toEqual(['all', '1', '4', 'unfiled']);
  });

  it('walks the rows with the arrow keys, Home and End, opening and closing folders', () => {
    const rows = visibleRows(tree, new Set([2]));
    expect(treeKey(rows, 'all', 'ArrowDown')).toEqual({ focus: '1' });
    expect(treeKey(rows, '1', 'ArrowUp')).toEqual({ focus: 'all' });
    expect(treeKey(rows, 'unfiled', 'ArrowDown')).toBeUndefined();
    expect(treeKey(rows, '2', 'ArrowRight')).toEqual({ expand: 2 });
    expect(treeKey(rows, '1', 'ArrowRight')).toEqual({ focus: '2' });
    expect(treeKey(rows, '1', 'ArrowLeft')).toEqual({ collapse: 1 });
    expect(treeKey(rows, '2', 'ArrowLeft')).toEqual({ focus: '1' });
    expect(treeKey(rows, '4', 'ArrowRight')).toBeUndefined();
    expect(treeKey(rows, '1', 'Home')).toEqual({ focus: 'all' });
    expect(treeKey(rows, '1', 'End')).toEqual({ focus: 'unfiled' });
    expect(treeKey(rows, '1', 'x')).toBeUndefined();
  });

  it('offers every folder as a destination for files, and none inside the folder being moved', () => {
    expect(destinations(tree, 'No folder').map((d) => [d.folderId, d.path, d.level])).toEqual([
      [null, 'No folder', 0],
      [1, 'Projects', 1],
      [2, 'Projects / Bridges', 2],
      [3, 'Projects / Bridges / Spans', 3],
      [4, 'Team', 1],
    ]);
    expect(destinations(tree, 'Top level', 2).map((d) => d.folderId)).toEqual([null, 1, 4]);
  });
});
