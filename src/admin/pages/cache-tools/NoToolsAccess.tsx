// The no-access content of spec §6 ('a lock icon with a message'), with the
// dashboard's words: a tool-menu section the user may not use, and the full
// cache tools for anyone but the top admin.
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';

export const NO_TOOLS_MESSAGE = "You don't have access to any tools in this section.";

export function NoToolsAccess() {
  return (
    <Box role="note" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, color: 'text.secondary' }}>
      <LockIcon fontSize="small" aria-hidden />
      {NO_TOOLS_MESSAGE}
    </Box>
  );
}
