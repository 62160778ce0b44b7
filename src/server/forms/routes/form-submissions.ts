// /api/v1/mc/forms (issue 15 item 2; docs/forms.md "Staff API"): the form
// under a Form Manager tag, its submissions with filters and paging, the
// CSV export, one submission with its deliveries, and the staff retry of
// its deliveries. Who may: forms/form-access.ts.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import { notFound } from '../../platform/errors.js';
import { identityOf } from '../../platform/plugins/authenticate.js';
import { requireMaintenanceAccess } from '../../platform/http/access.js';
import { PAGINATION_HEADER } from '../../../shared/api/generic.js';
import {
  FormByTag,
  FormParams,
  SubmissionDetail,
  SubmissionFilters,
  SubmissionItem,
  SubmissionListQuery,
  SubmissionParams,
  TagParams,
  type FormSummary,
} from '../../../shared/api/form-submissions.js';
import { readForm, type FormRecord } from '../form-record.js';
import { mayReadSubmissions, requireSubmissionsAccess } from '../form-access.js';
import { allSubmissions, listSubmissions, readSubmissionDetail } from '../submissions-read.js';
import { csvFileName, submissionsCsv } from '../submissions-csv.js';
import { DBC_MEDIUM, DBC_SOURCE } from '../tracking.js';
import type { DeliveryRunner } from '../deliveries/runner.js';
import { auditEvent } from '../../platform/data/audit-events.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';
import { sendPage } from '../../platform/data/record-reader.js';

interface FormSubmissionRouteDeps {
  db: Executor;
  deliveries: Pick<DeliveryRunner, 'retry'>;
}

const doc = (summary: string) => ({ summary, tags: ['Form submissions'], security: [{ bearer: [] }] });

const summaryOf = (form: FormRecord): FormSummary => ({
  FrmId: form.FrmId,
  FrmName: form.FrmName,
  TId: form.TId,
  visible: form.visible,
  closed: form.meta.closed === true,
  fields: form.config.fields.map((f) => ({ name: f.name, label: f.label || f.name, type: f.type })),
});

/** Register under /api/v1/mc/forms with the authenticate hook. */
export function registerFormSubmissionRoutes(scope: FastifyInstance, deps: FormSubmissionRouteDeps) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  app.addHook('preHandler', async (request) => requireMaintenanceAccess(identityOf(request)));

  /** The form, 404 when there is none, 403 when the caller may not read its submissions. */
  const formFor = async (request: FastifyRequest, id: number) => {
    const form = await readForm(db, id);
    if (!form) throw notFound(`Form ${id} was not found`);
    requireSubmissionsAccess(identityOf(request), form.TId);
    return form;
  };

  app.get(
    '/by-tag/:TId',
    {
      schema: {
        ...doc(
          'The form filed under a Form Manager tag (or, for a tag without one, the forms under its child tags), with the tracking values for the filters',
        ),
        params: TagParams,
        response: { 200: FormByTag },
      },
    },
    async (request) => {
      const { TId } = request.params;
      const identity = identityOf(request);
      const ids = async (where: 'own' | 'children') => {
        const q = db.builder.selectFrom('Form').select('Form.FrmId').orderBy('Form.FrmName').orderBy('Form.FrmId');
        const rows = await db.all<{ FrmId: number }>(
          (where === 'own'
            ? q.where('Form.TId', '=', TId)
            : q.innerJoin('Tag', 'Tag.TId', 'Form.TId').where('Tag.TIdParent', '=', TId)
          ).compile(),
        );
        return rows.map((r) => Number(r.FrmId));
      };
      const own = (await ids('own'))[0];
      let form: FormSummary | null = null;
      const forms: FormSummary[] = [];
      if (own !== undefined) form = summaryOf(await formFor(request, own));
      else {
        for (const id of await ids('children')) {
          const child = await readForm(db, id);
          if (child && mayReadSubmissions(identity, child.TId)) forms.push(summaryOf(child));
        }
      }
      const values = async (type: number) =>
        (
          await db.all<{ DbcValue: string }>(
            db.builder
              .selectFrom('DBConstants')
              .select('DbcValue')
              .where('DbcType', '=', type)
              .orderBy('DbcSortOrder')
              .orderBy('DbcId')
              .compile(),
          )
        ).map((r) => r.DbcValue);
      return { form, forms, mediums: await values(DBC_MEDIUM), sources: await values(DBC_SOURCE) };
    },
  );

  app.get(
    '/:FrmId/submissions',
    {
      schema: {
        ...doc('A form’s submissions, newest first, filtered and a page at a time, each with its deliveries'),
        params: FormParams,
        querystring: SubmissionListQuery,
        response: { 200: { type: 'array', items: SubmissionItem, headers: { 'x-pagination': PAGINATION_HEADER } } },
      },
    },
    async (request, reply) => {
      await formFor(request, request.params.FrmId);
      const page = await listSubmissions(db, request.params.FrmId, request.query);
      return sendPage(reply, page, page.rows);
    },
  );

  app.get(
    '/:FrmId/submissions.csv',
    {
      schema: {
        ...doc(
          'Every submission the filters match, as CSV: a column per field of the form, then medium, source and delivery status',
        ),
        params: FormParams,
        querystring: SubmissionFilters,
        response: {
          200: {
            description: 'CSV (UTF-8 with a byte-order mark)',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const form = await formFor(request, request.params.FrmId);
      reply.header('content-disposition', `attachment; filename="${csvFileName(form)}"`);
      return reply
        .type('text/csv; charset=utf-8')
        .send(Readable.from(submissionsCsv(form, allSubmissions(db, form.FrmId, request.query))));
    },
  );

  app.get(
    '/:FrmId/submissions/:FsId',
    {
      schema: {
        ...doc('One submission: answers, browser details, tracking values and deliveries'),
        params: SubmissionParams,
        response: { 200: SubmissionDetail },
      },
    },
    async (request) => {
      await formFor(request, request.params.FrmId);
      const found = await readSubmissionDetail(db, request.params.FrmId, request.params.FsId);
      if (!found) throw notFound(`Form ${request.params.FrmId} has no submission ${request.params.FsId}`);
      return found;
    },
  );

  app.post(
    '/:FrmId/submissions/:FsId/retry',
    {
      schema: {
        ...doc(
          'Try the submission’s failed and waiting deliveries again now; answers the submission once the tries are done',
        ),
        params: SubmissionParams,
        response: { 200: SubmissionDetail },
      },
    },
    async (request) => {
      const { FrmId, FsId } = request.params;
      await formFor(request, FrmId);
      const before = await readSubmissionDetail(db, FrmId, FsId);
      if (!before) throw notFound(`Form ${FrmId} has no submission ${FsId}`);
      await auditEvent(db, {
        type: 'Form',
        message: `${identityOf(request).userName} retried the deliveries of submission ${FsId} of form ${FrmId}`,
        userName: identityOf(request).userName,
      });
      // Failed rows get one more try, waiting rows are brought forward; a row another runner is trying now is left to it.
      await deps.deliveries.retry(FsId);
      return (await readSubmissionDetail(db, FrmId, FsId))!;
    },
  );
}
