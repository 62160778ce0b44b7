// The page as the editor holds it while it is being edited: the content
// fields and the blocks, each block with a client-side uuid made when it was
// read (spec §3), so new blocks (no CbId yet) and moved blocks keep one
// identity for React keys, drag and drop, and the relational batch.
import type { BlockRecord, ContentRecord, Page, Snapshot } from '../api/types.js';

export interface EditorBlock extends BlockRecord {
  uuid: string;
}

export interface Draft {
  content: ContentRecord;
  blocks: EditorBlock[];
  /** A field holds an AI draft the user accepted: the next save marks its version (docs/ai-tools.md). */
  aiDrafted?: true;
}

/** The content fields the editor changes (docs/editor-api.md PageSave.content). */
export const EDITABLE_CONTENT_FIELDS = [
  'CTitle',
  'CSeoTitle',
  'CSeoUrl',
  'CMetaDesc',
  'CMetaData',
  'CHeadContent',
  'CIntroPhoto',
  'CIntroText',
  'CIntroLink',
  'TemplateId',
] as const satisfies readonly (keyof ContentRecord)[];

export function newUuid(): string {
  return globalThis.crypto.randomUUID();
}

function withUuids(blocks: readonly BlockRecord[]): EditorBlock[] {
  return [...blocks]
    .sort((a, b) => (a.CbSortOrder ?? 0) - (b.CbSortOrder ?? 0))
    .map((b) => ({ ...b, uuid: newUuid() }));
}

export function draftOf(page: Page): Draft {
  return { content: { ...page.content }, blocks: withUuids(page.blocks) };
}

/**
 * A stored version's page as a working copy on top of the live page (`base`):
 * its blocks that still exist keep the live block's uuid and CbId (so they
 * become updates), blocks it added get new uuids (creates), and live blocks it
 * lacks become deletes.
 */
export function draftFromSnapshot(base: Draft, snapshot: Snapshot): Draft {
  const live = new Map(base.blocks.filter((b) => b.CbId).map((b) => [b.CbId, b]));
  const blocks = snapshot.blocks.map((b) => {
    const same = b.CbId ? live.get(b.CbId) : undefined;
    return { ...b, CId: base.content.CId, CbId: same?.CbId, uuid: same?.uuid ?? newUuid() };
  });
  return { content: { ...base.content, ...snapshot.content }, blocks };
}

/** A new, empty block for the page. */
export function emptyBlock(cId: number): EditorBlock {
  return { CId: cId, CbHeadline: '', CbCopy: '', uuid: newUuid() };
}

/** A copy of a block placed after it: a new row (no CbId), the same fields. */
export function copyOfBlock(block: EditorBlock): EditorBlock {
  const { CbId: _id, ...rest } = block;
  return { ...rest, uuid: newUuid() };
}

/** Block order is the list's order: CbSortOrder 1, 2, 3 … as saved. */
export function numbered(blocks: readonly EditorBlock[]): EditorBlock[] {
  return blocks.map((b, i) => (b.CbSortOrder === i + 1 ? b : { ...b, CbSortOrder: i + 1 }));
}

type BlockKind = 'copy' | 'photo' | 'link' | 'childContent' | 'template';

/** What the block's collapsed card says it is (message editor-blocks.card.kinds.<kind>). */
export function blockKind(block: BlockRecord): BlockKind[] {
  const kinds: BlockKind[] = [];
  if (block.CbCopy) kinds.push('copy');
  if (block.CbPhoto) kinds.push('photo');
  if (block.CbLink) kinds.push('link');
  if (block.CIdChild) kinds.push('childContent');
  if (block.TemplateIdChild) kinds.push('template');
  return kinds;
}
