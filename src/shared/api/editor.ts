// /api/v1/mc/editor (spec §7 editor calls; docs/editor-api.md).
import { Type, type Static } from 'typebox';

const Rec = Type.Record(Type.String(), Type.Unknown());

export const VersionRef = Type.Object({ CvId: Type.Integer(), ChangeDate: Type.String(), CvUserName: Type.Union([Type.String(), Type.Null()]) });
export type VersionRef = Static<typeof VersionRef>;

export const EditorPage = Type.Object({
  content: Rec,
  blocks: Type.Array(Rec),
  links: Type.Array(Rec),
  version: Type.Union([VersionRef, Type.Null()]),
  draft: Type.Union([VersionRef, Type.Null()]),
  redirect: Type.Optional(Rec),
});
export type EditorPage = Static<typeof EditorPage>;

export const PageSave = Type.Object({
  mode: Type.Optional(Type.Union([Type.Literal('publish'), Type.Literal('draft')])),
  note: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  content: Type.Optional(Rec),
  blocks: Type.Optional(Type.Object({ creates: Type.Optional(Type.Array(Rec)), updates: Type.Optional(Type.Array(Rec)), deletes: Type.Optional(Type.Array(Type.Integer())) })),
});
export type PageSave = Static<typeof PageSave>;

export const CIdParams = Type.Object({ cId: Type.String({ description: 'The page (content) id.' }) });
export const CvIdParams = Type.Object({ cvId: Type.String({ description: 'The version id.' }) });
export const DuplicateQuery = Type.Object({ cId: Type.Optional(Type.String()), bPagePicker: Type.Optional(Type.String()) });

export const ETAG = Type.String({ description: 'The page version: send it in If-Match to save.' });
/** A page answer, with its ETag. */
export const PageAnswer = { ...EditorPage, headers: { etag: ETAG } };

export const VersionList = Type.Array(Rec);
export const Version = Rec;
export const DraftList = Type.Array(Rec);
export const AddPageBody = Rec;
