// Template files (/template-files, issue 16 item 7; docs/custom-code.md), under /api/v1/mc/template-files, for
// MoJoAdmin only (403 for everyone else):
//   GET  ''                                  the header, footer and e-mail templates with their source
//   GET  /{CId}; PUT /{CId} { source }       save: 422 with line and column when liquidjs cannot parse it
//   GET  /{CId}/versions; GET /{CId}/versions/{CvId}; POST /{CId}/versions/{CvId}/restore
//   the same under /pages for the page templates (Template 1-7: TSource, versions in TemplateVersion)
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Executor } from '../../platform/db/executor.js';
import { forbidden } from '../../platform/errors.js';
import { actorOf, identityOf } from '../../platform/plugins/authenticate.js';
import { listCodeVersions, readCodeVersion } from '../code-items.js';
import { listTemplateFiles, readTemplateFile, restoreTemplateFile, saveTemplateFile } from '../template-files.js';
import {
  listPageTemplates,
  listPageTemplateVersions,
  readPageTemplate,
  readPageTemplateVersion,
  restorePageTemplate,
  savePageTemplate,
} from '../page-templates.js';
import {
  CIdParams,
  CodeVersion,
  CodeVersionDetail,
  PageTemplateFile,
  TemplateFile,
  TemplateIdParams,
  TemplateSourceBody,
  TemplateVersionParams,
  VersionParams,
} from '../../../shared/api/custom-code.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';

export function registerTemplateFileRoutes(scope: FastifyInstance, deps: { db: Executor }) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  app.addHook('preHandler', async (request) => {
    if (!identityOf(request).isMJA) throw forbidden('Template Files is for the MoJoAdmin account only');
  });
  const schema = (summary: string) => ({ summary, tags: ['Template files'], security: [{ bearer: [] }] });

  app.get(
    '',
    { schema: { ...schema('The header, footer and e-mail templates'), response: { 200: Type.Array(TemplateFile) } } },
    async () => listTemplateFiles(db),
  );
  app.get(
    '/:CId',
    { schema: { ...schema('One template with its source'), params: CIdParams, response: { 200: TemplateFile } } },
    async (request) => readTemplateFile(db, request.params.CId),
  );
  app.put(
    '/:CId',
    {
      schema: {
        ...schema('Save a template’s source (Liquid syntax checked; keeps a version)'),
        params: CIdParams,
        body: TemplateSourceBody,
        response: { 200: TemplateFile },
      },
    },
    async (request) => saveTemplateFile(db, actorOf(request), request.params.CId, request.body.source),
  );
  app.get(
    '/:CId/versions',
    {
      schema: {
        ...schema('A template’s versions, newest first'),
        params: CIdParams,
        response: { 200: Type.Array(CodeVersion) },
      },
    },
    async (request) => {
      const { CId } = request.params;
      await readTemplateFile(db, CId);
      return listCodeVersions(db, CId);
    },
  );
  app.get(
    '/:CId/versions/:CvId',
    {
      schema: {
        ...schema('One version of a template, with its source'),
        params: VersionParams,
        response: { 200: CodeVersionDetail },
      },
    },
    async (request) => {
      const { CId, CvId } = request.params;
      await readTemplateFile(db, CId);
      return readCodeVersion(db, CId, CvId);
    },
  );
  app.post(
    '/:CId/versions/:CvId/restore',
    {
      schema: {
        ...schema('Restore a version’s source (checked, saved as a new version)'),
        params: VersionParams,
        response: { 200: TemplateFile },
      },
    },
    async (request) => {
      const { CId, CvId } = request.params;
      return restoreTemplateFile(db, actorOf(request), CId, CvId);
    },
  );

  app.get(
    '/pages',
    {
      schema: {
        ...schema('The page templates (Template 1-7) with their source'),
        response: { 200: Type.Array(PageTemplateFile) },
      },
    },
    async () => listPageTemplates(db),
  );
  app.get(
    '/pages/:TemplateId',
    {
      schema: {
        ...schema('One page template with its source'),
        params: TemplateIdParams,
        response: { 200: PageTemplateFile },
      },
    },
    async (request) => readPageTemplate(db, request.params.TemplateId),
  );
  app.put(
    '/pages/:TemplateId',
    {
      schema: {
        ...schema('Save a page template’s source (Liquid syntax checked; keeps a version)'),
        params: TemplateIdParams,
        body: TemplateSourceBody,
        response: { 200: PageTemplateFile },
      },
    },
    async (request) => savePageTemplate(db, actorOf(request), request.params.TemplateId, request.body.source),
  );
  app.get(
    '/pages/:TemplateId/versions',
    {
      schema: {
        ...schema('A page template’s versions, newest first (CvId is the TemplateVersion id)'),
        params: TemplateIdParams,
        response: { 200: Type.Array(CodeVersion) },
      },
    },
    async (request) => listPageTemplateVersions(db, request.params.TemplateId),
  );
  app.get(
    '/pages/:TemplateId/versions/:TvId',
    {
      schema: {
        ...schema('One version of a page template, with its source'),
        params: TemplateVersionParams,
        response: { 200: CodeVersionDetail },
      },
    },
    async (request) => {
      const { TemplateId, TvId } = request.params;
      return readPageTemplateVersion(db, TemplateId, TvId);
    },
  );
  app.post(
    '/pages/:TemplateId/versions/:TvId/restore',
    {
      schema: {
        ...schema('Restore a page template version’s source (checked, saved as a new version)'),
        params: TemplateVersionParams,
        response: { 200: PageTemplateFile },
      },
    },
    async (request) => {
      const { TemplateId, TvId } = request.params;
      return restorePageTemplate(db, actorOf(request), TemplateId, TvId);
    },
  );
}
