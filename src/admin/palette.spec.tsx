// @vitest-environment jsdom
// react-admin's own loading bar (shown when a reference or list takes over a
// second) carries no name; the theme gives every progress bar one, so axe's
// 'aria-progressbar-name' holds on slow loads too. A bar that names itself keeps its name.
import { render, screen, waitFor } from '@testing-library/react';
import { CircularProgress, createTheme, LinearProgress as MuiLinearProgress, ThemeProvider } from '@mui/material';
import { LinearProgress } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.js';
import { motionOptions } from './palette.js';

describe('progress bars in the admin theme', () => {
  it('names react-admin’s loading bar and MUI’s spinners, and keeps a given name', async () => {
    render(
      <ThemeProvider theme={createTheme(theme)}>
        <LinearProgress timeout={0} />
        <CircularProgress />
        <MuiLinearProgress aria-label="Upload of a.png" variant="determinate" value={40} />
      </ThemeProvider>,
    );
    // react-admin's bar appears after its timeout (a tick here).
    await waitFor(() => expect(screen.getAllByRole('progressbar')).toHaveLength(3));
    const names = screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'));
    expect(names).toEqual(['Loading', 'Loading', 'Upload of a.png']);
  });
});

describe('reduced motion', () => {
  const media = (reduce: boolean) => (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  });

  it('turns MUI’s transitions off when the system asks for reduced motion', () => {
    const options = motionOptions(media(true));
    expect(options.create?.()).toBe('none');
    expect(createTheme({ transitions: options }).transitions.create('height')).toBe('none');
  });

  it('keeps them otherwise, and where there is no matchMedia', () => {
    expect(createTheme({ transitions: motionOptions(media(false)) }).transitions.create('height')).not.toBe('none');
    expect(motionOptions(undefined)).toEqual({});
  });
});
