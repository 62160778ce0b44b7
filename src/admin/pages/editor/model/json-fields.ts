// The JSON content fields the editor shows as plain inputs:
// CMetaDesc {description, keywords}, CMetaData.ChangeFrequency (an index into
// the frequency names, spec §3 and §9) and a block's CbPhotoMetadata
// {CssClass, ImageSettings {txtAltText, txtName, txtTitle, width}}.
// Other keys of these objects are kept as they are.
import type { JsonValue } from '../../../../shared/generated/entities.generated.js';
import { changeFrequencyIndexOf } from '../../../../shared/change-frequency.js';

type JsonObject = { [key: string]: JsonValue };

export function asObject(value: JsonValue | null | undefined): JsonObject {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** Spec §3: an unknown value becomes 0 (src/shared/change-frequency.ts). */
export function changeFrequencyIndex(metaData: JsonValue | null | undefined): number {
  return changeFrequencyIndexOf(asObject(metaData).ChangeFrequency);
}

export function withChangeFrequency(metaData: JsonValue | null | undefined, index: number): JsonObject {
  return { ...asObject(metaData), ChangeFrequency: index };
}

export function metaDescription(metaDesc: JsonValue | null | undefined): string {
  if (typeof metaDesc === 'string') return metaDesc;
  const d = asObject(metaDesc).description;
  return typeof d === 'string' ? d : '';
}

export function withMetaDescription(metaDesc: JsonValue | null | undefined, description: string): JsonObject {
  return { ...asObject(typeof metaDesc === 'string' ? { description: metaDesc } : metaDesc), description };
}

export interface PhotoSettings {
  CssClass: string;
  txtAltText: string;
  txtName: string;
  txtTitle: string;
  width: string;
}

const text = (v: JsonValue | undefined) => (v === null || v === undefined ? '' : String(v));

export function photoSettings(meta: JsonValue | null | undefined): PhotoSettings {
  const m = asObject(meta);
  const s = asObject(m.ImageSettings);
  return {
    CssClass: text(m.CssClass),
    txtAltText: text(s.txtAltText),
    txtName: text(s.txtName),
    txtTitle: text(s.txtTitle),
    width: text(s.width),
  };
}

export function withPhotoSettings(meta: JsonValue | null | undefined, change: Partial<PhotoSettings>): JsonObject {
  const m = asObject(meta);
  const { CssClass, ...image } = change;
  const width =
    image.width === undefined ? {} : { width: /^\d+$/.test(image.width) ? Number(image.width) : image.width };
  return {
    ...m,
    ...(CssClass === undefined ? {} : { CssClass }),
    ImageSettings: { ...asObject(m.ImageSettings), ...image, ...width },
  };
}
