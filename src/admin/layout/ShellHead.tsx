// The shell's head (issue 29 item 6): who is signed in, with their role and,
// while impersonating, who is acting; a menu with My Account, the theme
// (light, dark, as the system; stored on the account), the language (stored
// on the account too, issue 29 item 1) and Logout. It sits above the spec's
// 5-column grid, so the sidebar and its toggle stay as spec §1 places them.
// The language is a group of this menu rather than react-admin's
// LocalesMenuButton: that button only writes react-admin's store, and the
// choice must also be saved on the account; one menu keeps the head to one button.
import { useId, useState } from 'react';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CheckIcon from '@mui/icons-material/Check';
import {
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { TranslateFunction } from 'react-admin';
import { THEME_CHOICES } from '../../shared/api/theme.js';
import type { User } from '../auth/session.js';
import { signOut } from '../auth/logout.js';
import { LOCALES } from '../i18n/locales.js';
import { englishText, useText } from '../i18n/use-text.js';
import { themeLabel } from './theme/theme-labels.js';
import { useThemeChoice } from './theme/theme-choice.js';
import { useLanguageChoice } from './language/language-choice.js';

/** "Ann Admin · Admin", and while impersonating who is acting. */
export function signedInAs(
  user: Pick<User, 'name' | 'roles' | 'impersonating' | 'impersonatorName'>,
  text: TranslateFunction = englishText,
): string {
  const role = user.roles.join(', ');
  const acting = user.impersonating
    ? ` · ${text('shell.impersonatedBy', { name: user.impersonatorName || text('shell.anotherUser') })}`
    : '';
  return `${user.name}${role ? ` · ${role}` : ''}${acting}`;
}

export function ShellHead({ user }: { user: User }) {
  const text = useText();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { choice, choose } = useThemeChoice();
  const language = useLanguageChoice();
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1,
        maxWidth: 1900,
        mx: 'auto',
        px: 2,
        pt: 1,
      }}
    >
      <Typography variant="body2" data-testid="signed-in-as">
        {signedInAs(user, text)}
      </Typography>
      <IconButton
        aria-label={text('shell.accountMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to="/account" onClick={close}>
          {text('shell.myAccount')}
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
            <ListItemText>{themeLabel(c, text)}</ListItemText>
          </MenuItem>
        ))}
        <Divider component="li" />
        <ListSubheader role="presentation" sx={{ lineHeight: 2 }}>
          {text('shell.language')}
        </ListSubheader>
        {LOCALES.map(({ locale, name }) => (
          <MenuItem
            key={locale}
            role="menuitemradio"
            lang={locale}
            aria-checked={language.locale === locale}
            onClick={() => {
              close();
              if (language.locale !== locale) language.choose(locale);
            }}
          >
            <ListItemIcon>{language.locale === locale ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{name}</ListItemText>
          </MenuItem>
        ))}
        <Divider component="li" />
        <MenuItem onClick={() => void signOut()}>{text('shell.logout')}</MenuItem>
      </Menu>
    </Box>
  );
}
