// One save of the page (docs/editor-api.md PUT /page/{CId}): the changed
// content fields, and the blocks as a relational batch (spec §4: removed →
// delete, added → create, changed → update) computed by the shared
// relationalBatch over the blocks' uuids, after numbering them in list order.
import { relationalBatch } from '../../../../shared/relational-batch.js';
import { sameJson } from '../../../providers/etag.js';
import type { BlockBatch, BlockRecord, ContentRecord, EditorSave } from '../api/types.js';
import { EDITABLE_CONTENT_FIELDS, numbered, type Draft, type EditorBlock } from './page-model.js';

/** A block as the server takes it: no uuid, the page's CId. */
function toRecord(block: EditorBlock, cId: number): BlockRecord {
  const { uuid: _uuid, ...record } = block;
  return { ...record, CId: cId };
}

const sameBlock = (a: EditorBlock, b: EditorBlock) => sameJson(toRecord(a, a.CId), toRecord(b, b.CId));

export function blockBatch(before: readonly EditorBlock[], after: readonly EditorBlock[], cId: number): BlockBatch {
  const batch = relationalBatch(numbered(before), numbered(after), 'uuid', sameBlock);
  const cbIdOf = new Map(before.map((b) => [b.uuid, b.CbId]));
  return {
    creates: batch.creates.map((b) => toRecord(b, cId)),
    updates: batch.updates.map((b) => toRecord(b, cId)),
    // deletes are the removed blocks' uuids: the server deletes by CbId (a block never saved has none).
    deletes: batch.deletes.map((uuid) => cbIdOf.get(uuid)).filter((id): id is number => typeof id === 'number'),
  };
}

function contentChanges(before: ContentRecord, after: ContentRecord): Partial<ContentRecord> {
  const changes: Partial<ContentRecord> = {};
  for (const field of EDITABLE_CONTENT_FIELDS) {
    if (!sameJson(before[field] ?? null, after[field] ?? null))
      (changes as Record<string, unknown>)[field] = after[field] ?? null;
  }
  return changes;
}

export function isEmptySave(save: EditorSave): boolean {
  const b = save.blocks;
  return (
    !Object.keys(save.content ?? {}).length && (!b || (!b.creates.length && !b.updates.length && !b.deletes.length))
  );
}

/** The PUT body taking the loaded page (`before`) to the working copy (`after`). */
export function buildSave(before: Draft, after: Draft, mode: 'publish' | 'draft', note?: string): EditorSave {
  const cId = before.content.CId;
  return {
    content: contentChanges(before.content, after.content),
    blocks: blockBatch(before.blocks, after.blocks, cId),
    mode,
    ...(note ? { note } : {}),
    // Only the saves that carry an accepted AI draft say so (the loaded page never does).
    ...(after.aiDrafted && !before.aiDrafted ? { aiDrafted: true } : {}),
  };
}
