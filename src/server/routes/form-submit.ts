// The public form endpoint (spec §7, contract §6):
// POST /api/v1/db/form/submit?id={FrmId}&isSubscribe={flag}, form-encoded.
// No sign-in; limited per address; a honeypot field and a size cap keep
// bots out; answers are stored as plain text in FormSubmission.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../db/executor.js';
import { badRequest } from '../errors.js';
import { claimFormFiles } from '../documents/form-files.js';
import { requireVisibleForm } from '../forms/visible-form.js';
import { toPlainText } from '../../shared/forms/plain-text.js';
import { FormSubmitQuery, Success } from '../../shared/api/ops.js';

export const FORM_BODY_LIMIT = 64 * 1024;
export const MAX_FORM_FIELDS = 60;
export const MAX_FIELD_LENGTH = 5000;
/** A field real visitors never see (hidden by the site's CSS); bots fill it in. */
export const HONEYPOT_FIELD = 'website_url';

export interface FormSubmitDeps {
  db: Executor;
  /** The clock a claimed form file's expiry is checked against. */
  now: () => number;
  /** Throws a 429 when this address has sent too many forms lately. */
  limitByAddress: (request: FastifyRequest) => Promise<void>;
}

export function registerFormSubmit(app: FastifyInstance, deps: FormSubmitDeps) {
  const { db } = deps;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_req, body, done) => {
    done(null, new URLSearchParams(body as string));
  });

  app.post('/form/submit', { schema: { summary: 'Submit a public form (form-encoded; no sign-in; rate limited)', tags: ['Public site'], querystring: FormSubmitQuery, response: { 200: Success } } }, async (request, reply) => {
    await deps.limitByAddress(request);
    const query = request.query as Record<string, unknown>;
    const id = Number(query.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw badRequest('id must name a form', 'id');
    if (!(request.body instanceof URLSearchParams)) throw badRequest('Send the form as application/x-www-form-urlencoded');
    await requireVisibleForm(db, id);
    const answers: Record<string, string | string[]> = {};
    let fields = 0;
    for (const [name, raw] of request.body) {
      if (name === HONEYPOT_FIELD) {
        // A bot: answer as if it worked, store nothing.
        if (raw.trim()) return reply.code(200).send({ success: true });
        continue;
      }
      if (++fields > MAX_FORM_FIELDS) throw badRequest(`A form may send at most ${MAX_FORM_FIELDS} fields`);
      if (raw.length > MAX_FIELD_LENGTH) throw badRequest(`Field "${toPlainText(name).slice(0, 60)}" is longer than ${MAX_FIELD_LENGTH} characters`);
      const key = toPlainText(name).slice(0, 100) || `field${fields}`;
      const value = toPlainText(raw);
      const prev = answers[key];
      answers[key] = prev === undefined ? value : [...(Array.isArray(prev) ? prev : [prev]), value];
    }
    const ip = request.ip;
    const machine = {
      userAgent: toPlainText(String(request.headers['user-agent'] ?? '')).slice(0, 400),
      referer: toPlainText(String(request.headers.referer ?? '')).slice(0, 800),
      isSubscribe: query.isSubscribe === 'true' || query.isSubscribe === '1',
    };
    // One commit: the submission and the claim of the files its file fields name (POST /api/v1/mc/file/form tokens).
    await db.transaction(async (tx) => {
      const row = await tx.first<{ FsId: number }>(
        tx.builder
          .insertInto('FormSubmission')
          .values({ FrmId: id, FsMetaData: JSON.stringify(answers), FsMachineMeta: JSON.stringify(machine), FsDate: new Date().toISOString(), FsIp: ip.slice(0, 45) })
          .returning('FsId')
          .compile(),
      );
      if (await claimFormFiles(tx, id, answers, Number(row!.FsId), deps.now())) {
        await tx.run(tx.builder.updateTable('FormSubmission').set({ FsMetaData: JSON.stringify(answers) }).where('FsId', '=', Number(row!.FsId)).compile());
      }
    });
    return reply.code(200).send({ success: true });
  });
}
