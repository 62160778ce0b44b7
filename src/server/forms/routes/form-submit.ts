// The public form endpoint (spec §7, contract §6):
// POST /api/v1/db/form/submit?id={FrmId}&isSubscribe={flag}, form-encoded.
// No sign-in; limited per address; a honeypot field and a size cap keep
// bots out. A form with fields (FrmConfig.fields) gets its own rules
// enforced (shared/forms/answers.ts): a 422 names every failing field and
// nothing is stored. Then the submission and its deliveries are stored in
// one transaction and the deliveries are tried after the commit
// (docs/forms.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import { ApiError, badRequest } from '../../platform/errors.js';
import { checkAnswers, type Answers } from '../../../shared/forms/answers.js';
import { toPlainText } from '../../../shared/forms/plain-text.js';
import { requireOpenForm } from '../open-form.js';
import { storeSubmission } from '../store-submission.js';
import { readTracking, TRACKING_PARAMS } from '../tracking.js';
import type { DeliveryRunner } from '../deliveries/runner.js';
import { FormSubmitQuery, FormSubmitted } from '../../../shared/api/ops.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';

const FORM_BODY_LIMIT = 64 * 1024;
const MAX_FORM_FIELDS = 60;
const MAX_FIELD_LENGTH = 5000;
/** A field real visitors never see (hidden by the site's CSS); bots fill it in. */
const HONEYPOT_FIELD = 'website_url';
const TRACKING_NAMES = new Set<string>(Object.values(TRACKING_PARAMS));

interface FormSubmitDeps {
  db: Executor;
  /** The clock a claimed form file's expiry and the deliveries' times are read from. */
  now: () => number;
  /** Throws a 429 when this address has sent too many forms lately. */
  limitByAddress: (request: FastifyRequest) => Promise<void>;
  /** Tries the stored submission's deliveries after the commit. */
  deliveries?: Pick<DeliveryRunner, 'runFor'>;
}

/** A 422 naming every failing field (contract §3: one error item per field). */
class InvalidAnswers extends ApiError {
  constructor(private readonly items: { field: string; message: string }[]) {
    super(422, items.map((i) => i.message).join('; '), items[0]?.field);
  }
  override body() {
    return { errors: this.items, status: 422 };
  }
}

/** A form without configured fields keeps every posted field, as plain text (what the submit did before forms had rules). */
function unruledAnswers(posted: [string, string][]): Answers {
  const answers: Answers = {};
  posted.forEach(([name, raw], i) => {
    const key = toPlainText(name).slice(0, 100) || `field${i + 1}`;
    const value = toPlainText(raw);
    const prev = answers[key];
    answers[key] = prev === undefined ? value : [...(Array.isArray(prev) ? prev : [prev]), value];
  });
  return answers;
}

export function registerFormSubmit(scope: FastifyInstance, deps: FormSubmitDeps) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, body, done) => {
      done(null, new URLSearchParams(body as string));
    },
  );

  app.post(
    '/form/submit',
    {
      schema: {
        summary:
          'Submit a public form (form-encoded; no sign-in; rate limited); 422 names every field that breaks the form’s rules',
        tags: ['Public site'],
        querystring: FormSubmitQuery,
        response: { 200: FormSubmitted },
      },
    },
    async (request, reply) => {
      await deps.limitByAddress(request);
      const query = request.query;
      const id = Number(query.id);
      if (!Number.isSafeInteger(id) || id <= 0) throw badRequest('id must name a form', 'id');
      if (!(request.body instanceof URLSearchParams)) {
        // A body of another type (JSON, which the app parses everywhere else) is the wrong media type (contract §3), not a malformed request.
        if (request.headers['content-type'] !== undefined)
          throw new ApiError(
            415,
            `This call accepts only application/x-www-form-urlencoded (a form as a browser posts it), not ${String(request.headers['content-type']).split(';')[0].slice(0, 100)}`,
          );
        throw badRequest('Send the form as application/x-www-form-urlencoded');
      }
      const form = await requireOpenForm(db, id, 'id');
      const honeypots = new Set([HONEYPOT_FIELD, ...(form.config.honeypotField ? [form.config.honeypotField] : [])]);
      const posted: [string, string][] = [];
      for (const [name, raw] of request.body) {
        if (honeypots.has(name)) {
          // A bot: answer as if it worked, store nothing.
          if (raw.trim()) return reply.code(200).send({ success: true });
          continue;
        }
        if (posted.length + 1 > MAX_FORM_FIELDS) throw badRequest(`A form may send at most ${MAX_FORM_FIELDS} fields`);
        if (raw.length > MAX_FIELD_LENGTH)
          throw badRequest(
            `Field "${toPlainText(name).slice(0, 60)}" is longer than ${MAX_FIELD_LENGTH} characters`,
            toPlainText(name).slice(0, 60),
          );
        if (!TRACKING_NAMES.has(name)) posted.push([name, raw]);
      }
      let answers: Answers;
      if (form.config.fields.length) {
        const checked = checkAnswers(form.config, posted);
        if (!checked.ok) throw new InvalidAnswers(checked.errors);
        answers = checked.answers;
      } else answers = unruledAnswers(posted);
      const machine = {
        userAgent: toPlainText(String(request.headers['user-agent'] ?? '')).slice(0, 400),
        referer: toPlainText(String(request.headers.referer ?? '')).slice(0, 800),
      };
      const tracking = await readTracking(db, request.body, query);
      const isSubscribe = query.isSubscribe === 'true' || query.isSubscribe === '1';
      const stored = await storeSubmission(db, form, {
        answers,
        machine,
        tracking,
        isSubscribe,
        ip: request.ip,
        now: deps.now(),
      });
      // After the commit, and not awaited: the visitor's answer does not wait for a mail server.
      if (stored.deliveries.length && deps.deliveries) {
        deps.deliveries
          .runFor(stored.FsId)
          .catch((e: unknown) =>
            request.log.warn(
              `form ${id} submission ${stored.FsId}: deliveries not tried now (${(e as Error).message}); the runner retries them`,
            ),
          );
      }
      // The form's own next step, so a public page needs no copy of it (the honeypot answer above stays bare: a bot learns nothing).
      const next = {
        ...(form.config.successMessage ? { message: form.config.successMessage } : {}),
        ...(form.config.redirectUrl ? { redirectUrl: form.config.redirectUrl } : {}),
      };
      return reply.code(200).send({ success: true, ...next });
    },
  );
}
