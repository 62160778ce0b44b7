// A stored file as a library record (docs/decisions/0035-media-library-records.md):
// a Content row of the spec's content type Image (20) for an
// image, Secure_File (59) for any other file. The file's URL is CIntroPhoto
// (the field pages and blocks already hold photos in); CHeadContent carries
// the spec's dWidth, dHeigth, original and ext plus the library's own facts.
// The row has no CSeoUrl, so it is never a public page.
import type { Content, JsonValue } from '../../shared/generated/entities.generated.js';
import { CT } from '../../shared/content-types.js';

export interface MediaFacts {
  /** '/files/<stored name>' */
  url: string;
  /** The name the file came with (the browser's, or the demo image's). */
  original: string;
  mime: string;
  size: number;
  width?: number;
  height?: number;
  title: string;
  alt: string;
  /** The user who stored it. */
  uploadedBy: string;
  /** A folder's CId; folders come with issue 14 item 2. */
  folderId: number | null;
  /** More head-content facts (a converted image's history: media-history.ts). */
  extra?: Record<string, JsonValue>;
}

export function mediaContentType(mime: string): number {
  return mime.startsWith('image/') ? CT.Image : CT.Secure_File;
}

function mediaHeadContent(facts: MediaFacts): JsonValue {
  return {
    dWidth: facts.width ?? null,
    dHeigth: facts.height ?? null,
    original: facts.original,
    ext: facts.url.slice(facts.url.lastIndexOf('.') + 1),
    type: facts.mime,
    size: facts.size,
    alt: facts.alt,
    uploadedBy: facts.uploadedBy,
    folderId: facts.folderId,
    ...facts.extra,
  };
}

/** The Content row of a media record (CId left to the caller or the database). */
export function mediaContentRow(facts: MediaFacts, at: string): Omit<Content, 'CId'> {
  return {
    CtId: mediaContentType(facts.mime),
    TemplateId: null,
    CTitle: facts.title,
    CSeoTitle: null,
    CSeoUrl: null,
    CMetaDesc: null,
    CMetaData: null,
    CHeadContent: mediaHeadContent(facts),
    CIntroPhoto: facts.url,
    CIntroText: null,
    CIntroLink: null,
    CDeleted: false,
    CCreated: at,
    CLastModified: at,
  };
}
