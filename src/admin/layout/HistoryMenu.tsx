// The sidebar's 'History' group, for a read-only account (the Auditor, issue
// 40 item 5; shared/history-access.ts): the screens it opens to read the
// audit log, the changes, the error log and the accounts' audit trails. The
// same links are the dashboard's panel for it (pages/dashboard/ReadOnlyPanel).
import { List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { readsHistoryOnly } from '../../shared/history-access.js';
import { currentUser } from '../auth/auth-provider.js';
import { useText } from '../i18n/use-text.js';

/** The history screens, as links: their message key (history.*) and address. */
export const HISTORY_LINKS = [
  { label: 'history.auditLog', to: '/logs?tab=audit' },
  { label: 'history.changes', to: '/logs?tab=changes' },
  { label: 'history.errorLog', to: '/logs?tab=errors' },
  { label: 'history.accounts', to: '/user-management' },
] as const;

export function HistoryMenu() {
  const text = useText();
  const { pathname, search } = useLocation();
  if (!readsHistoryOnly(currentUser())) return null;
  const here = `${pathname}${search}`;
  return (
    <List
      dense
      aria-labelledby="sidebar-history-title"
      subheader={
        <ListSubheader
          id="sidebar-history-title"
          disableSticky
          sx={{ display: 'flex', alignItems: 'center', gap: 1, bgcolor: 'transparent' }}
        >
          <HistoryIcon fontSize="small" aria-hidden />
          {text('history.group')}
        </ListSubheader>
      }
    >
      {HISTORY_LINKS.map((link) => (
        <li key={link.to}>
          <ListItemButton component={RouterLink} to={link.to} selected={here === link.to} sx={{ pl: 4 }}>
            <ListItemText primary={text(link.label)} />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
