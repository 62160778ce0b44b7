// A secured document as a Content row (docs/decisions/0041-secured-documents-and-form-files.md):
// type Secure_File (59) with no CIntroPhoto — it has no
// public URL, so neither the media library nor /files/ ever shows it — and
// its bytes under the storage key 'secured/<stored name>'. CHeadContent holds
// the spec's dWidth, dHeigth, original and ext, the library's type, size and
// uploadedBy, and the document's own purpose, stored name, category and
// access. A form's uploaded file (POST /file/form) is the same kind of row
// with purpose 'form-file'.
import type { JsonValue } from '../../shared/generated/entities.generated.js';
import type { Dialect, Row } from '../platform/db/executor.js';
import { jsonObject, storedJsonObject, storedStamp } from '../platform/data/codec.js';
import { CT } from '../../shared/content-types.js';
import { MAINTENANCE_ROLES } from '../../shared/roles.js';
import type { DocumentAccess, DocumentItem } from '../../shared/api/documents.js';
import type { SavedFile } from '../files/index.js';

export type Purpose = 'document' | 'form-file';

/** Where secured bytes live: a prefix GET /files/{name} never reads (it serves 'files/' only). */
export const securedKey = (storedName: string) => `secured/${storedName}`;

/** New documents are for staff until someone opens them up: secure by default. */
export const STAFF_ONLY: DocumentAccess = { mode: 'roles', roles: [...MAINTENANCE_ROLES], claims: [] };

interface SecuredFileFacts {
  purpose: Purpose;
  saved: SavedFile;
  original: string;
  uploadedBy: string;
  access: DocumentAccess;
  categoryId: number | null;
  /** For form files: the form, the claim token and when an unclaimed file expires. */
  formFile?: { formId: number; token: string; expiresAt: string; submissionId: number | null };
}

function securedHeadContent(f: SecuredFileFacts): JsonValue {
  return {
    dWidth: f.saved.dimensions?.width ?? null,
    dHeigth: f.saved.dimensions?.height ?? null,
    original: f.original,
    ext: f.saved.kind.ext,
    type: f.saved.kind.mime,
    size: f.saved.size,
    uploadedBy: f.uploadedBy,
    purpose: f.purpose,
    stored: f.saved.name,
    categoryId: f.categoryId,
    access: f.access as unknown as JsonValue,
    ...(f.formFile ? { formFile: f.formFile as unknown as JsonValue } : {}),
  };
}

export function securedContentRow(f: SecuredFileFacts, title: string, at: string) {
  return {
    CtId: CT.Secure_File,
    TemplateId: null,
    CTitle: title,
    CSeoTitle: null,
    CSeoUrl: null,
    CMetaDesc: null,
    CMetaData: null,
    CHeadContent: securedHeadContent(f),
    CIntroPhoto: null,
    CIntroText: null,
    CIntroLink: null,
    CDeleted: false,
    CCreated: at,
    CLastModified: at,
  };
}

const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const integerOrNull = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);

function accessOf(head: Record<string, unknown>): DocumentAccess {
  // access is written as an object inside the head (securedHeadContent, saveDocument), so it is already decoded.
  const a = jsonObject(head.access);
  const mode =
    a.mode === 'public' || a.mode === 'roles' || a.mode === 'claims' || a.mode === 'register'
      ? a.mode
      : STAFF_ONLY.mode;
  return { mode, roles: strings(a.roles), claims: strings(a.claims) };
}

/** The document's stored name ('' when its head has none); `dialect`: the database the row came from. */
export function storedNameOf(row: Row, dialect: Dialect): string {
  return String(storedJsonObject('Content', row, 'CHeadContent', dialect).stored ?? '');
}

/** A stored secured document's row (`dialect`: the database it came from) as the item the API answers. */
export function documentItemOf(row: Row, dialect: Dialect): DocumentItem {
  const head = storedJsonObject('Content', row, 'CHeadContent', dialect);
  return {
    id: Number(row.CId),
    title: String(row.CTitle),
    description: typeof row.CIntroText === 'string' ? row.CIntroText : '',
    categoryId: integerOrNull(head.categoryId),
    access: accessOf(head),
    originalName: typeof head.original === 'string' ? head.original : '',
    type: typeof head.type === 'string' ? head.type : 'application/octet-stream',
    size: integerOrNull(head.size) ?? 0,
    uploadedBy: typeof head.uploadedBy === 'string' ? head.uploadedBy : '',
    uploadedAt: storedStamp('Content', row, 'CCreated', dialect),
    modifiedAt: storedStamp('Content', row, 'CLastModified', dialect),
  };
}
