// Folders of the media library (/api/v1/mc/media-folders; issue 14 item 2,
// docs/decisions/0038-media-folders.md): a tree for images and documents. A
// folder is a Content row of type Notes (58); a file's folder is the
// `folderId` of its record's CHeadContent.
import { Type, type Static } from 'typebox';

export const FOLDER_NAME_MAX = 100;
/** How deep the tree may grow (the root's folders are level 1). */
export const FOLDER_DEPTH_MAX = 8;
/** Files moved by one call. */
const FILE_MOVE_MAX = 200;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const FolderRef = (description: string) => Nullable(Type.Integer({ minimum: 1, description }));

export const MediaFolder = Type.Object({
  id: Type.Integer({ description: 'The folder’s CId.' }),
  name: Type.String(),
  parentId: FolderRef('The parent folder; null: at the root.'),
  fileCount: Type.Integer({ description: 'Files directly in this folder (what the list shows when it is selected).' }),
  totalFileCount: Type.Integer({ description: 'Files in this folder and all its subfolders.' }),
});
export type MediaFolder = Static<typeof MediaFolder>;

export const MediaFolderTree = Type.Object({
  folders: Type.Array(MediaFolder, { description: 'Every folder, parents before children, siblings by name.' }),
  unfiledCount: Type.Integer({ description: 'Files in no folder.' }),
  totalCount: Type.Integer({ description: 'Every file of the library.' }),
});
export type MediaFolderTree = Static<typeof MediaFolderTree>;

const FolderName = Type.String({
  minLength: 1,
  maxLength: 400,
  description: `Trimmed; 1 to ${FOLDER_NAME_MAX} characters, unique among its siblings (case-insensitive).`,
});

export const MediaFolderCreateBody = Type.Object(
  { name: FolderName, parentId: Type.Optional(FolderRef('The parent folder; absent or null: the root.')) },
  { additionalProperties: false },
);
export type MediaFolderCreateBody = Static<typeof MediaFolderCreateBody>;

export const MediaFolderSaveBody = Type.Object(
  {
    name: Type.Optional(FolderName),
    parentId: Type.Optional(
      FolderRef('Move under this folder; null: to the root. Never into the folder itself or one of its subfolders.'),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type MediaFolderSaveBody = Static<typeof MediaFolderSaveBody>;

export const MediaFolderIdParams = Type.Object({ id: Type.String({ description: 'The folder’s CId.' }) });

export const MediaFileMoveBody = Type.Object(
  {
    ids: Type.Array(Type.Integer({ minimum: 1 }), {
      minItems: 1,
      maxItems: FILE_MOVE_MAX,
      uniqueItems: true,
      description: 'The files’ record ids.',
    }),
    folderId: FolderRef('The folder they go to; null: out of every folder.'),
  },
  { additionalProperties: false },
);
export type MediaFileMoveBody = Static<typeof MediaFileMoveBody>;

export const MediaFileMoveResult = Type.Object({ moved: Type.Integer({ description: 'Files whose folder changed.' }) });
export type MediaFileMoveResult = Static<typeof MediaFileMoveResult>;

/** The list's folder filter (GET /api/v1/mc/media?folderId=…): a folder's id, or files in no folder. */
export const UNFILED = 'unfiled';
