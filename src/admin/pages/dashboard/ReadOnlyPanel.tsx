// The dashboard of a read-only account (the Auditor, issue 40 item 5;
// shared/history-access.ts): instead of tool sections and cache tools it may
// not use (each would answer 403), what it reads and where: the history
// screens, the Data group, a page's version history on its Summary.
import { List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { HISTORY_LINKS } from '../../layout/HistoryMenu.js';
import { useText } from '../../i18n/use-text.js';

export function ReadOnlyPanel() {
  const text = useText();
  return (
    <Paper component="section" aria-labelledby="read-only-title" variant="outlined" sx={{ p: 2 }}>
      <Typography id="read-only-title" variant="h6" component="h2" gutterBottom>
        {text('history.panelTitle')}
      </Typography>
      <Typography gutterBottom>{text('history.panelIntro')}</Typography>
      <List dense aria-labelledby="read-only-title">
        {HISTORY_LINKS.map((link) => (
          <ListItem key={link.to} disablePadding>
            <ListItemButton component={RouterLink} to={link.to}>
              <ListItemText primary={text(link.label)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary">
        {text('history.panelData')}
      </Typography>
    </Paper>
  );
}
