// The review calls under /api/v1/mc/review (docs/review.md). HTTP in and out
// only: the steps are steps.ts, who may take them policy.ts.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Services } from '../platform/http/feature.js';
import { withSchemaTypes } from '../platform/http/schema-types.js';
import { requireMaintenanceAccess } from '../platform/http/access.js';
import { actorOf, identityOf } from '../platform/plugins/authenticate.js';
import { CIdParams } from '../../shared/api/editor.js';
import {
  PageReview,
  RequestChangesBody,
  Review,
  ReviewIdParams,
  ReviewRoles,
  SubmitBody,
} from '../../shared/api/review.js';
import { isoInZone, loadPage } from '../editor/index.js';
import { siteTimeZone } from '../site/index.js';
import type { Queryable } from '../platform/db/executor.js';
import { isReviewer, requireReviewer, reviewRequired } from './policy.js';
import { latestReview, pendingReviews, type StoredReview } from './review-store.js';
import { approve, requestChanges, submitDraft } from './steps.js';
import { tellAuthor, tellReviewers, type Notifier } from './notify.js';

const base = { tags: ['Review'], security: [{ bearer: [] }] };

/** What the API shows of a review (who wrote it is named, the account ids stay on the server; times in the site's zone). */
function presenter(db: Queryable) {
  return async ({ authorId: _a, baseCvId: _b, publishAtMs, ...review }: StoredReview) => {
    const timeZone = await siteTimeZone(db);
    return { ...review, publishAt: publishAtMs === null ? null : isoInZone(publishAtMs, timeZone), timeZone };
  };
}

export function registerReviewRoutes(scope: FastifyInstance, services: Services) {
  const { db, now } = services;
  const app = withSchemaTypes(scope);
  const deps = { db, now };
  const shown = presenter(db);
  const notifier: Notifier = {
    db,
    mailer: services.mailer,
    publicUrl: services.publicUrl,
    warn: (message) => scope.log.warn(message),
  };
  app.addHook('preHandler', async (request) => requireMaintenanceAccess(identityOf(request)));

  app.get(
    '/me',
    {
      schema: {
        ...base,
        summary: 'Whether the caller is under review, and whether they review',
        response: { 200: ReviewRoles },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      return { reviewRequired: await reviewRequired(db, identity.userId), reviewer: await isReviewer(db, identity) };
    },
  );

  app.get(
    '/pending',
    {
      schema: { ...base, summary: 'The changes waiting for review (reviewers)', response: { 200: Type.Array(Review) } },
    },
    async (request) => {
      await requireReviewer(db, identityOf(request));
      return Promise.all((await pendingReviews(db)).map(shown));
    },
  );

  app.get(
    '/page/:cId',
    { schema: { ...base, summary: 'A page’s latest review', params: CIdParams, response: { 200: PageReview } } },
    async (request) => {
      await loadPage(db, identityOf(request), request.params.cId); // outside the caller's reach: 403/404
      const review = await latestReview(db, request.params.cId);
      return review && (await shown(review));
    },
  );

  app.post(
    '/page/:cId/submit',
    {
      schema: {
        ...base,
        summary: 'Submit the page’s pending draft for review',
        params: CIdParams,
        body: SubmitBody,
        response: { 201: Review },
      },
    },
    async (request, reply) => {
      const review = await submitDraft(
        deps,
        actorOf(request),
        request.params.cId,
        request.body.CvId,
        request.body.publishAt,
      );
      void tellReviewers(notifier, review);
      return reply.code(201).send(await shown(review));
    },
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        ...base,
        summary: 'Approve a change: it is published (reviewers, not its author)',
        params: ReviewIdParams,
        response: { 200: Review },
      },
    },
    async (request) => shown(await approve(deps, actorOf(request), request.params.id)),
  );

  app.post(
    '/:id/request-changes',
    {
      schema: {
        ...base,
        summary: 'Send a change back to its author with a comment (reviewers, not its author)',
        params: ReviewIdParams,
        body: RequestChangesBody,
        response: { 200: Review },
      },
    },
    async (request) => {
      const review = await requestChanges(deps, actorOf(request), request.params.id, request.body.comment);
      void tellAuthor(notifier, review);
      return shown(review);
    },
  );
}
