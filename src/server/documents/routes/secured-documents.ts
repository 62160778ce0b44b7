// The public secured-document paths (spec §2 "Two secured-document template
// paths exist: a document list and a single document. Their values are not
// given."; docs/decisions/0041-secured-documents-and-form-files.md). No sign-in:
// a bearer token, when sent, identifies the visitor for role and claim
// restrictions; a signed cookie remembers a register-to-download visitor.
//   GET  /secured-documents                 the documents this visitor may download, by category (JSON)
//   GET  /secured-documents/{id}            one document: a signed link, or the register form
//   POST /secured-documents/{id}/register   register to download (JSON body), sets the cookie
//   GET  /secured-documents/{id}/download   the bytes, through a signed link only; audited
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Executor } from '../../platform/db/executor.js';
import { ApiError } from '../../platform/errors.js';
import { idParam } from '../../platform/http/body.js';
import type { KeyRing } from '../../platform/secrets/key-ring.js';
import type { Storage } from '../../platform/storage/storage.js';
import {
  IdParams,
  PublicDocumentList,
  PublicDocumentPage,
  RegisterBody,
  RegisterFields,
  SECURED_DOCUMENT_PATHS,
  type DocumentItem,
  type PublicDocument,
} from '../../../shared/api/documents.js';
import { Success } from '../../../shared/api/ops.js';
import { allDocuments, listCategories, readDocument } from '../document-read.js';
import { decide, issuedTo } from '../document-access.js';
import { sendSecuredFile } from '../download.js';
import { registrationCookie, storeRegistration, TAG_REGISTER_TO_DOWNLOAD } from '../registration.js';
import { featureOn } from '../../site/index.js';
import { signLink, verifyLink, type LinkKey } from '../signed-link.js';
import { visitorOf, type VisitorDeps } from '../visitor.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';

interface SecuredDocumentDeps extends VisitorDeps {
  db: Executor;
  storage: Storage;
  ring: KeyRing;
  linkKey: LinkKey;
  now: () => number;
  /** Throws a 429 when this address has registered too often lately. */
  limitByAddress: (request: FastifyRequest) => Promise<void>;
}

const doc = (summary: string) => ({ summary, tags: ['Public site'] });
const pageOf = (id: number) => SECURED_DOCUMENT_PATHS.single.replace('{id}', String(id));
const publicOf = (d: DocumentItem): PublicDocument => ({
  id: d.id,
  title: d.title,
  description: d.description,
  categoryId: d.categoryId,
  type: d.type,
  size: d.size,
  access: d.access.mode,
  page: pageOf(d.id),
});
const LinkQuerySchema = Type.Object({
  expires: Type.Optional(Type.String()),
  by: Type.Optional(Type.String()),
  sig: Type.Optional(Type.String()),
});

export function registerSecuredDocumentRoutes(scope: FastifyInstance, deps: SecuredDocumentDeps) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  const registerOn = () => featureOn(db, TAG_REGISTER_TO_DOWNLOAD);

  app.get(
    SECURED_DOCUMENT_PATHS.list,
    {
      schema: {
        ...doc('The secured documents this visitor may download (or may after registering), by category'),
        response: { 200: PublicDocumentList },
      },
    },
    async (request, reply) => {
      const visitor = await visitorOf(request, deps);
      const enabled = await registerOn();
      const open = (await allDocuments(db)).filter(
        (d) => decide(d.access, visitor, enabled).ok || (d.access.mode === 'register' && enabled),
      );
      const categories = await listCategories(db);
      const groups = [
        ...categories.map((c) => ({ id: c.id as number | null, name: c.name })),
        { id: null, name: 'Other documents' },
      ].map((g) => ({
        ...g,
        documents: open
          .filter((d) => d.categoryId === g.id || (g.id === null && !categories.some((c) => c.id === d.categoryId)))
          .map(publicOf),
      }));
      reply.header('cache-control', 'private, no-store');
      return { categories: groups.filter((g) => g.documents.length), registered: !!visitor.registeredEmail };
    },
  );

  app.get(
    '/secured-documents/:id',
    {
      schema: {
        ...doc(
          'One secured document: a signed download link (valid 5 minutes) when the visitor may download it, else the register form or a 401/403 saying why',
        ),
        params: IdParams,
        response: { 200: PublicDocumentPage },
      },
    },
    async (request, reply) => {
      const id = idParam(request.params.id, 'id');
      const document = await readDocument(db, id);
      const visitor = await visitorOf(request, deps);
      const verdict = decide(document.access, visitor, await registerOn());
      reply.header('cache-control', 'private, no-store');
      if (verdict.ok)
        return { document: publicOf(document), download: signLink(deps.linkKey, id, issuedTo(visitor), deps.now()) };
      if (verdict.needsRegistration)
        return {
          document: publicOf(document),
          register: { action: `${pageOf(id)}/register`, fields: [...RegisterFields] },
        };
      throw new ApiError(verdict.status, verdict.reason);
    },
  );

  app.post(
    '/secured-documents/:id/register',
    {
      schema: {
        ...doc(
          'Register to download (name, e-mail, organisation): remembered by a signed cookie; rate limited per address',
        ),
        params: IdParams,
        body: RegisterBody,
        response: { 200: Success },
      },
    },
    async (request, reply) => {
      await deps.limitByAddress(request);
      const id = idParam(request.params.id, 'id');
      const document = await readDocument(db, id);
      if (document.access.mode !== 'register' || !(await registerOn()))
        throw new ApiError(409, 'This document does not ask visitors to register.');
      const submission = await storeRegistration(db, deps.ring, request.body, id, request);
      return reply
        .header('set-cookie', registrationCookie(deps.registrationKey, request.body.email, submission))
        .send({ success: true });
    },
  );

  app.get(
    '/secured-documents/:id/download',
    {
      schema: {
        ...doc(
          'Download a secured document through a signed link: 403 when the link is not valid, 410 once it expired',
        ),
        params: IdParams,
        querystring: LinkQuerySchema,
        response: {
          200: { description: 'The file.', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } },
        },
      },
    },
    async (request, reply) => {
      const id = idParam(request.params.id, 'id');
      const by = verifyLink(deps.linkKey, id, request.query, deps.now());
      return sendSecuredFile(db, deps.storage, id, by, request, reply);
    },
  );
}
