// The page frame of every site-tools screen: a heading, an optional intro,
// and the loading and error states of its first read.
import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useText } from '../i18n/use-text.js';

export function ScreenFrame({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ p: 2, maxWidth: 1200 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {intro && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}

export function Loading() {
  const text = useText();
  return (
    <Box role="status" aria-label={text('site.shared.loading')} sx={{ p: 2 }}>
      <CircularProgress size={24} />
    </Box>
  );
}

export function ErrorNotice({ message }: { message: string }) {
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
