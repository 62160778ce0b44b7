// /api/v1/mc/documents: the staff side of secured documents (issue 14 item 5;
// docs/decisions/0041-secured-documents-and-form-files.md): documents listed,
// uploaded (multipart, field 'file'; bytes under secured/, never /files/),
// described, opened up or restricted, deleted; categories; a signed link for
// the staff preview; each document's download log. Who may: whoever may
// upload (requireMaintenanceAccess).
import fastifyMultipart from '@fastify/multipart';
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import { receiveUpload, uploadParserOptions } from '../../files/index.js';
import { PAGINATION_HEADER } from '../../../shared/api/generic.js';
import {
  CategoryItem,
  CategorySaveBody,
  DocumentItem,
  DocumentListQuery,
  DocumentSaveBody,
  DownloadEntry,
  IdParams,
  SignedLink,
} from '../../../shared/api/documents.js';
import { NoContent } from '../../../shared/api/common.js';
import { actorOf, identityOf } from '../../platform/plugins/authenticate.js';
import { requireMaintenanceAccess } from '../../platform/http/access.js';
import { idParam } from '../../platform/http/body.js';
import type { Storage } from '../../platform/storage/storage.js';
import { listCategories, listDocuments, readDocument, securedRow } from '../document-read.js';
import {
  createCategory,
  createDocument,
  deleteCategory,
  deleteSecuredFile,
  saveCategory,
  saveDocument,
} from '../document-write.js';
import { securedKey } from '../document-record.js';
import { issuedTo } from '../document-access.js';
import { downloadLog } from '../download.js';
import { signLink, type LinkKey } from '../signed-link.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';
import { sendPage } from '../../platform/data/record-reader.js';

/** Any route with an `:id` parameter. */
type ById = { params: { id: string } };
const doc = (summary: string) => ({ summary, tags: ['Secured documents'], security: [{ bearer: [] }] });
const idOf = (request: ById) => idParam(request.params.id, 'id');

interface DocumentRouteDeps {
  db: Executor;
  storage: Storage;
  maxBytes: number;
  linkKey: LinkKey;
  now: () => number;
}

/** Register under /api/v1/mc/documents with the authenticate hook. */
export async function registerDocumentRoutes(scope: FastifyInstance, deps: DocumentRouteDeps) {
  const app = withSchemaTypes(scope);
  const { db, storage } = deps;
  app.addHook('preHandler', async (request) => requireMaintenanceAccess(identityOf(request)));
  await app.register(fastifyMultipart, uploadParserOptions(deps.maxBytes));

  app.get(
    '',
    {
      schema: {
        ...doc('Secured documents by title, searched and filtered by category, a page at a time'),
        querystring: DocumentListQuery,
        response: { 200: { type: 'array', items: DocumentItem, headers: { 'x-pagination': PAGINATION_HEADER } } },
      },
    },
    async (request, reply) => {
      const page = await listDocuments(db, request.query);
      return sendPage(reply, page, page.rows);
    },
  );

  app.post(
    '',
    {
      schema: {
        ...doc('Upload a secured document (multipart/form-data, field "file"); it starts restricted to staff'),
        response: { 201: DocumentItem },
      },
    },
    async (request, reply) => {
      const received = await receiveUpload(request, storage, deps.maxBytes, securedKey);
      return reply.code(201).send(await createDocument(db, storage, actorOf(request), received));
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        ...doc('The document categories, with how many documents each holds'),
        response: { 200: Type.Array(CategoryItem) },
      },
    },
    async () => listCategories(db),
  );

  app.post(
    '/categories',
    { schema: { ...doc('Add a category'), body: CategorySaveBody, response: { 201: CategoryItem } } },
    async (request, reply) => reply.code(201).send(await createCategory(db, actorOf(request), request.body)),
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        ...doc('Rename or describe a category'),
        params: IdParams,
        body: CategorySaveBody,
        response: { 200: CategoryItem },
      },
    },
    async (request) => saveCategory(db, actorOf(request), idOf(request), request.body),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        ...doc('Delete a category: refused (409) while it holds documents'),
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteCategory(db, actorOf(request), idOf(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/:id',
    { schema: { ...doc('One secured document'), params: IdParams, response: { 200: DocumentItem } } },
    async (request) => readDocument(db, idOf(request)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        ...doc('Change a document’s title, description, category or access'),
        params: IdParams,
        body: DocumentSaveBody,
        response: { 200: DocumentItem },
      },
    },
    async (request) => saveDocument(db, actorOf(request), idOf(request), request.body),
  );

  app.delete(
    '/:id',
    { schema: { ...doc('Delete a secured document and its file'), params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await deleteSecuredFile(db, storage, actorOf(request), idOf(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/:id/link',
    {
      schema: {
        ...doc('A signed download link for the staff preview (documents and form files), valid 5 minutes'),
        params: IdParams,
        response: { 200: SignedLink },
      },
    },
    async (request) => {
      const id = idOf(request);
      await securedRow(db, id, 'any');
      return signLink(deps.linkKey, id, issuedTo({ identity: identityOf(request) }), deps.now());
    },
  );

  app.get(
    '/:id/downloads',
    {
      schema: {
        ...doc('Who downloaded the document, newest first (the last 500)'),
        params: IdParams,
        response: { 200: Type.Array(DownloadEntry) },
      },
    },
    async (request) => downloadLog(db, idOf(request)),
  );
}
