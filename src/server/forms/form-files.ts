// A public form's uploaded file (POST /api/v1/mc/file/form; docs/decisions/0041-secured-documents-and-form-files.md):
// stored as a secured file (purpose
// 'form-file', staff only, never public) and answered with a token. The
// visitor's form submit sends the token as the file field's value; the
// submit claims the file (FsId recorded on it) and stores 'secured-file:<CId>'
// in place of the token. A file nobody claims within FORM_FILE_TTL_MS is
// deleted by the next form upload's sweep.
import { randomBytes } from 'node:crypto';
import { auditEvent } from '../platform/data/audit-events.js';
import type { Executor, Queryable } from '../platform/db/executor.js';
import { badRequest } from '../platform/errors.js';
import type { ReceivedFile } from '../files/index.js';
import { titleOf } from '../media/index.js';
import { insertContent } from '../media/index.js';
import { jsonObject, storedJsonObject, toDatabase } from '../platform/data/codec.js';
import { entity } from '../platform/data/entities.js';
import type { Storage } from '../platform/storage/storage.js';
import { headText, securedFiles } from '../documents/index.js';
import { securedContentRow, securedKey, STAFF_ONLY, storedNameOf } from '../documents/index.js';

const FORM_FILE_TTL_MS = 60 * 60 * 1000;
/** A form's file is smaller than a staff upload: forms are public. */
export const FORM_FILE_MAX_BYTES = 5 * 1024 * 1024;
const SWEEP_BATCH = 20;
const TOKEN = /^ff_[0-9a-f]{32}$/;

const isFormFileToken = (value: string) => TOKEN.test(value);

export async function storeFormFile(
  db: Executor,
  storage: Storage,
  formId: number,
  received: ReceivedFile,
  now: number,
  address: string,
) {
  const { saved, originalName } = received;
  const token = `ff_${randomBytes(16).toString('hex')}`;
  const expiresAt = new Date(now + FORM_FILE_TTL_MS).toISOString();
  const facts = {
    purpose: 'form-file' as const,
    saved,
    original: originalName,
    uploadedBy: 'visitor',
    access: STAFF_ONLY,
    categoryId: null,
    formFile: { formId, token, expiresAt, submissionId: null },
  };
  await db
    .transaction(async (tx) => {
      const row = await insertContent(
        tx,
        undefined,
        securedContentRow(facts, titleOf(originalName), new Date(now).toISOString()),
      );
      await auditEvent(tx, {
        type: 'File',
        message: `A visitor at ${address} uploaded "${originalName}" for form ${formId} as secured file ${String(row.CId)} (${saved.kind.mime}, ${saved.size} bytes)`,
        userName: 'visitor',
      });
    })
    .catch(async (e: unknown) => {
      await storage.delete(securedKey(saved.name)).catch(() => undefined);
      throw e;
    });
  return { token, name: originalName, size: saved.size, type: saved.kind.mime, expiresAt };
}

/** Deletes up to SWEEP_BATCH unclaimed form files past their expiry (rows first, then bytes). */
export async function sweepExpiredFormFiles(db: Executor, storage: Storage, now: number): Promise<number> {
  const names = await db.transaction(async (tx) => {
    const rows = await tx.all(
      tx.builder
        .selectFrom('Content')
        .select(['CId', 'CHeadContent'])
        .where(securedFiles(tx, 'form-file'))
        .where(headText(tx, ['formFile', 'submissionId']), 'is', null)
        .where(headText(tx, ['formFile', 'expiresAt']), '<', new Date(now).toISOString())
        .limit(SWEEP_BATCH)
        .compile(),
    );
    if (rows.length)
      await tx.run(
        tx.builder
          .deleteFrom('Content')
          .where(
            'CId',
            'in',
            rows.map((r) => Number(r.CId)),
          )
          .compile(),
      );
    return rows.map((row) => storedNameOf(row, tx.dialect));
  });
  for (const name of names) if (name) await storage.delete(securedKey(name));
  return names.length;
}

/**
 * Claims the files whose tokens a submission's answers hold, in the submit's
 * transaction: each must be this form's, unclaimed and unexpired, else a 400
 * naming the field. The answers then hold 'secured-file:<CId>'.
 */
export async function claimFormFiles(
  tx: Queryable,
  formId: number,
  answers: Record<string, string | string[]>,
  submissionId: number,
  now: number,
): Promise<number> {
  let claimed = 0;
  const content = entity('Content');
  const claimOne = async (field: string, token: string): Promise<string> => {
    const row = await tx.first(
      tx.builder
        .selectFrom('Content')
        .select(['CId', 'CHeadContent'])
        .where(securedFiles(tx, 'form-file'))
        .where(headText(tx, ['formFile', 'token']), '=', token)
        .compile(),
    );
    const head = storedJsonObject('Content', row, 'CHeadContent', tx.dialect);
    // formFile is written as an object inside the head (on upload, and by the claim below); the query's JSON path needs it so.
    const file = jsonObject(head.formFile);
    if (
      !row ||
      file.formId !== formId ||
      file.submissionId !== null ||
      String(file.expiresAt) <= new Date(now).toISOString()
    ) {
      throw badRequest(
        `The file in field "${field.slice(0, 60)}" is unknown, expired or already sent: upload it again`,
        field,
      );
    }
    const next = { ...head, formFile: { ...file, submissionId } };
    await tx.run(
      tx.builder
        .updateTable('Content')
        .set({ CHeadContent: toDatabase(content.fields.CHeadContent, next, tx.dialect) as never })
        .where('CId', '=', Number(row.CId))
        .compile(),
    );
    claimed++;
    return `secured-file:${String(row.CId)}`;
  };
  for (const [field, value] of Object.entries(answers)) {
    if (Array.isArray(value)) {
      const out: string[] = [];
      for (const v of value) out.push(isFormFileToken(v) ? await claimOne(field, v) : v);
      answers[field] = out;
    } else if (isFormFileToken(value)) answers[field] = await claimOne(field, value);
  }
  return claimed;
}
