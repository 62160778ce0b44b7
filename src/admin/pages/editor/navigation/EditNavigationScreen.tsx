// /edit/navigation ('Navigation'): the way from the editor to the menus. The
// menus themselves are edited at /navigation/{TId}; this lists the menu tags
// (the seeded Navigation 53–56, and any tag whose path is /navigation/{id}),
// from the shared tag tree.
import { Alert, Box, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useEditorTagTree } from '../api/editor-queries.js';
import type { TagRow } from '../api/types.js';

const MENU_TAG_IDS = [53, 54, 55, 56];

export function EditNavigationScreen() {
  const tagTree = useEditorTagTree();
  const tags: TagRow[] | undefined = tagTree.data;
  const error = tagTree.error?.message;

  const menus = (tags ?? []).filter((t) => MENU_TAG_IDS.includes(t.TId) || /^\/navigation\/\d+$/.test(t.TPath ?? ''));
  const targetOf = (t: TagRow) => (/^\/navigation\/\d+$/.test(t.TPath ?? '') ? t.TPath! : `/navigation/${t.TId}`);

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Navigation
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {!tags && !error && <Typography role="status">Loading...</Typography>}
      <List aria-label="Menus">
        {menus.map((t) => (
          <ListItemButton key={t.TId} component={RouterLink} to={targetOf(t)}>
            <ListItemText primary={t.TName} secondary={targetOf(t)} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
