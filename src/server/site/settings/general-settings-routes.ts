// General settings and site setup (issue 16 items 1–2; docs/site-settings.md),
// under /api/v1/mc/site:
//   GET/PUT /settings/{group}       one group of /general-settings (Admin, MoJoAdmin)
//   GET     /menus                  the navigation records a header or footer may show
//   GET/PUT /setup                  public URL, second factor for everyone, main menu template (MoJoAdmin)
//   PUT     /setup/features/{tid}   a feature switch on or off (MoJoAdmin; If-Match: the switch's etag)
// A GET answers the values with their ETag; a PUT needs it back in If-Match
// (400 without, 412 when someone saved since) and answers the stored values
// with the new ETag.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../../platform/config.js';
import type { Executor } from '../../platform/db/executor.js';
import { decodeRow } from '../../platform/data/codec.js';
import { actorOf, identityOf } from '../../platform/plugins/authenticate.js';
import { requireAdmin, requireMoJoAdmin } from '../../platform/http/access.js';
import { GENERAL_GROUPS } from './general-settings-groups.js';
import { SITE_SETUP } from './site-setup.js';
import type { SettingsGroup } from './settings-group.js';
import { listFeatures, switchFeature } from './feature-switches.js';
import { readGroup, writeGroup, type GroupAnswer } from './settings-store.js';
import { regenerateSitemap, writeRobotsFile } from '../sitemap/sitemap-files.js';
import type { Storage } from '../../platform/storage/storage.js';
import {
  EtagHeaders,
  FeatureBody,
  FeatureParams,
  FeatureSwitch,
  IfMatchHeaders,
  MenuRecord,
  SETTINGS_GROUP_KEYS,
  SETTINGS_SCHEMAS,
  SiteSetup,
  SiteSetupAnswer,
  type SiteSetupValues,
} from '../../../shared/api/general-settings.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';
import { CT } from '../../../shared/content-types.js';

const tags = ['Site settings'];
const security = [{ bearer: [] }];
const ifMatchOf = (headers: Record<string, unknown>) => {
  const v = headers['if-match'];
  return Array.isArray(v) ? v.join(',') : typeof v === 'string' ? v : undefined;
};

function withEtag<V>(reply: FastifyReply, answer: GroupAnswer<V>): V {
  void reply.header('etag', answer.etag);
  return answer.values;
}

export function registerGeneralSettingsRoutes(
  scope: FastifyInstance,
  deps: {
    db: Executor;
    storage: Storage;
    publicUrl: string;
    config: Pick<Config, 'uploadMaxBytes' | 'requireSecondFactor'>;
  },
) {
  const app = withSchemaTypes(scope);
  const { db, config } = deps;
  const ctx = { config };

  for (const key of SETTINGS_GROUP_KEYS) {
    // One group's read and write, its value type erased: the route's body schema is that group's own.
    const group = GENERAL_GROUPS[key] as SettingsGroup<unknown>;
    const schema = SETTINGS_SCHEMAS[key];
    app.get(
      `/settings/${key}`,
      {
        schema: {
          summary: `Read ${group.label}`,
          tags,
          security,
          response: { 200: { ...schema, headers: EtagHeaders } },
        },
      },
      async (request, reply) => {
        requireAdmin(identityOf(request), 'General Settings');
        return withEtag(reply, await readGroup(db, group));
      },
    );
    app.put(
      `/settings/${key}`,
      {
        schema: {
          summary: `Save ${group.label} (If-Match)`,
          tags,
          security,
          headers: IfMatchHeaders,
          body: schema,
          response: { 200: { ...schema, headers: EtagHeaders } },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        requireAdmin(actor, 'General Settings');
        const saved = await writeGroup(db, actor, group, request.body, ifMatchOf(request.headers), ctx);
        // The served /robots.txt is a stored file: it is rewritten from the record just saved (its Sitemap line on the
        // saved public URL, else PUBLIC_URL).
        if (key === 'robots') await writeRobotsFile(db, deps.storage, deps.publicUrl);
        return withEtag(reply, saved);
      },
    );
  }

  app.get(
    '/menus',
    {
      schema: {
        summary: 'The navigation records (type 10) a header or footer may show',
        tags,
        security,
        response: { 200: Type.Array(MenuRecord) },
      },
    },
    async (request) => {
      requireAdmin(identityOf(request), 'General Settings');
      const rows = await db.all<Record<'CId' | 'CTitle' | 'CDeleted', unknown>>(
        db.builder
          .selectFrom('Content')
          .select(['CId', 'CTitle', 'CDeleted'])
          .where('CtId', '=', CT.Navigation)
          .orderBy('CId')
          .compile(),
      );
      return rows
        .map((stored) => decodeRow('Content', stored, db.dialect))
        .filter((r) => r.CDeleted !== true)
        .map((r) => ({
          CId: r.CId,
          CTitle: typeof r.CTitle === 'string' && r.CTitle ? r.CTitle : `Navigation ${r.CId}`,
        }));
    },
  );

  const setupAnswer = async (answer: GroupAnswer<SiteSetupValues>) => ({
    values: answer.values,
    secondFactorRequiredByServer: config.requireSecondFactor,
    features: await listFeatures(db),
  });

  app.get(
    '/setup',
    {
      schema: {
        summary: 'Read site setup (MoJoAdmin)',
        tags,
        security,
        response: { 200: { ...SiteSetupAnswer, headers: EtagHeaders } },
      },
    },
    async (request, reply) => {
      requireMoJoAdmin(identityOf(request), 'Site Setup');
      const answer = await readGroup(db, SITE_SETUP);
      void reply.header('etag', answer.etag);
      return setupAnswer(answer);
    },
  );
  app.put(
    '/setup',
    {
      schema: {
        summary: 'Save site setup (MoJoAdmin, If-Match)',
        tags,
        security,
        headers: IfMatchHeaders,
        body: SiteSetup,
        response: { 200: { ...SiteSetupAnswer, headers: EtagHeaders } },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      requireMoJoAdmin(actor, 'Site Setup');
      const before = (await readGroup(db, SITE_SETUP)).values.publicUrl;
      const answer = await writeGroup(db, actor, SITE_SETUP, request.body, ifMatchOf(request.headers), ctx);
      // The sitemap's URLs and robots.txt's Sitemap line are built on the public URL: the stored files follow a new one.
      if (answer.values.publicUrl !== before) await regenerateSitemap(db, deps.storage, deps.publicUrl);
      void reply.header('etag', answer.etag);
      return setupAnswer(answer);
    },
  );
  app.put(
    '/setup/features/:tid',
    {
      schema: {
        summary: 'Turn a feature on or off (MoJoAdmin, If-Match)',
        tags,
        security,
        params: FeatureParams,
        headers: IfMatchHeaders,
        body: FeatureBody,
        response: { 200: { ...FeatureSwitch, headers: EtagHeaders } },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      requireMoJoAdmin(actor, 'Site Setup');
      const { tid } = request.params;
      const saved = await switchFeature(db, actor, tid, request.body.enabled, ifMatchOf(request.headers));
      void reply.header('etag', saved.etag);
      return saved;
    },
  );
}
