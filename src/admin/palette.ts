// The product's colours and component defaults, shared by the admin's
// react-admin theme and the public sign-in screens (which ship without
// react-admin).
export const PALETTE = {
  primary: { main: '#1f4e79' },
  secondary: { main: '#e07b00' },
  // Danger red dark enough for 4.5:1 text contrast on the form toolbar's grey (axe 'color-contrast').
  error: { main: '#b3261e' },
} as const;

// No ripple: a 500-row page has a checkbox (a ButtonBase) per row, and the ripple's per-instance
// machinery was a large part of its render time (bench:admin). Focus stays visible.
// Every progress bar has a name (axe 'aria-progressbar-name'): react-admin shows unnamed ones
// inside reference fields and lists that take more than a second to load; ours name themselves.
export const COMPONENT_DEFAULTS = {
  MuiButtonBase: { defaultProps: { disableRipple: true } },
  MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
  MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
} as const;
