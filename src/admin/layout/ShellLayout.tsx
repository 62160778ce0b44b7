// The shell (spec §1): a 5-column grid at most 1900 px wide; the sidebar takes
// 1 column and the content 4, or all 5 when the sidebar is hidden. The sidebar
// has a home button and, for Admin, MoJoAdmin and Auditor, the raw tables under a
// collapsed 'Data' group (DataMenu), and for an Auditor the 'History' group
// (HistoryMenu); the 'Hide Sidebar' / 'Show Sidebar'
// toggle shows only when signed in. Below md the sidebar is a drawer behind a
// menu button (SidebarDrawer). The impersonation banner sits on top,
// then the head (ShellHead: who is signed in, My Account, theme, Logout).
// Under the head, the current system messages (SystemMessagesBanner); the
// grid under them waits, hidden, for their first answer, so a banner never
// pushes a drawn screen down.
// The shell's keyboard shortcuts ('?', 'g d', '/', Ctrl+S) listen here.
// The session is rechecked here (SessionMonitor: focus, mount, reconnect;
// the re-authentication modal), and Shift+Ctrl+Alt+L signs out anywhere.
import { createContext, useContext, useState, type ReactNode } from 'react';
import LogoutIcon from '@mui/icons-material/Logout';
import HomeIcon from '@mui/icons-material/Home';
import { Box, Button, IconButton } from '@mui/material';
import { useAuthState } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ImpersonationBanner } from './ImpersonationBanner.js';
import { SystemMessagesBanner, useCurrentSystemMessages } from './SystemMessagesBanner.js';
import { currentUser } from '../auth/auth-provider.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { DataMenu } from './DataMenu.js';
import { HistoryMenu } from './HistoryMenu.js';
import { SessionMonitor } from '../auth/SessionMonitor.js';
import { SlowLoadingNotice } from './SlowLoadingNotice.js';
import { signOut } from '../auth/logout.js';
import { useLogoutChord } from '../auth/useLogoutChord.js';
import { useAuthProvider } from 'react-admin';
import { ShellHead } from './ShellHead.js';
import { ThemeSync } from './theme/ThemeSync.js';
import { LanguageSync } from './language/LanguageSync.js';
import { useText } from '../i18n/use-text.js';
import { GlobalShortcuts } from './shortcuts/GlobalShortcuts.js';
import { ScreenShortcutsProvider } from './shortcuts/screen-shortcuts.js';
import { PaletteShortcut } from './palette/PaletteShortcut.js';
import { UndoAfterDelete } from '../kit/undo/UndoAfterDelete.js';
import { SidebarDrawer, SidebarMenuButton, useNarrowShell, useSidebarDrawer } from './SidebarDrawer.js';

/** Debug mode (the Shift+Ctrl+Alt chord): the dashboard then shows tag ids on hover. */
const DebugMode = createContext(false);
export const useDebugMode = () => useContext(DebugMode);

const SIDEBAR_STORAGE_KEY = 'mojo.admin.sidebar';

export function ShellLayout({ children }: { children: ReactNode }) {
  const { authenticated } = useAuthState();
  const [shown, setShown] = useState(() => localStorage.getItem(SIDEBAR_STORAGE_KEY) !== 'hidden');
  const toggle = () => {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, shown ? 'hidden' : 'shown');
    setShown(!shown);
  };
  const user = currentUser();
  // While react-admin's first check is pending (authenticated undefined), a session held in this
  // browser draws the signed-in frame at once: drawn after the check, the head and the sidebar
  // pushed the whole screen down (a layout shift of 0.2 on every screen, issue 29 item 7). Only
  // the frame is drawn early; what calls the server waits for the check, which signs out if the
  // session turns out to be over.
  const framed = authenticated ?? !!user;
  // Below md the sidebar is a drawer (SidebarDrawer), opened by a menu button, and the content takes the width.
  const narrow = useNarrowShell();
  const drawer = useSidebarDrawer();
  const sidebar = framed && (shown || narrow);
  // The messages are read with the frame (the token is the session's; a lapsed one is refused and shows
  // none). Until their first answer the grid is laid out but hidden: layout shift counts only what is
  // seen, and the banner arriving over a drawn screen moved all of it (issue 41: 0.16 on the editor).
  const messages = useCurrentSystemMessages(framed && !!user);
  const gridHidden = framed && !!user && !messages.isFetched && !messages.isError;
  const { debug } = useLogoutChord({ onLogout: () => void signOut() });
  const authProvider = useAuthProvider();
  const text = useText();
  return (
    <DebugMode.Provider value={debug}>
      <ScreenShortcutsProvider>
        <Box
          sx={{
            minHeight: '100vh',
            bgcolor: (t) => (t.palette.mode === 'dark' ? t.palette.background.default : t.palette.grey[50]),
          }}
        >
          {authenticated && authProvider && <SessionMonitor authProvider={authProvider} />}
          {user?.impersonating && <ImpersonationBanner user={user} />}
          {authenticated && user && <ThemeSync userId={user.userId} />}
          {authenticated && user && <LanguageSync userId={user.userId} />}
          {framed && user && <ShellHead user={user} />}
          {framed && user && <SystemMessagesBanner userId={user.userId} messages={messages.data} />}
          {authenticated && <GlobalShortcuts />}
          {authenticated && <PaletteShortcut />}
          <Box
            data-testid="shell-grid"
            sx={{
              visibility: gridHidden ? 'hidden' : undefined,
              display: 'grid',
              gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
              maxWidth: 1900,
              mx: 'auto',
              gap: 2,
              p: { xs: 1, sm: 2 },
            }}
          >
            {sidebar && (
              <SidebarDrawer narrow={narrow} open={drawer.open} onClose={drawer.onClose}>
                <Box component="nav" aria-label={text('shell.sidebar')} sx={{ gridColumn: 'span 1' }}>
                  <IconButton component={RouterLink} to="/" aria-label={text('shell.home')}>
                    <HomeIcon />
                  </IconButton>
                  <DataMenu />
                  <HistoryMenu />
                  <Button startIcon={<LogoutIcon />} onClick={() => void signOut()} sx={{ mt: 1 }}>
                    {text('shell.logout')}
                  </Button>
                </Box>
              </SidebarDrawer>
            )}
            <Box component="main" sx={{ gridColumn: sidebar && !narrow ? 'span 4' : 'span 5', minWidth: 0 }}>
              {framed && narrow && <SidebarMenuButton open={drawer.open} onOpen={drawer.onOpen} />}
              {framed && !narrow && (
                <Button size="small" onClick={toggle} sx={{ mb: 1 }}>
                  {shown ? text('shell.hideSidebar') : text('shell.showSidebar')}
                </Button>
              )}
              <SlowLoadingNotice />
              <ErrorBoundary>
                <UndoAfterDelete>{children}</UndoAfterDelete>
              </ErrorBoundary>
            </Box>
          </Box>
        </Box>
      </ScreenShortcutsProvider>
    </DebugMode.Provider>
  );
}
