// The folder tree as the screen shows it: the rows a keyboard walks (WAI-ARIA
// tree pattern: flat treeitems with aria-level), what each arrow key does, and
// where a file or folder may be moved. Pure functions, so the rules are
// specified without a browser (folder-tree-model.spec.ts).
import type { MediaFolder, MediaFolderTree } from '../../../shared/api/media-folders.js';
import type { FolderSelection } from './folders-api.js';

export interface TreeRow {
  /** 'all', 'unfiled' or the folder's id as text: the row's focus key. */
  key: string;
  selection: FolderSelection;
  /** A folder's name; for the two fixed rows (All files, Unfiled), the key of their text in the message files. */
  label: string;
  /** Files the row lists when selected. */
  count: number;
  level: number;
  parentKey: string | null;
  /** aria-setsize / aria-posinset among its siblings. */
  setSize: number;
  position: number;
  /** undefined: a leaf (no aria-expanded). */
  expanded?: boolean;
  folder?: MediaFolder;
}

const ALL_KEY = 'all';
const UNFILED_KEY = 'unfiled';
export const keyOf = (selection: FolderSelection) => String(selection);

/** "All files" holds the folders (it is the library's top level); "Unfiled" follows it. Children of a collapsed folder are left out. */
export function visibleRows(tree: MediaFolderTree, collapsed: ReadonlySet<number>): TreeRow[] {
  const childrenOf = (parentId: number | null) => tree.folders.filter((f) => f.parentId === parentId);
  const rows: TreeRow[] = [
    {
      key: ALL_KEY,
      selection: 'all',
      label: 'media.folders.allFiles',
      count: tree.totalCount,
      level: 1,
      parentKey: null,
      setSize: 2,
      position: 1,
      expanded: childrenOf(null).length ? true : undefined,
    },
  ];
  const place = (parentId: number | null, level: number, parentKey: string) => {
    const siblings = childrenOf(parentId);
    siblings.forEach((folder, i) => {
      const hasChildren = childrenOf(folder.id).length > 0;
      const open = hasChildren && !collapsed.has(folder.id);
      rows.push({
        key: String(folder.id),
        selection: folder.id,
        label: folder.name,
        count: folder.fileCount,
        level,
        parentKey,
        setSize: siblings.length,
        position: i + 1,
        expanded: hasChildren ? open : undefined,
        folder,
      });
      if (open) place(folder.id, level + 1, String(folder.id));
    });
  };
  place(null, 2, ALL_KEY);
  rows.push({
    key: UNFILED_KEY,
    selection: 'unfiled',
    label: 'media.folders.unfiled',
    count: tree.unfiledCount,
    level: 1,
    parentKey: null,
    setSize: 2,
    position: 2,
  });
  return rows;
}

type TreeKeyResult = { focus: string } | { expand: number } | { collapse: number } | undefined;

/** What a key does on the focused row (WAI-ARIA tree view keyboard interaction); undefined: nothing. */
export function treeKey(rows: TreeRow[], focusKey: string, key: string): TreeKeyResult {
  const at = rows.findIndex((r) => r.key === focusKey);
  if (at < 0) return rows.length ? { focus: rows[0].key } : undefined;
  const row = rows[at];
  switch (key) {
    case 'ArrowDown':
      return at + 1 < rows.length ? { focus: rows[at + 1].key } : undefined;
    case 'ArrowUp':
      return at > 0 ? { focus: rows[at - 1].key } : undefined;
    case 'Home':
      return { focus: rows[0].key };
    case 'End':
      return { focus: rows[rows.length - 1].key };
    case 'ArrowRight':
      if (row.expanded === false && row.folder) return { expand: row.folder.id };
      return row.expanded ? { focus: rows[at + 1].key } : undefined;
    case 'ArrowLeft':
      if (row.expanded && row.folder) return { collapse: row.folder.id };
      return row.parentKey ? { focus: row.parentKey } : undefined;
    default:
      return undefined;
  }
}

export interface Destination {
  folderId: number | null;
  label: string;
  /** The folder's path, "Projects / Bridges", for its accessible name. */
  path: string;
  level: number;
}

/**
 * Where something may go: the top level (null) and every folder in tree
 * order — for a folder, not itself nor any of its subfolders (the server
 * refuses those moves too).
 */
export function destinations(tree: MediaFolderTree, top: string, movingFolderId?: number): Destination[] {
  const byId = new Map(tree.folders.map((f) => [f.id, f]));
  const pathOf = (f: MediaFolder): string[] => [
    ...(f.parentId !== null && byId.has(f.parentId) ? pathOf(byId.get(f.parentId)!) : []),
    f.name,
  ];
  const inside = (f: MediaFolder): boolean =>
    f.id === movingFolderId || (f.parentId !== null && byId.has(f.parentId) && inside(byId.get(f.parentId)!));
  return [
    { folderId: null, label: top, path: top, level: 0 },
    ...tree.folders
      .filter((f) => movingFolderId === undefined || !inside(f))
      .map((f) => {
        const path = pathOf(f);
        return { folderId: f.id, label: f.name, path: path.join(' / '), level: path.length };
      }),
  ];
}
