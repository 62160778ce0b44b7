// What becomes of a stored upload: the upload (routes/files.ts) and the import from a URL (routes/file-import.ts)
// hand the stored file's facts to a recorder that makes it a media library record. The media library sits above the
// files it records and provides the recorder (media/record-upload.ts recordStoredFile) as the service
// `recordUpload`, declared in media/index.ts; this folder names only the call's shape, so files imports nothing of
// the media library (docs/decisions/0145-one-copy-and-no-circles.md).
import type { Actor } from '../platform/data/identity.js';
import type { Executor } from '../platform/db/executor.js';
import type { Storage } from '../platform/storage/storage.js';
import type { Uploaded } from '../../shared/api/ops.js';
import type { SavedFile } from './save-upload.js';

export interface StoredFileFacts {
  saved: SavedFile;
  /** The name the file came with, already cleaned (upload-name.ts displayName). */
  originalName: string;
  /** The media folder it goes into (checked in the transaction: a 404/422 stores nothing); null: none. */
  folderId?: number | null;
  /** The audit event's text, given the file's URL. */
  auditMessage: (url: string) => string;
}

/** Records a stored file and answers what the upload answers; if the record cannot be written the bytes are deleted. */
export type UploadRecorder = (
  db: Executor,
  storage: Storage,
  actor: Actor,
  facts: StoredFileFacts,
) => Promise<Uploaded>;
