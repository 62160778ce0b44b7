// A draft changes nothing live, so its snapshot is the page as it WOULD be
// after the changes: every value checked with the same field rules as a real
// write (types, lengths, required fields), rich text sanitised the same way.
import type { EntityMeta } from '../../shared/schema-model.js';
import type { Dialect } from '../platform/db/executor.js';
import { toDatabase } from '../platform/data/codec.js';
import { entity } from '../platform/data/entities.js';
import { sanitizeRichText } from '../platform/data/rich-text.js';
import { invalid, notFound } from '../platform/errors.js';
import type { PageChanges } from './save-request.js';
import { snapshotOf, type Snapshot } from './snapshot.js';

type Rec = Record<string, unknown>;

function applyValues(e: EntityMeta, base: Rec, changes: Rec, dialect: Dialect, part: string): Rec {
  const out = { ...base };
  for (const [name, value] of Object.entries(changes)) {
    if (!Object.hasOwn(e.fields, name)) throw invalid(`${part}: Unknown field "${name}" for ${e.name}`, name);
    const field = e.fields[name];
    if (field.autoIncrement || field.stamp || field.readOnly) continue;
    try {
      toDatabase(field, value, dialect);
    } catch (err) {
      throw invalid(`${part}: ${(err as Error).message}`, name);
    }
    out[name] = field.format === 'html' && typeof value === 'string' ? sanitizeRichText(value) : (value ?? null);
  }
  for (const name of e.fieldOrder) {
    const f = e.fields[name];
    if (f.required && !f.autoIncrement && (out[name] === null || out[name] === undefined))
      throw invalid(`${part}: ${name} is required`, name);
  }
  return out;
}

function newBlock(e: EntityMeta): Rec {
  const out: Rec = {};
  for (const name of e.fieldOrder) out[name] = e.fields[name].default ?? null;
  return out;
}

export function previewSnapshot(content: Rec, blocks: Rec[], changes: PageChanges, dialect: Dialect): Snapshot {
  const cId = content.CId;
  const blockEntity = entity('ContentBlock');
  const nextContent = applyValues(entity('Content'), content, changes.content, dialect, 'content');
  const byId = new Map(blocks.map((b) => [b.CbId as number, b]));
  for (const [i, id] of changes.blocks.deletes.entries()) {
    if (!byId.delete(id)) throw notFound(`blocks.deletes[${i}]: Content block ${id} is not part of page ${cId}`);
  }
  for (const [i, u] of changes.blocks.updates.entries()) {
    const current = byId.get(u.CbId as number);
    if (!current) throw notFound(`blocks.updates[${i}]: Content block ${String(u.CbId)} is not part of page ${cId}`);
    const { CbId: _key, ...rest } = u;
    byId.set(
      current.CbId as number,
      applyValues(blockEntity, current, { ...rest, CId: cId }, dialect, `blocks.updates[${i}]`),
    );
  }
  const created = changes.blocks.creates.map((c, i) => {
    const { CbId: _key, ...rest } = c;
    const block: Rec = {
      ...applyValues(blockEntity, newBlock(blockEntity), { ...rest, CId: cId }, dialect, `blocks.creates[${i}]`),
      CbId: null,
    };
    return block;
  });
  const after = [...byId.values(), ...created].sort((a, b) => Number(a.CbSortOrder ?? 0) - Number(b.CbSortOrder ?? 0));
  return snapshotOf(nextContent, after);
}
