// POST /api/v1/mc/file/form (spec §7: "multipart field 'file', with a
// public-access header for forms"; docs/decisions/0041-secured-documents-and-form-files.md):
// a public form's file field. No sign-in; the header
// X-Public-Access names the visible, open form the file is for (a closed
// form is refused with the submit's 403). Allowed types are
// the upload's (PNG, JPEG, GIF, WebP, PDF, from the bytes), at most
// FORM_FILE_MAX_BYTES (or the upload limit when smaller), limited per
// address; stored as a secured file, answered with the token the form submit
// then sends in the file field.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import { badRequest } from '../../platform/errors.js';
import { receiveUpload, uploadParserOptions } from '../../files/index.js';
import { requireOpenForm } from '../open-form.js';
import type { Storage } from '../../platform/storage/storage.js';
import { FormFileAnswer } from '../../../shared/api/documents.js';
import { securedKey } from '../../documents/index.js';
import { FORM_FILE_MAX_BYTES, storeFormFile, sweepExpiredFormFiles } from '../form-files.js';

const PUBLIC_ACCESS_HEADER = 'x-public-access';

interface FormFileDeps {
  db: Executor;
  storage: Storage;
  uploadMaxBytes: number;
  now: () => number;
  /** Throws a 429 when this address has uploaded too many form files lately. */
  limitByAddress: (request: FastifyRequest) => Promise<void>;
}

/** Register under /api/v1/mc without the sign-in hook. */
export async function registerFormFile(app: FastifyInstance, deps: FormFileDeps) {
  const maxBytes = Math.min(FORM_FILE_MAX_BYTES, deps.uploadMaxBytes);
  await app.register(fastifyMultipart, uploadParserOptions(maxBytes));
  app.post(
    '/file/form',
    {
      schema: {
        summary:
          'Upload a file for a public form’s file field (multipart, field "file"; header X-Public-Access: the form’s id; no sign-in; rate limited)',
        tags: ['Public site'],
        response: { 201: FormFileAnswer },
      },
    },
    async (request, reply) => {
      await deps.limitByAddress(request);
      const header = String(request.headers[PUBLIC_ACCESS_HEADER] ?? '').trim();
      if (!/^\d{1,9}$/.test(header) || Number(header) < 1)
        throw badRequest(
          'Name the form this file is for in the X-Public-Access header (the form’s id)',
          PUBLIC_ACCESS_HEADER,
        );
      const formId = Number(header);
      // Hidden or unknown: 404; closed: the submit's 403. Checked before the upload is read, so nothing is stored.
      await requireOpenForm(deps.db, formId, PUBLIC_ACCESS_HEADER);
      // Unclaimed files of earlier visitors go first: the sweep needs no timer of its own.
      await sweepExpiredFormFiles(deps.db, deps.storage, deps.now());
      const received = await receiveUpload(request, deps.storage, maxBytes, securedKey);
      return reply.code(201).send(await storeFormFile(deps.db, deps.storage, formId, received, deps.now(), request.ip));
    },
  );
}
