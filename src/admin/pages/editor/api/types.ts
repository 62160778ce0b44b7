// The shapes of the editor's calls: declared once, in src/shared/api/editor.ts
// (the schemas the server validates and documents with); re-exported here for
// the editor's modules, with the few shapes that are the admin's own.
export type {
  AddPage,
  BlockRecord,
  ContentRecord,
  DraftSummary,
  LinkRecord,
  LoadedPage,
  Page,
  PageSave,
  Snapshot,
  VersionDetail,
  VersionSummary,
} from '../../../../shared/api/editor.js';
import type { BlockBatch as BlockBatchBody, PageSave as PageSaveBody } from '../../../../shared/api/editor.js';
import type { FieldsOf } from '../../../../shared/api/generic.js';
import type { Content, ContentType, Tag } from '../../../../shared/generated/entities.generated.js';

/** The editor always sends all three parts of a block batch (the server takes any of them). */
export type BlockBatch = Required<BlockBatchBody>;
/** A save as the editor builds it. */
export type EditorSave = Omit<PageSaveBody, 'blocks'> & { blocks?: BlockBatch };

/** An uploaded file as POST /api/v1/mc/file answers it. */
export type { Uploaded as StoredFile } from '../../../../shared/api/ops.js';

/** The rows the editor's screens read through the generic interface, by the fields they ask for. */
export type TagRow = FieldsOf<Tag, 'TId' | 'TIdParent' | 'TName' | 'TPath'>;
export type ContentRow = FieldsOf<Content, 'CId' | 'CTitle' | 'CSeoUrl' | 'CtId'>;
export type ContentTypeRow = FieldsOf<ContentType, 'CtId' | 'CtName'>;
