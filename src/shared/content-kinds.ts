// The kinds of Content that have a screen of their own (issue 25 item 1):
// Banners, Microsites and Careers each edit one kind of record of the shared
// Content table through the generic /api/v1/db/content. One definition, so
// the screen's list, its edit check and the server's write precondition
// (`?kind=` on PATCH, PUT and DELETE, decision 0094) cannot disagree on what
// a banner is.

import { CT } from './content-types.js';
import { TAG } from './fixed-tags.js';

interface ContentKind {
  /** What one record is called, in staff words ("1052 is not a banner"). */
  noun: string;
  /** Its content type (spec §3: Banners 65, Microsite_Config 57, Custom_Page 6). */
  CtId: number;
  /** Only content linked to this tag (Careers 214). */
  linkedTo?: number;
}

export const CONTENT_KINDS = {
  banner: { noun: 'banner', CtId: CT.Banners },
  microsite: { noun: 'microsite', CtId: CT.Microsite_Config },
  career: { noun: 'career', CtId: CT.Custom_Page, linkedTo: TAG.Careers },
} as const satisfies Record<string, ContentKind>;

export type ContentKindName = keyof typeof CONTENT_KINDS;

export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as ContentKindName[];

/**
 * What an address or a write names that is not a record of this kind, in staff words: "1052 is not a banner".
 * One sentence for a record of another kind, an id no record has and a malformed id ("abc is not a banner"):
 * `id` is shown as the address or the request gave it.
 */
export const notOfKindText = (id: number | string, kind: ContentKindName) =>
  `${id} is not a ${CONTENT_KINDS[kind].noun}`;

/** The refusal of a write whose record is not of the kind the screen names. */
export const notOfKindMessage = (cId: number | string, kind: ContentKindName) =>
  `${notOfKindText(cId, kind)}: nothing was changed`;

/** The refusal of a write that would turn a record of the kind the screen names into another type. */
export const staysOfKindMessage = (cId: number | string, kind: ContentKindName) =>
  `${cId} is a ${CONTENT_KINDS[kind].noun} and stays one: nothing was changed`;
