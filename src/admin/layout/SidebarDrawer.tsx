// Below the medium breakpoint (900 px) the shell's sidebar is a drawer, as react-admin's own layout makes it:
// closed, opened by the menu button at the top of the content, closed again by a choice, Escape or a tap beside
// it; the content then takes the whole width (issue 41 item 2, docs/decisions/0118-small-screens-and-editor-save.md).
import { useState, type ReactNode } from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import { Box, Drawer, IconButton, useMediaQuery, useTheme } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useText } from '../i18n/use-text.js';

/** Whether the shell is narrow: below the theme's md breakpoint, where the sidebar is a drawer. */
export function useNarrowShell(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}

const DRAWER_ID = 'shell-sidebar-drawer';

/** The drawer's state: open on the screen where it was opened, so that following one of its links closes it. */
export function useSidebarDrawer() {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  return { open: openAt === here, onOpen: () => setOpenAt(here), onClose: () => setOpenAt(null) };
}

/** The sidebar as it is (wide), or inside a temporary drawer (narrow). */
export function SidebarDrawer({
  narrow,
  open,
  onClose,
  children,
}: {
  narrow: boolean;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  if (!narrow) return <>{children}</>;
  return (
    <Drawer id={DRAWER_ID} variant="temporary" open={open} onClose={onClose}>
      <Box sx={{ width: 280, maxWidth: '85vw', p: 2 }}>{children}</Box>
    </Drawer>
  );
}

/** The menu button that opens the drawer (narrow shell only). */
export function SidebarMenuButton({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const text = useText();
  return (
    <IconButton
      onClick={onOpen}
      aria-label={text('shell.openMenu')}
      aria-expanded={open}
      aria-controls={open ? DRAWER_ID : undefined}
      sx={{ mb: 1 }}
    >
      <MenuIcon />
    </IconButton>
  );
}
