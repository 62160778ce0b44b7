// Carousels (/api/v1/mc/carousels; issue 14 item 4, docs/decisions/0040-carousel-tool-and-library-pickers.md):
// a Content row of the spec's type Image_Carousel (21)
// whose ordered slides are its ContentBlock rows (CbPhoto, CbPhotoAltText,
// CbPhotoCaption, CbLink, CbLinkTarget, CbSortOrder). A page shows one
// through a block whose CIdChild is the carousel's CId.
import { Type, type Static } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** Where a slide's link opens: the same set the editor's block link offers ('' = the same tab). */
export const LINK_TARGETS = ['', '_blank', '_self', '_parent', '_top'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

const MAX_SLIDES = 50;

export const CarouselSlide = Type.Object(
  {
    photo: Type.String({ minLength: 1, maxLength: 800, description: 'A library image’s URL (/files/<stored name>).' }),
    alt: Type.String({ maxLength: 400, description: 'The photo’s alternative text (CbPhotoAltText).' }),
    caption: Type.String({ maxLength: 1000, description: 'Shown under the photo (CbPhotoCaption).' }),
    link: Type.String({
      maxLength: 800,
      description: 'Where the slide leads: a site path (/about) or an http(s) URL; empty for none (CbLink).',
    }),
    target: Type.Union(
      [Type.Literal(''), Type.Literal('_blank'), Type.Literal('_self'), Type.Literal('_parent'), Type.Literal('_top')],
      {
        description: 'Where the link opens (CbLinkTarget): "" the same tab, _blank, _self, _parent, _top.',
      },
    ),
  },
  { additionalProperties: false },
);
export type CarouselSlide = Static<typeof CarouselSlide>;

export const CarouselSummary = Type.Object({
  id: Type.Integer({ description: 'The carousel’s CId: what a block’s CIdChild holds to show it.' }),
  title: Type.String(),
  slideCount: Type.Integer(),
  firstPhoto: Nullable(Type.String({ description: 'The first slide’s photo, for a thumbnail.' })),
  modifiedAt: Type.String({ description: 'ISO instant.' }),
});
export type CarouselSummary = Static<typeof CarouselSummary>;

export const CarouselPlacement = Type.Object({
  CId: Type.Integer({ description: 'The page.' }),
  CTitle: Type.String(),
  CSeoUrl: Nullable(Type.String()),
  removed: Type.Boolean({ description: 'The page is in the Remove Content tool’s bin (restorable).' }),
});
export type CarouselPlacement = Static<typeof CarouselPlacement>;

export const Carousel = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slides: Type.Array(CarouselSlide),
  placedIn: Type.Array(CarouselPlacement, { description: 'The pages whose blocks show the carousel (CIdChild).' }),
  modifiedAt: Type.String({ description: 'ISO instant.' }),
});
export type Carousel = Static<typeof Carousel>;

export const CarouselSaveBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 400 }),
    slides: Type.Array(CarouselSlide, { maxItems: MAX_SLIDES, description: 'In order; a save replaces every slide.' }),
  },
  { additionalProperties: false },
);
export type CarouselSaveBody = Static<typeof CarouselSaveBody>;

export const CarouselIdParams = Type.Object({ id: Type.String({ description: 'The carousel’s CId.' }) });
