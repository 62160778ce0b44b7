// The admin's MUI theme: react-admin's default, with numbers and dates in
// en-US (spec §9) left to the fields themselves.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#1f4e79' }, secondary: { main: '#e07b00' } },
};
