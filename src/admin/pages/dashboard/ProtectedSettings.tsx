// The Protected Settings panel (spec §2): collapsible, labelled as visible
// only to the top admin, with the spec's eight links and Webhooks (issue 45). The dashboard shows it
// only to the role MoJoAdmin (spec §6); the pages behind it are the
// server's to refuse for anyone else.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockIcon from '@mui/icons-material/Lock';
import { Link as RouterLink } from 'react-router';
import { useText } from '../../i18n/use-text.js';

const PROTECTED_SETTINGS_LINKS: readonly { path: string; label: string }[] = [
  { path: '/site-setup', label: 'Site Setup' },
  { path: '/custom-tag-editor', label: 'Custom Tag Editor' },
  { path: '/key-manager', label: 'Key Manager' },
  { path: '/template-files', label: 'Template Files' },
  { path: '/api-access', label: 'API Access' },
  { path: '/email-marketing', label: 'Email Marketing' },
  { path: '/remove-content', label: 'Remove Content' },
  { path: '/db-tools', label: 'DB Tools' },
  // Issue 45 item 3: beside the other outside-service settings (Key Manager, API Access).
  { path: '/webhooks', label: 'Webhooks' },
];

export function ProtectedSettings() {
  const text = useText();
  return (
    <Accordion
      disableGutters
      sx={{ mt: 3 }}
      slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h2' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id="protected-settings">
        <Typography component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <LockIcon fontSize="small" aria-hidden />
          <strong>{text('dashboard.protectedSettings')}</strong>
          <Typography component="span" variant="body2" color="text.secondary">
            {text('dashboard.protectedNote')}
          </Typography>
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>
        <List dense aria-labelledby="protected-settings">
          {PROTECTED_SETTINGS_LINKS.map(({ path, label }) => (
            <li key={path}>
              <ListItemButton component={RouterLink} to={path}>
                <ListItemText primary={label} />
              </ListItemButton>
            </li>
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}
