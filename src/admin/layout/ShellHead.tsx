// The shell's head (issue 29 item 6): who is signed in, with their role and,
// while impersonating, who is acting; a menu with My Account, the theme
// (light, dark, as the system; stored on the account) and Logout. It sits
// above the spec's 5-column grid, so the sidebar and its toggle stay as
// spec §1 places them.
import { useId, useState } from 'react';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CheckIcon from '@mui/icons-material/Check';
import { Box, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { THEME_CHOICES } from '../../shared/api/theme.js';
import type { User } from '../auth/session.js';
import { signOut } from '../auth/logout.js';
import { THEME_LABELS } from './theme/theme-labels.js';
import { useThemeChoice } from './theme/theme-choice.js';

export const ACCOUNT_MENU_LABEL = 'Account and theme';

/** "Ann Admin · Admin", and while impersonating who is acting. */
export function signedInAs(user: Pick<User, 'name' | 'roles' | 'impersonating' | 'impersonatorName'>): string {
  const role = user.roles.join(', ');
  const acting = user.impersonating ? ` · impersonated by ${user.impersonatorName || 'another user'}` : '';
  return `${user.name}${role ? ` · ${role}` : ''}${acting}`;
}

export function ShellHead({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { choice, choose } = useThemeChoice();
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, maxWidth: 1900, mx: 'auto', px: 2, pt: 1 }}>
      <Typography variant="body2" data-testid="signed-in-as">
        {signedInAs(user)}
      </Typography>
      <IconButton aria-label={ACCOUNT_MENU_LABEL} aria-haspopup="menu" aria-controls={anchor ? menuId : undefined} aria-expanded={anchor ? 'true' : undefined} onClick={(e) => setAnchor(e.currentTarget)}>
        <AccountCircleIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem component={RouterLink} to="/account" onClick={close}>
          My Account
        </MenuItem>
        <Divider component="li" />
        {THEME_CHOICES.map((c) => (
          <MenuItem
            key={c}
            role="menuitemradio"
            aria-checked={choice === c}
            onClick={() => {
              choose(c);
              close();
            }}
          >
            <ListItemIcon>{choice === c ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{THEME_LABELS[c]}</ListItemText>
          </MenuItem>
        ))}
        <Divider component="li" />
        <MenuItem onClick={() => void signOut()}>Logout</MenuItem>
      </Menu>
    </Box>
  );
}
