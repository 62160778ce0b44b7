// Template files (/template-files, MoJoAdmin): the source of the header, footer and e-mail templates, which are
// Content items of the types Header_Template 54, Footer_Template 53 and Email_Template 52 (their source in the first
// block's CbCopy, read by email/email-templates.ts for e-mail). A save is refused with 422 and the line and column
// when liquidjs cannot parse the source; each save keeps a version (code-items.ts).
import type { Executor, Queryable } from '../platform/db/executor.js';
import type { Actor } from '../platform/data/identity.js';
import { listCodeItems, readCodeItem, readCodeVersion, saveCodeItem, type CodeItem } from './code-items.js';
import { requireValidLiquid } from './liquid-check.js';

const TEMPLATE_KINDS = { 54: 'header', 53: 'footer', 52: 'email' } as const;
type TemplateKind = (typeof TEMPLATE_KINDS)[keyof typeof TEMPLATE_KINDS];
const TEMPLATE_TYPES = [54, 53, 52] as const;

import type { TemplateFile } from '../../shared/api/custom-code.js';
const toFile = (item: CodeItem): TemplateFile => ({
  CId: item.CId,
  CTitle: item.CTitle,
  kind: TEMPLATE_KINDS[item.CtId as keyof typeof TEMPLATE_KINDS],
  source: item.source,
  CLastModified: item.CLastModified,
});

export async function listTemplateFiles(q: Queryable): Promise<TemplateFile[]> {
  const order: TemplateKind[] = ['header', 'footer', 'email'];
  return (await listCodeItems(q, TEMPLATE_TYPES))
    .map(toFile)
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.CTitle.localeCompare(b.CTitle));
}

export async function readTemplateFile(q: Queryable, cId: number): Promise<TemplateFile> {
  return toFile(await readCodeItem(q, cId, TEMPLATE_TYPES, 'Template'));
}

export async function saveTemplateFile(
  db: Executor,
  actor: Actor,
  cId: number,
  source: string,
  note = 'Saved',
): Promise<TemplateFile> {
  requireValidLiquid(source);
  await db.transaction(async (tx) => {
    await readTemplateFile(tx, cId);
    await saveCodeItem(tx, actor, cId, { source }, note);
  });
  return readTemplateFile(db, cId);
}

/** Restoring is saving the version's source again (checked like any save), as a new version. */
export async function restoreTemplateFile(
  db: Executor,
  actor: Actor,
  cId: number,
  cvId: number,
): Promise<TemplateFile> {
  const version = await readCodeVersion(db, cId, cvId);
  await readTemplateFile(db, cId);
  return saveTemplateFile(db, actor, cId, version.source, `Restored version ${cvId}`);
}
