// Site switches (docs/editor-api.md "Site tools"): GET/PUT
// /site/maintenance-mode and /site/emergency-alert under /api/v1/mc, for
// Admin and MoJoAdmin. PUT takes the whole setting and answers it as stored.
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import { actorOf, identityOf } from '../../platform/plugins/authenticate.js';
import { requireAdmin } from '../../platform/http/access.js';
import { EMERGENCY_ALERT, MAINTENANCE_MODE, type MaintenanceMode, type SettingKind } from './site-switches.js';
import { readSetting, writeSetting } from './settings-store.js';
import { Setting, SettingBody } from '../../../shared/api/site.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';

/** Register under /api/v1/mc/site with the authenticate hook. */
export function registerSiteSettingsRoutes(scope: FastifyInstance, deps: { db: Executor }) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  const register = <T extends MaintenanceMode>(kind: SettingKind<T>) => {
    app.get(
      `/${kind.path}`,
      {
        schema: {
          summary: `Read ${kind.label}`,
          tags: ['Site tools'],
          security: [{ bearer: [] }],
          response: { 200: Setting },
        },
      },
      async (request) => {
        requireAdmin(identityOf(request), kind.label);
        return readSetting(db, kind);
      },
    );
    app.put(
      `/${kind.path}`,
      {
        schema: {
          summary: `Save ${kind.label}`,
          tags: ['Site tools'],
          security: [{ bearer: [] }],
          body: SettingBody,
          response: { 200: Setting },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        requireAdmin(actor, kind.label);
        return writeSetting(db, actor, kind, kind.parse(request.body));
      },
    );
  };
  register(MAINTENANCE_MODE);
  register(EMERGENCY_ALERT);
}
