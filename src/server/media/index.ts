// The media library (docs/decisions/0035, 0038, 0039): files' records, folders and versions.
import type { Feature } from '../platform/http/feature.js';
import { registerMediaRoutes } from './routes/media.js';
import { registerMediaFolderRoutes } from './routes/media-folders.js';
import { registerMediaVersionRoutes } from './routes/media-versions.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import type { UploadRecorder } from '../files/index.js';

export { recordStoredFile } from './record-upload.js';
export { makeVariants, putVariants } from './variants.js';

// The media library records what the upload and the import store (files/upload-record.ts): files sits below it and
// asks for the recorder as a service instead of importing it (docs/decisions/0145-one-copy-and-no-circles.md).
declare module '../platform/http/feature.js' {
  interface Services {
    recordUpload: UploadRecorder;
  }
}

export const mediaFeatures: Feature[] = [
  { name: 'media library', prefix: API_PREFIX.media, audience: 'staff', register: registerMediaRoutes },
  { name: 'media folders', prefix: API_PREFIX.mediaFolders, audience: 'staff', register: registerMediaFolderRoutes },
  {
    name: 'file versions',
    prefix: API_PREFIX.media,
    audience: 'staff',
    register: (scope, { db, storage, config }) =>
      registerMediaVersionRoutes(scope, { db, storage, maxBytes: config.uploadMaxBytes }),
  },
];

// What other features use of this one's inner files (issue 42: they import this index only).
export { insertContent } from './content-insert.js';
export { titleOf } from './record-upload.js';
