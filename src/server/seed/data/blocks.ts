// Small builders for the shapes of spec §3 that content rows carry as JSON:
// CMetaDesc, CMetaData (ChangeFrequency as an index into the frequency
// names), CHeadContent (dWidth, dHeigth, original, ext) and a block's
// CbPhotoMetadata (CssClass, ImageSettings with txtAltText, txtName,
// txtTitle, width).
import type { Content, ContentBlock, JsonValue } from '../../../shared/generated/entities.generated.js';
import { demoImageOfUrl } from './demo-images.js';
import { changeFrequencyIndexOfName, type ChangeFrequency } from '../../../shared/change-frequency.js';

export function metaDesc(description: string, keywords: string[] = []): JsonValue {
  return { description, keywords: keywords.join(', ') };
}

export function metaData(
  changeFrequency: ChangeFrequency,
  priority = 0.5,
  extra: Record<string, JsonValue> = {},
): JsonValue {
  return { ChangeFrequency: changeFrequencyIndexOfName(changeFrequency), Priority: priority, ...extra };
}

/** Share-image facts of an item's intro photo: a demo image, whose real size they give. */
export function headContent(photo: string): JsonValue {
  const image = demoImageOfUrl(photo);
  const ext = photo.slice(photo.lastIndexOf('.') + 1).toLowerCase();
  return { dWidth: image.width, dHeigth: image.height, original: photo, ext };
}

export interface BlockInput {
  headline?: string;
  copy?: string;
  photo?: string;
  alt?: string;
  caption?: string;
  linkText?: string;
  link?: string;
  /** e.g. _blank for links that leave the site */
  target?: string;
  style?: string;
  width?: number;
  meta?: Record<string, JsonValue>;
}

/** A ContentBlock row from the parts an editor fills in. */
export function block(cbId: number, cId: number, sortOrder: number, b: BlockInput): ContentBlock & { CbId: number } {
  const name = b.photo ? b.photo.slice(b.photo.lastIndexOf('/') + 1) : undefined;
  return {
    CbId: cbId,
    CId: cId,
    CbSortOrder: sortOrder,
    CbHeadline: b.headline ?? null,
    CbCopy: b.copy ?? null,
    CbPhoto: b.photo ?? null,
    CbPhotoAltText: b.photo ? (b.alt ?? '') : null,
    CbPhotoCaption: b.caption ?? null,
    CbLinkText: b.linkText ?? null,
    CbLink: b.link ?? null,
    CbLinkTarget: b.link ? (b.target ?? '_self') : null,
    CbMetaData: { style: b.style ?? 'default', ...(b.meta ?? {}) },
    CbPhotoMetadata: b.photo
      ? {
          CssClass: b.style === 'hero' ? 'img-fluid w-100' : 'img-fluid rounded',
          ImageSettings: {
            txtAltText: b.alt ?? '',
            txtName: name ?? '',
            txtTitle: b.headline ?? b.alt ?? '',
            width: b.width ?? 1200,
          },
        }
      : null,
  };
}

/** A content item and its blocks as the editor reads them: the snapshot a ContentVersion keeps. */
export function snapshotOf(content: Content, blocks: ContentBlock[]): JsonValue {
  const sorted = blocks
    .filter((b) => b.CId === content.CId)
    .sort((a, b) => (a.CbSortOrder ?? 0) - (b.CbSortOrder ?? 0));
  return { content: { ...content }, blocks: sorted.map((b) => ({ ...b })) } as unknown as JsonValue;
}
