// The admin's MUI theme: react-admin's default with the product's colours.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  // Danger red dark enough for 4.5:1 text contrast on the form toolbar's grey (axe 'color-contrast').
  // No ripple: a 500-row page has a checkbox (a ButtonBase) per row, and the ripple's per-instance
  // machinery was a large part of its render time (bench:admin). Focus stays visible.
  components: { ...defaultTheme.components, MuiButtonBase: { defaultProps: { disableRipple: true } } },
  palette: { ...defaultTheme.palette, primary: { main: '#1f4e79' }, secondary: { main: '#e07b00' }, error: { main: '#b3261e' } },
};
