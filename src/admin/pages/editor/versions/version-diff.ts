// What differs between a stored version and the current page: the content
// fields that changed, and the blocks added, removed or changed (blocks are
// matched by CbId; a version's block without one was new in that version).
import { sameJson } from '../../../providers/etag.js';
import type { BlockRecord, Page, Snapshot } from '../api/types.js';
import { EDITABLE_CONTENT_FIELDS } from '../model/page-model.js';

interface FieldChange {
  field: string;
  version: unknown;
  current: unknown;
}

interface BlockChange {
  /** What differs (message editor.versions.diff.<kind>). */
  kind: 'onlyInVersion' | 'onlyInCurrent' | 'changed' | 'moved';
  CbId: number | null;
  /** The block's headline; '' when it has none (the dialog says '(no headline)'). */
  headline: string;
  fields: string[];
}

interface VersionDiff {
  fields: FieldChange[];
  blocks: BlockChange[];
}

const BLOCK_FIELDS = [
  'CbHeadline',
  'CbCopy',
  'CbPhoto',
  'CbPhotoAltText',
  'CbPhotoCaption',
  'CbLinkText',
  'CbLink',
  'CbLinkTarget',
  'CbMetaData',
  'CbPhotoMetadata',
  'CIdChild',
  'TemplateIdChild',
] as const;

const headline = (b: BlockRecord) => b.CbHeadline?.trim() || '';
const norm = (v: unknown) => (v === undefined || v === '' ? null : v);

export function versionDiff(snapshot: Snapshot, page: Page): VersionDiff {
  const fields: FieldChange[] = [];
  for (const field of EDITABLE_CONTENT_FIELDS) {
    if (!(field in snapshot.content)) continue;
    const version = norm(snapshot.content[field]);
    const current = norm(page.content[field]);
    if (!sameJson(version, current)) fields.push({ field, version, current });
  }

  const blocks: BlockChange[] = [];
  const current = [...page.blocks].sort((a, b) => (a.CbSortOrder ?? 0) - (b.CbSortOrder ?? 0));
  const currentById = new Map(current.map((b, i) => [b.CbId, { block: b, index: i }]));
  const seen = new Set<number>();
  snapshot.blocks.forEach((b, i) => {
    const match = b.CbId ? currentById.get(b.CbId) : undefined;
    if (!match) {
      blocks.push({ kind: 'onlyInVersion', CbId: b.CbId ?? null, headline: headline(b), fields: [] });
      return;
    }
    seen.add(match.block.CbId!);
    const changed = BLOCK_FIELDS.filter((f) => !sameJson(norm(b[f]), norm(match.block[f])));
    if (changed.length)
      blocks.push({ kind: 'changed', CbId: b.CbId, headline: headline(match.block), fields: changed });
    else if (match.index !== i)
      blocks.push({ kind: 'moved', CbId: b.CbId, headline: headline(match.block), fields: [] });
  });
  for (const b of current) {
    if (b.CbId && !seen.has(b.CbId))
      blocks.push({ kind: 'onlyInCurrent', CbId: b.CbId, headline: headline(b), fields: [] });
  }
  return { fields, blocks };
}
