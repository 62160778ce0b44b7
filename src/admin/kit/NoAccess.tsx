// The no-access content of spec §6 ('a lock icon with a message'): what the
// access guard shows in place of a part of a screen the user may not use,
// and, with the dashboard's words, a tool section or the full cache tools.
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { englishText, useText } from '../i18n/use-text.js';

/** The access guard's message when its caller gives none (the wording of the 'Permission Denied' page). */
export const NO_ACCESS_MESSAGE = englishText('kit.noAccess');

export function NoAccess({ message }: { message?: ReactNode }) {
  const text = useText();
  return (
    <Box role="note" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, color: 'text.secondary' }}>
      <LockIcon fontSize="small" aria-hidden />
      {message ?? text('kit.noAccess')}
    </Box>
  );
}
