// GET /api/v1/mc/reports/unfilled and /reports/page-numbers (the Unfilled
// Content and Page Numbers screens); shapes in docs/editor-api.md.
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import { identityOf } from '../../platform/plugins/authenticate.js';
import { requireMaintenanceAccess } from '../../platform/http/access.js';
import { pageNumbers, unfilledReport } from './reports.js';
import { PageNumbers, UnfilledReport } from '../../../shared/api/site.js';

/** Register under /api/v1/mc/reports with the authenticate hook. */
export function registerReportRoutes(app: FastifyInstance, deps: { db: Executor }) {
  app.get(
    '/unfilled',
    {
      schema: {
        summary: 'Pages and blocks with SEO fields or photos missing',
        tags: ['Site tools'],
        security: [{ bearer: [] }],
        response: { 200: UnfilledReport },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      requireMaintenanceAccess(identity);
      return unfilledReport(deps.db, identity);
    },
  );
  app.get(
    '/page-numbers',
    {
      schema: {
        summary: 'Live pages per type and per tag',
        tags: ['Site tools'],
        security: [{ bearer: [] }],
        response: { 200: PageNumbers },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      requireMaintenanceAccess(identity);
      return pageNumbers(deps.db, identity);
    },
  );
}
