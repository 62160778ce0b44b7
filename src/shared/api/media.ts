// The media library (/api/v1/mc/media; issue 14 item 1, docs/decisions/0035-media-library-records.md):
// every stored file is a record — a Content row of
// type Image (20) or Secure_File (59) — listed, searched, described, and
// deleted only when no page uses it.
import { Type, type Static } from 'typebox';
import { MAX_PAGE_SIZE } from '../page-sizes.js';
import { MediaHistory } from './images.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const MEDIA_KINDS = ['image', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MediaListQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200, description: 'Words found in the title (case-insensitive).' })),
    kind: Type.Optional(
      Type.Union([Type.Literal('image'), Type.Literal('document')], {
        description: 'image: PNG, JPEG, GIF, WebP; document: any other stored file (PDF).',
      }),
    ),
    folderId: Type.Optional(
      Type.String({
        pattern: '^(unfiled|[1-9][0-9]{0,8})$',
        description:
          'A folder’s id: the files directly in it; "unfiled": files in no folder; absent: every file (issue 14 item 2).',
      }),
    ),
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: 'Rows per page (default 24).' }),
    ),
  },
  { additionalProperties: false },
);
export type MediaListQuery = Static<typeof MediaListQuery>;

export const MediaItem = Type.Object({
  id: Type.Integer({ description: 'The record’s CId.' }),
  url: Type.String({ description: '/files/<stored name>: what pages and blocks hold.' }),
  kind: Type.Union([Type.Literal('image'), Type.Literal('document')]),
  title: Type.String(),
  alt: Type.String({ description: 'The alternative text pickers suggest for the image.' }),
  originalName: Type.String({ description: 'The name the file was uploaded with.' }),
  type: Type.String({ description: 'The MIME type, from the file’s bytes.' }),
  size: Type.Integer({ description: 'Bytes.' }),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  folderId: Nullable(Type.Integer({ description: 'The folder (issue 14 item 2); null: the library’s root.' })),
  uploadedBy: Type.String(),
  uploadedAt: Type.String({ description: 'ISO instant.' }),
  modifiedAt: Type.String({ description: 'ISO instant.' }),
});
export type MediaItem = Static<typeof MediaItem>;

export const MediaUse = Type.Object({
  CId: Type.Integer(),
  CTitle: Type.String(),
  CSeoUrl: Nullable(Type.String()),
  CtId: Type.Integer(),
  removed: Type.Boolean({ description: 'The page is in the Remove Content tool’s bin (restorable).' }),
  places: Type.Array(Type.String(), {
    description:
      'Where the URL appears: intro photo, head content, block photo, block copy, block link, carousel slide.',
  }),
});
export type MediaUse = Static<typeof MediaUse>;

export const MediaDetail = Type.Object({
  ...MediaItem.properties,
  usedBy: Type.Array(MediaUse, { description: 'The pages (and their blocks) that reference the file’s URL.' }),
  // Versions, variants and the focal point (shared/api/images.ts).
  ...MediaHistory.properties,
});
export type MediaDetail = Static<typeof MediaDetail>;

export const MediaIdParams = Type.Object({ id: Type.String({ description: 'The record’s CId.' }) });

export const MediaSaveBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 400 })),
    alt: Type.Optional(Type.String({ maxLength: 400 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type MediaSaveBody = Static<typeof MediaSaveBody>;
