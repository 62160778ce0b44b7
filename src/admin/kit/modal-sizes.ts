// Modal sizes (spec §2 "Modal sizes range from sm to 10xl"): each name is a
// maximum width, in the Tailwind-like scale the names come from.
export const MODAL_SIZES = {
  sm: 384,
  md: 448,
  lg: 512,
  xl: 576,
  '2xl': 672,
  '3xl': 768,
  '4xl': 896,
  '5xl': 1024,
  '6xl': 1152,
  '7xl': 1280,
  '8xl': 1440,
  '9xl': 1600,
  '10xl': 1760,
} as const;

export type ModalSize = keyof typeof MODAL_SIZES;
