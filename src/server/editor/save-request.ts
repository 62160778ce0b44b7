// The body of a page save (docs/editor-api.md PageSave), checked for shape
// before anything is written: which content fields, the block batch, the mode.
import { asRecord } from '../data/write-values.js';
import { invalid } from '../errors.js';
import { EDITABLE_CONTENT_FIELDS } from './snapshot.js';

type Rec = Record<string, unknown>;

export interface PageChanges {
  content: Rec;
  blocks: { creates: Rec[]; updates: Rec[]; deletes: number[] };
}

export interface PageSave extends PageChanges {
  mode: 'publish' | 'draft';
  note: string | null;
}

const EDITABLE = new Set<string>(EDITABLE_CONTENT_FIELDS);

function records(value: unknown, part: string): Rec[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalid(`${part} must be a JSON array`, part);
  return value.map((v, i) => {
    // The admin keeps a client-side uuid per block (spec §3); it is not stored.
    const { uuid: _clientId, ...rest } = asRecord(v, `${part}[${i}]`);
    return rest;
  });
}

export function parsePageSave(body: unknown): PageSave {
  const b = asRecord(body ?? {}, 'The page save');
  for (const k of Object.keys(b)) if (!['content', 'blocks', 'mode', 'note'].includes(k)) throw invalid(`Unknown part "${k}" of a page save (content, blocks, mode, note)`, k);
  const content = asRecord(b.content ?? {}, 'content');
  for (const k of Object.keys(content)) {
    if (!EDITABLE.has(k)) throw invalid(`The editor does not change ${k} (it changes ${EDITABLE_CONTENT_FIELDS.join(', ')})`, k);
  }
  const blocks = asRecord(b.blocks ?? {}, 'blocks');
  for (const k of Object.keys(blocks)) if (!['creates', 'updates', 'deletes'].includes(k)) throw invalid(`Unknown part "blocks.${k}" (creates, updates, deletes)`, k);
  const deletes = blocks.deletes ?? [];
  if (!Array.isArray(deletes) || !deletes.every((d) => Number.isSafeInteger(d))) throw invalid('blocks.deletes must be a list of block ids (CbId)', 'deletes');
  const mode = b.mode ?? 'publish';
  if (mode !== 'publish' && mode !== 'draft') throw invalid('mode must be "publish" or "draft"', 'mode');
  if (b.note !== undefined && b.note !== null && typeof b.note !== 'string') throw invalid('note must be text', 'note');
  return {
    content,
    blocks: { creates: records(blocks.creates, 'blocks.creates'), updates: records(blocks.updates, 'blocks.updates'), deletes: deletes as number[] },
    mode,
    note: (b.note as string | undefined) ?? null,
  };
}
