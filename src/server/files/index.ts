// Uploads, imports from a URL, and the public download of stored files.
import type { Feature } from '../platform/http/feature.js';
import { registerFileDownload, registerFileUpload } from './routes/files.js';
import { registerFileImport } from './routes/file-import.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

// What the media library and the image tool, above this folder, use of it (docs/decisions/0145-one-copy-and-no-circles.md).
export { storedKey } from './stored-name.js';
export { displayedSize, imageStep, openImage } from './sharp-input.js';
export { loadSharp } from './sharp-library.js';
export type { StoredFileFacts, UploadRecorder } from './upload-record.js';

export const fileFeatures: Feature[] = [
  {
    name: 'file upload',
    prefix: API_PREFIX.mc,
    audience: 'staff',
    register: (scope, { db, storage, config, recordUpload }) =>
      registerFileUpload(scope, { db, storage, maxBytes: config.uploadMaxBytes, recordUpload }),
  },
  {
    name: 'file import',
    prefix: API_PREFIX.mc,
    audience: 'staff',
    register: (scope, { db, storage, config, recordUpload }) =>
      registerFileImport(scope, {
        db,
        storage,
        maxBytes: config.uploadMaxBytes,
        fetchAllow: config.fetchAllow,
        recordUpload,
      }),
  },
  { name: 'file download', audience: 'public', register: registerFileDownload },
];

// What other features use of this one's inner files (issue 42: they import this index only).
export { type ReceivedFile, receiveUpload, uploadParserOptions } from './receive-upload.js';
export type { SavedFile } from './save-upload.js';
export { type FileKind, kindOfExtension, KINDS } from './sniff.js';
export { isReplaceableName, newStoredName, parseStoredName } from './stored-name.js';
