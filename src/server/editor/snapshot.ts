// What a ContentVersion keeps: the page's editable content fields and every
// block (with its CbId, or null for a block a draft would create). Restoring
// or publishing a version applies this shape back to the page.
import { decodeField } from '../platform/data/codec.js';
import type { Dialect } from '../platform/db/executor.js';
import { invalid } from '../platform/errors.js';

type Rec = Record<string, unknown>;

/** The content fields the editor writes (docs/editor-api.md PageSave.content). */
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
] as const;

export interface Snapshot {
  content: Rec;
  blocks: Rec[];
}

export function editableContent(content: Rec): Rec {
  const out: Rec = {};
  for (const f of EDITABLE_CONTENT_FIELDS) if (f in content) out[f] = content[f] ?? null;
  return out;
}

export function snapshotOf(content: Rec, blocks: Rec[]): Snapshot {
  return { content: editableContent(content), blocks: blocks.map((b) => ({ ...b, CbId: b.CbId ?? null })) };
}

/**
 * A version's stored Snapshot column (older ones, such as the seed's, keep the whole content record), decoded by the
 * codec: `dialect` is the database it came from (text in SQLite, parsed already by pg).
 */
export function readSnapshot(stored: unknown, cvId: number, dialect: Dialect): Snapshot {
  const s = decodeField('ContentVersion', 'Snapshot', stored, dialect) as Partial<Snapshot> | null;
  if (!s || typeof s !== 'object' || !s.content || typeof s.content !== 'object' || !Array.isArray(s.blocks)) {
    throw invalid(`Version ${cvId} has no readable snapshot of the page`);
  }
  return {
    content: editableContent(s.content),
    blocks: s.blocks.filter((b): b is Rec => !!b && typeof b === 'object'),
  };
}
