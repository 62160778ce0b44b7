// GET /api/v1/mc/reports/unfilled and /reports/page-numbers (the Unfilled
// Content and Page Numbers screens); shapes in docs/editor-api.md.
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/executor.js';
import { identityOf } from '../plugins/authenticate.js';
import { requireMaintenanceAccess } from '../site/access.js';
import { pageNumbers, unfilledReport } from '../site/reports.js';

/** Register under /api/v1/mc/reports with the authenticate hook. */
export function registerReportRoutes(app: FastifyInstance, deps: { db: Executor }) {
  app.get('/unfilled', async (request) => {
    const identity = identityOf(request);
    requireMaintenanceAccess(identity);
    return unfilledReport(deps.db, identity);
  });
  app.get('/page-numbers', async (request) => {
    const identity = identityOf(request);
    requireMaintenanceAccess(identity);
    return pageNumbers(deps.db, identity);
  });
}
