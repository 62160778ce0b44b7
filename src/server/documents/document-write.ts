// Writing secured documents and their categories. Each write is one
// transaction with its audit rows; a document's bytes are removed only after
// its deletion committed, and an upload whose record could not be written
// takes its bytes with it.
import { auditEvent } from '../platform/data/audit-events.js';
import { auditWrite } from '../platform/data/audit.js';
import { entity } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import type { Executor, Queryable } from '../platform/db/executor.js';
import { conflict, invalid } from '../platform/errors.js';
import type { ReceivedFile } from '../files/index.js';
import { titleOf } from '../media/index.js';
import { insertContent } from '../media/index.js';
import { storedJsonObject } from '../platform/data/codec.js';
import { updateContent } from '../site/index.js';
import { CT } from '../../shared/content-types.js';
import type { Storage } from '../platform/storage/storage.js';
import type {
  CategoryItem,
  CategorySaveBody,
  DocumentAccess,
  DocumentItem,
  DocumentSaveBody,
} from '../../shared/api/documents.js';
import { categoryDocumentCount, categoryRow, readCategory, readDocument, securedRow } from './document-read.js';
import { documentItemOf, securedContentRow, securedKey, STAFF_ONLY, storedNameOf } from './document-record.js';
import { TAG_REGISTER_TO_DOWNLOAD } from './registration.js';
import { featureOn } from '../site/index.js';

const auditOf = (actor: Actor) => ({
  userName: actor.userName,
  requestId: actor.requestId,
  impersonator: actor.impersonatorName,
});

/** The record of a document just stored (bytes under secured/); on failure the bytes are deleted. */
export async function createDocument(
  db: Executor,
  storage: Storage,
  actor: Actor,
  received: ReceivedFile,
): Promise<DocumentItem> {
  const { saved, originalName } = received;
  const facts = {
    purpose: 'document' as const,
    saved,
    original: originalName,
    uploadedBy: actor.userName,
    access: STAFF_ONLY,
    categoryId: null,
  };
  return db
    .transaction(async (tx) => {
      const row = await insertContent(
        tx,
        actor,
        securedContentRow(facts, titleOf(originalName), new Date().toISOString()),
      );
      await auditEvent(tx, {
        type: 'File',
        message: `Uploaded the secured document "${originalName}" as document ${String(row.CId)} (${saved.kind.mime}, ${saved.size} bytes)`,
        ...auditOf(actor),
      });
      return documentItemOf(row, tx.dialect);
    })
    .catch(async (e: unknown) => {
      await storage.delete(securedKey(saved.name)).catch(() => undefined);
      throw e;
    });
}

async function checkAccess(tx: Queryable, access: DocumentAccess): Promise<DocumentAccess> {
  const roles = [...new Set(access.roles.map((r) => r.trim()).filter(Boolean))];
  const claims = [...new Set(access.claims.map((c) => c.trim()).filter(Boolean))];
  if (access.mode === 'roles' && !roles.length)
    throw invalid('Name at least one role that may download the document', 'access.roles');
  if (access.mode === 'claims' && !claims.length)
    throw invalid('Name at least one claim ("name:value") that may download the document', 'access.claims');
  if (access.mode === 'register' && !(await featureOn(tx, TAG_REGISTER_TO_DOWNLOAD)))
    throw invalid(
      'Register to download is turned off (feature tag 91): turn it on in the Feature Toggles first',
      'access.mode',
    );
  return {
    mode: access.mode,
    roles: access.mode === 'roles' ? roles : [],
    claims: access.mode === 'claims' ? claims : [],
  };
}

export async function saveDocument(
  db: Executor,
  actor: Actor,
  id: number,
  body: DocumentSaveBody,
): Promise<DocumentItem> {
  await db.transaction(async (tx) => {
    const before = await securedRow(tx, id, 'document', true);
    const head = storedJsonObject('Content', before, 'CHeadContent', tx.dialect);
    if (body.categoryId) await categoryRow(tx, body.categoryId);
    const next = { ...head };
    if (body.categoryId !== undefined) next.categoryId = body.categoryId;
    if (body.access) next.access = await checkAccess(tx, body.access);
    await updateContent(tx, actor, before, {
      ...(body.title !== undefined ? { CTitle: body.title.trim() || String(before.CTitle) } : {}),
      ...(body.description !== undefined ? { CIntroText: body.description.trim() } : {}),
      ...(body.categoryId !== undefined || body.access ? { CHeadContent: next } : {}),
    });
  });
  return readDocument(db, id);
}

/** Deletes a secured file's record (a document, or a form's file), then its bytes. */
export async function deleteSecuredFile(
  db: Executor,
  storage: Storage,
  actor: Actor,
  id: number,
  purpose: 'document' | 'form-file' = 'document',
): Promise<void> {
  const stored = await db.transaction(async (tx) => {
    const before = await securedRow(tx, id, purpose, true);
    await tx.run(tx.builder.deleteFrom('Content').where('CId', '=', id).compile());
    await auditWrite(tx, actor, entity('Content'), 'Delete', [id], before, undefined);
    await auditEvent(tx, {
      type: 'File',
      message: `Deleted the secured ${purpose === 'document' ? 'document' : 'form file'} "${String(before.CTitle).slice(0, 200)}" (${id})`,
      ...auditOf(actor),
    });
    return storedNameOf(before, tx.dialect);
  });
  if (stored) await storage.delete(securedKey(stored));
}

export async function createCategory(db: Executor, actor: Actor, body: CategorySaveBody): Promise<CategoryItem> {
  const at = new Date().toISOString();
  const row = await db.transaction((tx) =>
    insertContent(tx, actor, {
      CtId: CT.Secured_File_Category,
      TemplateId: null,
      CTitle: body.name.trim(),
      CIntroText: (body.description ?? '').trim(),
      CDeleted: false,
      CCreated: at,
      CLastModified: at,
    }),
  );
  return readCategory(db, Number(row.CId));
}

export async function saveCategory(
  db: Executor,
  actor: Actor,
  id: number,
  body: CategorySaveBody,
): Promise<CategoryItem> {
  await db.transaction(async (tx) => {
    const before = await categoryRow(tx, id, true);
    await updateContent(tx, actor, before, {
      CTitle: body.name.trim(),
      ...(body.description !== undefined ? { CIntroText: body.description.trim() } : {}),
    });
  });
  return readCategory(db, id);
}

export async function deleteCategory(db: Executor, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await categoryRow(tx, id, true);
    const count = await categoryDocumentCount(tx, id);
    if (count)
      throw conflict(
        `The category "${String(before.CTitle)}" still holds ${count === 1 ? 'one document' : `${count} documents`}: move or delete ${count === 1 ? 'it' : 'them'} first.`,
      );
    await tx.run(tx.builder.deleteFrom('Content').where('CId', '=', id).compile());
    await auditWrite(tx, actor, entity('Content'), 'Delete', [id], before, undefined);
  });
}
