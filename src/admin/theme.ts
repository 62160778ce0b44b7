// The admin's MUI themes: react-admin's default with the product's colours, light and dark (issue 29 item 2).
// react-admin picks one (<Admin theme darkTheme>): the user's choice kept in its store, or, with none, the
// system's (prefers-color-scheme). docs/decisions/0098-themes-per-user.md says why not MUI's colorSchemes.
import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';
import { COMPONENT_DEFAULTS, DARK_PALETTE, motionOptions, PALETTE } from './palette.js';

// A list wider than the screen (a phone) scrolls inside its own box, never the page sideways (issue 41 item 2).
const WIDE_TABLES = {
  RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
  RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
};

export const theme: RaThemeOptions = {
  ...defaultTheme,
  components: { ...defaultTheme.components, ...COMPONENT_DEFAULTS, ...WIDE_TABLES },
  palette: { ...defaultTheme.palette, ...PALETTE },
  transitions: motionOptions(),
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  components: { ...defaultDarkTheme.components, ...COMPONENT_DEFAULTS, ...WIDE_TABLES },
  palette: { ...defaultDarkTheme.palette, ...DARK_PALETTE },
  transitions: motionOptions(),
};
