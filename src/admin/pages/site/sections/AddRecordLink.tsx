// 'Add …' beside a section list's heading: opens the screen's empty create
// form. It is a link, not an action: nothing is stored until that form's Save,
// so an abandoned 'Add' leaves no placeholder record behind.
import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function AddRecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} variant="contained">
      {children}
    </Button>
  );
}
