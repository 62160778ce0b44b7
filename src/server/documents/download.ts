// Serving a secured file through a verified signed link, and the download
// log: every download is an audit row (Type 'Secured download', Entity
// Content, EntityKey the document) naming who the link was issued to, the
// address and the document, written before the first byte is sent.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditEvent } from '../platform/data/audit-events.js';
import type { Executor } from '../platform/db/executor.js';
import { notFound } from '../platform/errors.js';
import { kindOfExtension } from '../files/index.js';
import type { Storage } from '../platform/storage/storage.js';
import type { DownloadEntry } from '../../shared/api/documents.js';
import { securedRow } from './document-read.js';
import { documentItemOf, securedKey, storedNameOf } from './document-record.js';

const DOWNLOAD_AUDIT_TYPE = 'Secured download';
const LOG_LIMIT = 500;

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Sends a document or a form's file (staff links reach both). */
export async function sendSecuredFile(
  db: Executor,
  storage: Storage,
  id: number,
  by: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const row = await securedRow(db, id, 'any');
  const item = documentItemOf(row, db.dialect);
  const stored = storedNameOf(row, db.dialect);
  const object = stored ? await storage.get(securedKey(stored)) : undefined;
  if (!object) throw notFound(`The file of document ${id} is missing from the storage`);
  await auditEvent(db, {
    type: DOWNLOAD_AUDIT_TYPE,
    message: `Downloaded "${item.title.slice(0, 200)}" (document ${id}) by ${by} from ${request.ip}`,
    userName: by,
    requestId: String(request.id),
    about: String(id),
    aboutEntity: 'Content',
  });
  return (
    reply
      .header(
        'content-type',
        kindOfExtension(stored.slice(stored.lastIndexOf('.') + 1))?.mime ?? 'application/octet-stream',
      )
      .header('content-length', object.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', disposition(item.originalName || `document-${id}`))
      // A signed link is personal and short-lived: never kept by a shared cache.
      .header('cache-control', 'private, no-store')
      .send(object.body)
  );
}

export async function downloadLog(db: Executor, id: number): Promise<DownloadEntry[]> {
  await securedRow(db, id, 'any');
  const rows = await db.all<{ Date: string; UserName: string | null; Message: string | null }>(
    db.builder
      .selectFrom('AuditLog')
      .select(['Date', 'UserName', 'Message'])
      .where('Type', '=', DOWNLOAD_AUDIT_TYPE)
      .where('Entity', '=', 'Content')
      .where('EntityKey', '=', String(id))
      .orderBy('AlId', 'desc')
      .limit(LOG_LIMIT)
      .compile(),
  );
  return rows.map((r) => ({
    at: new Date(String(r.Date)).toISOString(),
    who: r.UserName ?? '',
    message: r.Message ?? '',
  }));
}
