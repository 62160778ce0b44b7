// The shapes of the editor's calls (docs/editor-api.md "Editor"). Records
// use the schema's field names; the generated record types are the source.
import type { Content, ContentBlock, Redirect, TagToContent } from '../../../../shared/generated/entities.generated.js';

export type ContentRecord = Content & { CId: number };
export type BlockRecord = ContentBlock;
export type LinkRecord = TagToContent & { TName?: string | null };

export interface VersionRef {
  CvId: number;
  ChangeDate: string | null;
  CvUserName: string | null;
}

export interface Page {
  content: ContentRecord;
  blocks: BlockRecord[];
  links: LinkRecord[];
  version: VersionRef | null;
  draft: VersionRef | null;
  redirect?: Redirect;
}

export interface BlockBatch {
  creates: BlockRecord[];
  updates: BlockRecord[];
  deletes: number[];
}

export interface PageSave {
  content?: Partial<ContentRecord>;
  blocks?: BlockBatch;
  mode?: 'publish' | 'draft';
  note?: string;
}

export interface VersionSummary extends VersionRef {
  CId: number;
  Active: boolean;
  Draft: boolean;
  CvNote: string | null;
}

/** A version's stored page: the editable content fields and the blocks (CbId null for blocks the version added). */
export interface Snapshot {
  content: Partial<ContentRecord>;
  blocks: (BlockRecord & { CbId: number | null })[];
}

export interface VersionDetail extends VersionSummary {
  Snapshot: Snapshot;
}

export interface DraftSummary {
  CvId: number;
  CId: number;
  CTitle: string;
  CtId: number;
  ChangeDate: string | null;
  CvUserName: string | null;
  CvNote: string | null;
}

export interface AddPage {
  CtId: number;
  TId: number;
  CTitle: string;
  TemplateId?: number;
}

export interface StoredFile {
  url: string;
  name?: string;
  originalName?: string;
  size?: number;
  type?: string;
  width?: number;
  height?: number;
}

export interface TagRow {
  TId: number;
  TIdParent: number | null;
  TName: string;
  TPath: string | null;
}

export interface ContentRow {
  CId: number;
  CTitle: string;
  CSeoUrl: string | null;
  CtId: number;
}

export interface ContentTypeRow {
  CtId: number;
  CtName: string;
}

/** A page as the editor loaded it, with the ETag its save must send back. */
export interface LoadedPage {
  page: Page;
  etag: string;
}
