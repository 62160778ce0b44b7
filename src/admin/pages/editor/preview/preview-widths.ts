// The widths a preview is shown at: a desktop, a tablet and a phone, as the site's own breakpoints expect.
// Each one's name is the message editor-preview.widths.<key>.
export const PREVIEW_WIDTHS = [
  { key: 'desktop', width: 1280 },
  { key: 'tablet', width: 768 },
  { key: 'phone', width: 375 },
] as const;

export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number]['key'];

export const widthOf = (key: PreviewWidth) => PREVIEW_WIDTHS.find((w) => w.key === key)!.width;

/** How much a page `width` pixels wide is shrunk to fit `available` pixels (never enlarged). */
export const scaleFor = (available: number, width: number) => (available > 0 ? Math.min(1, available / width) : 1);
