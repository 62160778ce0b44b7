// The product's colours and component defaults, shared by the admin's
// react-admin theme and the public sign-in screens (which ship without
// react-admin).
import type { Theme } from '@mui/material/styles';
export const PALETTE = {
  primary: { main: '#1f4e79' },
  // The dashboard's orange section headers (spec §2), burnt enough for white text at 4.9:1 (WCAG AA,
  // axe 'color-contrast'); the brighter #e07b00 it replaced gave 3.5:1.
  secondary: { main: '#b05a00', contrastText: '#fff' },
  // Danger red dark enough for 4.5:1 text contrast on the form toolbar's grey (axe 'color-contrast').
  error: { main: '#b3261e' },
} as const;

// The same colours for the dark theme (issue 29 item 2), light enough for AA on MUI's dark surfaces: each keeps
// 4.5:1 as text from the page's #121212 up to a menu's raised #383838 (palette.spec.tsx computes it), and the
// orange headers and filled buttons carry black text (9.8:1 on the orange).
export const DARK_PALETTE = {
  mode: 'dark',
  primary: { main: '#90caf9', contrastText: '#000' },
  secondary: { main: '#f0a04b', contrastText: '#000' },
  error: { main: '#ef9a9a', contrastText: '#000' },
} as const;

/** A quiet surface behind text (code, previews, the grey section headers): grey on light, a raised grey on dark. */
export const quietSurface = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.grey[800] : theme.palette.grey[100];

// No ripple: a 500-row page has a checkbox (a ButtonBase) per row, and the ripple's per-instance
// machinery was a large part of its render time (bench:admin). Focus stays visible.
// Every progress bar has a name (axe 'aria-progressbar-name'): react-admin shows unnamed ones
// inside reference fields and lists that take more than a second to load; ours name themselves.
export const COMPONENT_DEFAULTS = {
  MuiButtonBase: { defaultProps: { disableRipple: true } },
  MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
  MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
} as const;

/**
 * MUI's transitions (panels opening, dialogs fading in) for a user whose system asks for reduced
 * motion (WCAG 2.3.3, `prefers-reduced-motion: reduce`): none, so things appear at once. Read when
 * the app loads; `matchMedia` is absent where there is no browser (jsdom, the server).
 */
export function motionOptions(
  matchMedia: ((query: string) => { matches: boolean }) | undefined = globalThis.window?.matchMedia?.bind(
    globalThis.window,
  ),
): { create?: () => string } {
  return matchMedia?.('(prefers-reduced-motion: reduce)').matches ? { create: () => 'none' } : {};
}
