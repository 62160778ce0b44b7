// The sidebar's 'Data' group: every raw table the user may read, for Admin,
// MoJoAdmin and Auditor only (shared/raw-data.ts), collapsed by default — open at
// first only when the page shown is one of those tables, so the user sees
// where they are. Maintenance Users get no group at all. Each table is named
// by its plural label in the user's language.
import { useState } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import StorageIcon from '@mui/icons-material/Storage';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { SCHEMA } from '../../shared/generated/entities.generated.js';
import { rawDataEntities } from '../../shared/raw-data.js';
import { rolesOfSignedIn } from '../routes/raw-data-screens.js';
import { GENERATED_RESOURCES } from '../generated/resources.generated.js';
import { useText } from '../i18n/use-text.js';
import { useSchemaLabels } from '../i18n/use-schema-labels.js';

export function DataMenu() {
  const { pathname } = useLocation();
  const text = useText();
  const { entityPlural } = useSchemaLabels();
  const entities = rawDataEntities(rolesOfSignedIn(), Object.values(SCHEMA));
  const names = new Set(entities.map((e) => e.name));
  const tables = GENERATED_RESOURCES.filter((r) => names.has(r.name) && r.list);
  const onTable = tables.some((r) => pathname === `/${r.name}` || pathname.startsWith(`/${r.name}/`));
  const [open, setOpen] = useState(onTable);
  if (!tables.length) return null;
  return (
    <List dense component="div" aria-label={text('shell.data.groupLabel')}>
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} aria-controls="sidebar-data-tables">
        <ListItemIcon>
          <StorageIcon />
        </ListItemIcon>
        <ListItemText primary={text('shell.data.group')} />
        {open ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List dense id="sidebar-data-tables" aria-label={text('shell.data.rawTables')} sx={{ pl: 2 }}>
          {tables.map((r) => {
            const Icon = r.icon;
            // Not r.options.label: the generator writes the schema's English plural there.
            const label = entityPlural(r.name);
            return (
              <li key={r.name}>
                <ListItemButton
                  component={RouterLink}
                  to={`/${r.name}`}
                  selected={pathname === `/${r.name}` || pathname.startsWith(`/${r.name}/`)}
                >
                  {Icon && (
                    <ListItemIcon>
                      <Icon />
                    </ListItemIcon>
                  )}
                  <ListItemText primary={label} />
                </ListItemButton>
              </li>
            );
          })}
        </List>
      </Collapse>
    </List>
  );
}
