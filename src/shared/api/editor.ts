// /api/v1/mc/editor (spec §7 editor calls; docs/editor-api.md "Editor"):
// the one declaration of the editor's requests and answers. The server
// validates and documents with these schemas; the admin imports their types.
// Records keep the generated record types (entities.generated.ts) as their
// static type and stay open objects in the schema: the generic interface's
// schemas (api-schemas.generated.ts) are where a record's fields are checked.
import { Type, type Static, type TSchema } from 'typebox';
import type { Content, ContentBlock, Redirect, TagToContent } from '../generated/entities.generated.js';

/** An open record schema carrying a precise static type. */
const record = <T>(description: string) => Type.Unsafe<T>(Type.Record(Type.String(), Type.Unknown(), { description }));
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export type ContentRecord = Content & { CId: number };
export type BlockRecord = ContentBlock;
export type LinkRecord = TagToContent & { TName?: string | null };

const VersionRef = Type.Object({
  CvId: Type.Integer(),
  ChangeDate: Type.String(),
  CvUserName: nullable(Type.String()),
});
type VersionRef = Static<typeof VersionRef>;

export const EditorPage = Type.Object({
  content: record<ContentRecord>('The Content record.'),
  blocks: Type.Array(record<BlockRecord>('A ContentBlock record.'), { description: 'The blocks in CbSortOrder.' }),
  links: Type.Array(record<LinkRecord>('A TagToContent link, with the tag’s name.')),
  version: nullable(VersionRef),
  draft: nullable(VersionRef),
  redirect: Type.Optional(record<Redirect>('The redirect that points at the page, if any.')),
});
export type Page = Static<typeof EditorPage>;

export const BlockBatch = Type.Object(
  {
    creates: Type.Optional(Type.Array(record<BlockRecord>('A new block.'))),
    updates: Type.Optional(Type.Array(record<BlockRecord>('A changed block, with its CbId.'))),
    deletes: Type.Optional(Type.Array(Type.Integer({ description: 'A CbId.' }))),
  },
  { additionalProperties: false },
);
export type BlockBatch = Static<typeof BlockBatch>;

export const PageSave = Type.Object(
  {
    mode: Type.Optional(Type.Union([Type.Literal('publish'), Type.Literal('draft'), Type.Literal('schedule')])),
    publishAt: Type.Optional(
      Type.String({
        description:
          "mode 'schedule': when the saved draft goes live, ISO 8601 with an offset (2027-03-01T09:00:00-05:00).",
      }),
    ),
    note: Type.Optional(nullable(Type.String())),
    content: Type.Optional(record<Partial<ContentRecord>>('The changed content fields.')),
    blocks: Type.Optional(BlockBatch),
    aiDrafted: Type.Optional(
      Type.Boolean({
        description:
          'The save carries a field an AI tool drafted and the user accepted: the version is marked AI-drafted (CvAiDrafted).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PageSave = Static<typeof PageSave>;

export const VersionSummary = Type.Object({
  CvId: Type.Integer(),
  CId: Type.Integer(),
  Active: Type.Boolean(),
  Draft: Type.Boolean(),
  ChangeDate: Type.String(),
  CvUserName: nullable(Type.String()),
  CvNote: nullable(Type.String()),
  CvAiDrafted: Type.Boolean({ description: 'The version was saved with a field an AI tool drafted.' }),
});
export type VersionSummary = Static<typeof VersionSummary>;

/** A version's stored page: the editable content fields and the blocks (CbId null for blocks the version added). */
export interface Snapshot {
  content: Partial<ContentRecord>;
  blocks: (BlockRecord & { CbId: number | null })[];
}
export const VersionDetail = Type.Intersect([
  VersionSummary,
  Type.Object({
    Snapshot: Type.Unsafe<Snapshot>(
      Type.Object({ content: Type.Record(Type.String(), Type.Unknown()), blocks: Type.Array(Type.Unknown()) }),
    ),
  }),
]);
export type VersionDetail = Static<typeof VersionDetail>;

export const DraftSummary = Type.Object({
  CvId: Type.Integer(),
  CId: Type.Integer(),
  CTitle: Type.String(),
  CtId: Type.Integer(),
  ChangeDate: Type.String(),
  CvUserName: nullable(Type.String()),
  CvNote: nullable(Type.String()),
});
export type DraftSummary = Static<typeof DraftSummary>;

export const AddPage = Type.Object({
  CtId: Type.Integer({ description: 'The content type (a page-like type).' }),
  TId: Type.Integer({ description: 'The tag (section) the page goes under.' }),
  CTitle: Type.String(),
  TemplateId: Type.Optional(Type.Integer()),
});
export type AddPage = Static<typeof AddPage>;

/** A record id in a path or query: a whole number from 1 (the path's text is converted before the handler sees it). */
const recordId = (description: string) => Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description });

export const CIdParams = Type.Object({ cId: recordId('The page (content) id.') });
export type CIdParams = Static<typeof CIdParams>;
export const CvIdParams = Type.Object({ cvId: recordId('The version id.') });
export type CvIdParams = Static<typeof CvIdParams>;
export const DuplicateQuery = Type.Object({
  cId: recordId('The page to copy.'),
  bPagePicker: Type.Optional(
    Type.Boolean({ default: false, description: 'true: the copy is made from the page picker (spec §7).' }),
  ),
});
export type DuplicateQuery = Static<typeof DuplicateQuery>;

/** A page answer, with the ETag its next save must send in If-Match. */
export const PageAnswer = {
  ...EditorPage,
  headers: { etag: Type.String({ description: 'The page version: send it in If-Match to save.' }) },
};

/** A page as the editor loaded it, with the ETag its save must send back. */
export interface LoadedPage {
  page: Page;
  etag: string;
}
