// The body of a page save (docs/editor-api.md PageSave) as the editor's rules
// use it: only editable content fields, blocks without the client's ids.
import { asRecord } from '../platform/data/write-values.js';
import { invalid } from '../platform/errors.js';
import { EDITABLE_CONTENT_FIELDS } from './snapshot.js';
import { parseInstant } from './schedule/site-zone.js';
import { requireFuture } from './schedule/store.js';
import type { PageSave as PageSaveBody } from '../../shared/api/editor.js';

type Rec = Record<string, unknown>;

export interface PageChanges {
  content: Rec;
  blocks: { creates: Rec[]; updates: Rec[]; deletes: number[] };
}

interface PageSave extends PageChanges {
  mode: 'publish' | 'draft' | 'schedule';
  /** mode 'schedule': when the draft goes live (epoch ms). */
  publishAt?: number;
  note: string | null;
  /** The save carries a field an AI tool drafted (the version is marked, docs/ai-tools.md). */
  aiDrafted: boolean;
}

const EDITABLE = new Set<string>(EDITABLE_CONTENT_FIELDS);

function records(value: readonly unknown[] | undefined, part: string): Rec[] {
  return (value ?? []).map((v, i) => {
    // The admin keeps a client-side uuid per block (spec §3); it is not stored.
    const { uuid: _clientId, ...rest } = asRecord(v, `${part}[${i}]`);
    return rest;
  });
}

/**
 * The route's schema (shared/api/editor.ts PageSave) has checked the shape: the parts, the mode,
 * the note, the block ids to delete. What is left is the editor's own rule on content fields,
 * and taking the client's block ids off.
 */
export function parsePageSave(body: PageSaveBody | undefined): PageSave {
  const b = body ?? {};
  const content = asRecord(b.content ?? {}, 'content');
  for (const k of Object.keys(content)) {
    if (!EDITABLE.has(k))
      throw invalid(`The editor does not change ${k} (it changes ${EDITABLE_CONTENT_FIELDS.join(', ')})`, k);
  }
  const mode = b.mode ?? 'publish';
  if (mode !== 'schedule' && b.publishAt !== undefined)
    throw invalid(`publishAt goes with mode 'schedule' only (this save's mode is '${mode}')`, 'publishAt');
  const blocks = b.blocks ?? {};
  return {
    content,
    blocks: {
      creates: records(blocks.creates, 'blocks.creates'),
      updates: records(blocks.updates, 'blocks.updates'),
      deletes: blocks.deletes ?? [],
    },
    mode,
    ...(mode === 'schedule' ? { publishAt: scheduledTime(b.publishAt) } : {}),
    note: b.note ?? null,
    aiDrafted: b.aiDrafted ?? false,
  };
}

/** mode 'schedule' needs a time to come: ISO 8601 with an offset. */
function scheduledTime(value: string | undefined): number {
  if (value === undefined) throw invalid("mode 'schedule' needs publishAt: when the draft goes live", 'publishAt');
  const at = parseInstant(value, 'publishAt');
  requireFuture(at, Date.now(), 'publishAt');
  return at;
}
