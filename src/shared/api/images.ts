// File versions and the image tool (issue 14 items 1 and 3; docs/decisions/0039-file-versions-and-image-tool.md):
// a library record keeps its URL while
// its bytes change; every earlier version stays under its own immutable URL,
// and every image version has WebP variants made once.
// POST /api/v1/mc/file/convert (spec §7 lists it without a payload) takes
// ConvertBody.
import { Type, type Static } from 'typebox';

export const IMAGE_FORMATS = ['keep', 'webp', 'avif', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The largest side a resize may ask for (pixels). */
const MAX_RESIZE = 8000;

export const Focus = Type.Object(
  {
    x: Type.Number({ minimum: 0, maximum: 1, description: 'From the left edge: 0 to 1.' }),
    y: Type.Number({ minimum: 0, maximum: 1, description: 'From the top edge: 0 to 1.' }),
  },
  {
    additionalProperties: false,
    description: 'The point that matters, as fractions of the saved image; square variants are cut around it.',
  },
);
export type Focus = Static<typeof Focus>;

export const MediaVariant = Type.Object({
  url: Type.String({
    description:
      '/files/<stored name>-v<version>-w<width>.webp (or -s<side> for the square): never changes, cached for a year.',
  }),
  width: Type.Integer(),
  height: Type.Integer(),
  square: Type.Boolean({ description: 'Cut square around the focal point (the others keep the proportions).' }),
});
export type MediaVariant = Static<typeof MediaVariant>;

export const MediaVersion = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  url: Type.String({
    description: 'Where this version’s bytes stay: /files/<stored name>-v<version>.<ext>, never changed.',
  }),
  type: Type.String(),
  size: Type.Integer(),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  savedAt: Type.String({ description: 'When this version became the file’s bytes (ISO instant).' }),
  savedBy: Type.String(),
  note: Type.String({ description: 'How it was made: uploaded, replaced, edited in the image tool, restored.' }),
  variants: Type.Array(MediaVariant),
});
export type MediaVersion = Static<typeof MediaVersion>;

/** What a library record's detail adds about its versions. */
export const MediaHistory = Type.Object({
  version: Type.Integer({ minimum: 1, description: 'The number of the bytes served at url now (1: as uploaded).' }),
  note: Type.String({ description: 'How the current bytes were made.' }),
  focus: Type.Union([Focus, Type.Null()]),
  variants: Type.Array(MediaVariant, {
    description:
      'The current version’s WebP variants (widths 320, 640, 1280, 1920 no wider than the image, and a square).',
  }),
  versions: Type.Array(MediaVersion, { description: 'Earlier versions, oldest first.' }),
  derivedFrom: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The record this one was converted from (another format), if any.',
  }),
});
export type MediaHistory = Static<typeof MediaHistory>;

export const ConvertBody = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'The library image (its record’s CId).' }),
    crop: Type.Optional(
      Type.Object(
        {
          x: Type.Integer({ minimum: 0 }),
          y: Type.Integer({ minimum: 0 }),
          width: Type.Integer({ minimum: 1 }),
          height: Type.Integer({ minimum: 1 }),
        },
        {
          additionalProperties: false,
          description: 'Pixels of the image as it is displayed (its EXIF orientation applied), before the rotation.',
        },
      ),
    ),
    rotate: Type.Optional(
      Type.Union([Type.Literal(0), Type.Literal(90), Type.Literal(180), Type.Literal(270)], {
        description: 'Degrees clockwise, after the crop.',
      }),
    ),
    resize: Type.Optional(
      Type.Object(
        {
          width: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_RESIZE })),
          height: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_RESIZE })),
        },
        {
          additionalProperties: false,
          minProperties: 1,
          description: 'Last: the result fits inside width × height, keeping its proportions.',
        },
      ),
    ),
    focus: Type.Optional(Focus),
    format: Type.Optional(
      Type.Union(
        [Type.Literal('keep'), Type.Literal('webp'), Type.Literal('avif'), Type.Literal('jpeg'), Type.Literal('png')],
        {
          description:
            'keep (default): a new version at the same URL; another format: a new record (its URL names the type).',
        },
      ),
    ),
    quality: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 100,
        description: 'JPEG, WebP and AVIF (default 82; AVIF 60). PNG is lossless and ignores it.',
      }),
    ),
    keepMetadata: Type.Optional(
      Type.Boolean({ description: 'Keep EXIF and other metadata (camera, GPS location). Default false: stripped.' }),
    ),
  },
  { additionalProperties: false },
);
export type ConvertBody = Static<typeof ConvertBody>;

export const RestoreBody = Type.Object(
  {
    version: Type.Integer({
      minimum: 1,
      description: 'The earlier version to serve again (it becomes a new version).',
    }),
  },
  { additionalProperties: false },
);
export type RestoreBody = Static<typeof RestoreBody>;
