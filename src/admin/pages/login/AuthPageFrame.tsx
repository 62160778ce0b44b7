// The frame of the public sign-in screens (login, forgot / change password):
// a centred card on a plain page, with the logo and a title where given.
import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ProductLogo } from './ProductLogo.js';
import { quietSurface } from '../../palette.js';

export function AuthPageFrame({
  title,
  logo = true,
  children,
}: {
  title?: string;
  logo?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: quietSurface,
      }}
    >
      <Paper
        sx={{
          p: 4,
          width: '100%',
          maxWidth: 440,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
        }}
      >
        {logo && <ProductLogo />}
        {title && (
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
