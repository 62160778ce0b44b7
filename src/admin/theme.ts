// The admin's MUI theme: react-admin's default with the product's colours.
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { COMPONENT_DEFAULTS, motionOptions, PALETTE } from './palette.js';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  components: { ...defaultTheme.components, ...COMPONENT_DEFAULTS },
  palette: { ...defaultTheme.palette, ...PALETTE },
  transitions: motionOptions(),
};
