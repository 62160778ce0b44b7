// /api/v1/mc/media-folders: the media library's folders (issue 14 item 2;
// docs/decisions/0038-media-folders.md) — the tree with its counts, folders
// created, renamed, moved and deleted, files moved into them. Who may: whoever
// may use the library (requireMaintenanceAccess), as for /api/v1/mc/media.
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import { NoContent } from '../../../shared/api/common.js';
import {
  MediaFileMoveBody,
  MediaFileMoveResult,
  MediaFolder,
  MediaFolderCreateBody,
  MediaFolderIdParams,
  MediaFolderSaveBody,
  MediaFolderTree,
} from '../../../shared/api/media-folders.js';
import { actorOf, identityOf } from '../../platform/plugins/authenticate.js';
import { requireMaintenanceAccess } from '../../platform/http/access.js';
import { idParam } from '../../platform/http/body.js';
import { moveFiles } from '../file-move.js';
import { folderTree } from '../folder-read.js';
import { createFolder, deleteFolder, saveFolder } from '../folder-write.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';

const doc = (summary: string) => ({ summary, tags: ['Media library'], security: [{ bearer: [] }] });

/** Register under /api/v1/mc/media-folders with the authenticate hook. */
export function registerMediaFolderRoutes(scope: FastifyInstance, deps: { db: Executor }) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  app.addHook('preHandler', async (request) => requireMaintenanceAccess(identityOf(request)));
  // A write answers the folder with its counts as the tree now shows it.
  const withCounts = async (id: number) => (await folderTree(db)).folders.find((f) => f.id === id)!;

  app.get(
    '',
    { schema: { ...doc('Every folder in tree order, with its file counts'), response: { 200: MediaFolderTree } } },
    async () => folderTree(db),
  );

  app.post(
    '',
    {
      schema: {
        ...doc('Create a folder (at the root or under a parent)'),
        body: MediaFolderCreateBody,
        response: { 201: MediaFolder },
      },
    },
    async (request, reply) => {
      const folder = await createFolder(db, actorOf(request), request.body);
      return reply.code(201).send(await withCounts(folder.id));
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        ...doc('Rename a folder or move it under another (never into itself or its subfolders)'),
        params: MediaFolderIdParams,
        body: MediaFolderSaveBody,
        response: { 200: MediaFolder },
      },
    },
    async (request) => {
      const folder = await saveFolder(db, actorOf(request), idParam(request.params.id, 'id'), request.body);
      return withCounts(folder.id);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...doc('Delete an empty folder: refused (409, naming what is inside) otherwise'),
        params: MediaFolderIdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteFolder(db, actorOf(request), idParam(request.params.id, 'id'));
      return reply.code(204).send();
    },
  );

  app.post(
    '/move-files',
    {
      schema: {
        ...doc('Move files into a folder, or (folderId null) out of every folder, all in one transaction'),
        body: MediaFileMoveBody,
        response: { 200: MediaFileMoveResult },
      },
    },
    async (request) => moveFiles(db, actorOf(request), request.body),
  );
}
