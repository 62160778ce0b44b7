// The admin's MUI theme: react-admin's default with the product's colours.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  // Danger red dark enough for 4.5:1 text contrast on the form toolbar's grey (axe 'color-contrast').
  palette: { ...defaultTheme.palette, primary: { main: '#1f4e79' }, secondary: { main: '#e07b00' }, error: { main: '#b3261e' } },
};
