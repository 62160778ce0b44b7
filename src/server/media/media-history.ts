// A library record's versions, variants and focal point, kept in its
// CHeadContent beside the spec's facts (docs/decisions/0039-file-versions-and-image-tool.md):
// `version` (the number of the bytes at the record's URL,
// 1 when absent: as uploaded), `versionNote`, `versionAt`, `versionBy`,
// `focus`, `variants`, `versions` (the earlier ones, oldest first) and
// `derivedFrom`. Written by this server only, so read with light checks.
import type { Dialect, Row } from '../platform/db/executor.js';
import { storedJsonObject } from '../platform/data/codec.js';
import type { Focus, MediaHistory, MediaVariant, MediaVersion } from '../../shared/api/images.js';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const listOf = <T>(v: unknown): T[] => (Array.isArray(v) ? (v.filter(isObject) as T[]) : []);

function focusOf(v: unknown): Focus | null {
  if (!isObject(v) || typeof v.x !== 'number' || typeof v.y !== 'number') return null;
  return { x: v.x, y: v.y };
}

/** A library record's history from its row (`dialect`: the database it came from). */
export function mediaHistoryOf(row: Row, dialect: Dialect): MediaHistory {
  const head = storedJsonObject('Content', row, 'CHeadContent', dialect);
  return {
    version:
      typeof head.version === 'number' && Number.isSafeInteger(head.version) && head.version >= 1 ? head.version : 1,
    note: typeof head.versionNote === 'string' ? head.versionNote : 'Uploaded',
    focus: focusOf(head.focus),
    variants: listOf<MediaVariant>(head.variants),
    versions: listOf<MediaVersion>(head.versions),
    derivedFrom: typeof head.derivedFrom === 'number' ? head.derivedFrom : null,
  };
}

/** The stored name of version `version` of the file '<hex>.<ext>' once it is no longer the current one. */
export const versionName = (hex: string, version: number, ext: string) => `${hex}-v${version}.${ext}`;
