// POST /api/v1/mc/download {url, filename} (spec §7): a file fetched from a
// remote server into the media library, as if it had been uploaded. The
// fetch goes through the SSRF guard (net/safe-fetch.ts: public addresses
// only, every redirect checked, the connection pinned to the checked
// address), within the upload size limit and FETCH_DEADLINE_MS; the bytes
// then meet the upload's checks (type from the bytes, name/bytes mix-ups,
// pixel count, a decode of images) and become a record like an upload.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import { ApiError } from '../../platform/errors.js';
import { saveUpload, tooLarge } from '../save-upload.js';
import { displayName } from '../upload-name.js';
import type { UploadRecorder } from '../upload-record.js';
import { safeFetch } from '../../platform/net/safe-fetch.js';
import { actorOf, identityOf } from '../../platform/plugins/authenticate.js';
import { compileTrust } from '../../platform/plugins/client-address.js';
import { requireMaintenanceAccess } from '../../platform/http/access.js';
import type { Storage } from '../../platform/storage/storage.js';
import { DownloadBody, Uploaded } from '../../../shared/api/ops.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';

interface FileImportDeps {
  db: Executor;
  storage: Storage;
  maxBytes: number;
  /** FETCH_ALLOW: private addresses an operator lets the server fetch from. */
  fetchAllow: string[];
  /** Makes the stored file a media library record (the media library's `recordUpload`). */
  recordUpload: UploadRecorder;
}

/** Register under /api/v1/mc with the authenticate hook. */
export function registerFileImport(scope: FastifyInstance, deps: FileImportDeps) {
  const app = withSchemaTypes(scope);
  const { db, storage, maxBytes } = deps;
  const allowed = compileTrust(deps.fetchAllow, 'FETCH_ALLOW');
  app.post(
    '/download',
    {
      schema: {
        summary: 'Import a file from a URL into the media library (the same checks as an upload)',
        tags: ['Files'],
        security: [{ bearer: [] }],
        body: DownloadBody,
        response: { 201: Uploaded },
      },
    },
    async (request, reply) => {
      requireMaintenanceAccess(identityOf(request));
      const { url } = request.body;
      const fetched = await safeFetch(url, { allow: allowed, maxBytes, tooLarge }).catch((e: unknown) => {
        // The guard's refusals name the URL; the remote's failures (502, 504) stay as they are.
        if (e instanceof ApiError && e.status === 400) throw new ApiError(400, e.message, 'url');
        throw e;
      });
      if (fetched.status < 200 || fetched.status > 299)
        throw new ApiError(
          502,
          `The remote server answered ${fetched.status} for ${shortUrl(fetched.finalUrl)}, not the file.`,
          'url',
        );
      const originalName = displayName(request.body.filename?.trim() || lastSegment(fetched.finalUrl));
      const saved = await saveUpload(storage, Readable.from([fetched.body]), maxBytes, () => false, {
        fileName: originalName,
      });
      const uploaded = await deps.recordUpload(db, storage, actorOf(request), {
        saved,
        originalName,
        folderId: request.body.folderId ?? null,
        auditMessage: (stored) =>
          `Imported "${originalName}" from ${shortUrl(fetched.finalUrl)} as ${stored} (${saved.kind.mime}, ${saved.size} bytes)`,
      });
      return reply.code(201).send(uploaded);
    },
  );
}

/** The URL's last path segment, decoded ("…/photos/Harbor%20view.jpg" → "Harbor view.jpg"). */
function lastSegment(url: string): string {
  const segment = new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A URL for a message or the audit: no query string (it may hold a token), at most 300 characters. */
function shortUrl(url: string): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`.slice(0, 300);
}
